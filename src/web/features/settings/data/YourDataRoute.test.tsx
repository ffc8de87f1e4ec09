// Proves /settings/data against a fake server: the download's progress bar counts the rows as the
// zip arrives and the file is saved under the server's name; a chosen file is previewed (per area)
// before the restore, which then says what came back; a refused file says why in words, with
// the chooser back; an account with data is told why it cannot restore; a failed count retries.
import { screen, waitFor } from '@testing-library/react';
import { Zip, ZipDeflate } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../../contract/types';
import { en } from '../../../testing/catalogue';
import { createFakeServer, ok, refused, type FakeServer } from '../../../testing/fakeServer';
import { renderWithShell } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import { YourDataRoute } from './YourDataRoute';

const summary = (empty: boolean): Schemas['AccountDataSummary'] => ({ counts: { time: { time_group: 1, time_stamp: 3999 } }, rows: 4000, empty });
const preview: Schemas['AccountDataPreview'] = {
  formatVersion: 1,
  appVersion: '0.1.0',
  exportedAt: '2026-11-27T10:00:00.000Z',
  upgradedFrom: null,
  counts: { time: { time_group: 1, time_stamp: 3 }, notes: { note: 2 }, share: { share: 0 } },
  rows: 6,
  accountEmpty: true,
};

const ROWS = 4000;
const rows = (count: number) => Array.from({ length: count }, (_, index) => JSON.stringify({ table: 'time_stamp', row: { id: `stamp${index}`.padEnd(12, '-'), name: 'x'.repeat(64) } }));

/**
 * An export zip of ROWS rows in two halves (the first large enough that the deflater lets it out):
 * the test hands out the second when it has seen the first's progress.
 */
function exportInTwoHalves() {
  const parts: Uint8Array[] = [];
  const zip = new Zip((_error, chunk) => parts.push(chunk));
  const time = new ZipDeflate('time.json', { level: 1 });
  zip.add(time);
  time.push(new TextEncoder().encode(`[\n${rows(ROWS / 2).join(',\n')},\n`));
  const firstHalf = parts.splice(0);
  time.push(new TextEncoder().encode(`${rows(ROWS / 2).join(',\n')}\n]\n`), true);
  zip.end();
  let release: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of firstHalf) controller.enqueue(part);
      await new Promise<void>((resolve) => (release = resolve));
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  return { body, release: () => release(), bytes: [...firstHalf, ...parts].reduce((sum, part) => sum + part.length, 0) };
}

let server: FakeServer;
const saved: Array<{ name: string; blob: Blob }> = [];
const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;

beforeEach(() => {
  server = createFakeServer({ user: testUser() });
  server.routes['GET /account-data'] = () => ok(summary(true));
  saved.length = 0;
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.set('blob:export', blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) ?? new Blob() });
  });
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

const renderPage = () => renderWithShell(<YourDataRoute />, { path: '/settings/data', user: testUser(), server });
const zipFile = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'lifelog-2026-11-27.zip', { type: 'application/zip' });

describe('YourDataRoute', () => {
  it('shows the rows counted as the zip arrives, then saves it under the name the server gave', async () => {
    const zip = exportInTwoHalves();
    server.routes['GET /account-data/export'] = () =>
      new Response(zip.body, { status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="lifelog-2026-11-28.zip"' } });
    const { user } = await renderPage();
    expect(await screen.findByText('Your account holds 4,000 rows.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download everything' }));
    const bar = await screen.findByRole('progressbar', { name: 'Download progress' });
    // Part of the way, and no further than what has arrived.
    await waitFor(() => expect(Number(bar.getAttribute('value'))).toBeGreaterThan(0));
    expect(Number(bar.getAttribute('value'))).toBeLessThanOrEqual(ROWS / 2);
    expect(bar).toHaveAttribute('max', String(ROWS));
    expect(screen.getByRole('status')).toHaveTextContent(/^Downloading… ([1-9]|[1-4]\d|50)%$/);
    zip.release();
    expect(await screen.findByText('Saved as lifelog-2026-11-28.zip.')).toBeInTheDocument();
    expect(saved.map(({ name }) => name)).toEqual(['lifelog-2026-11-28.zip']);
    expect(saved[0]!.blob.size).toBe(zip.bytes);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('previews a chosen file per area, restores it on Restore and says what came back', async () => {
    server.routes['POST /account-data/preview'] = () => ok(preview);
    server.routes['POST /account-data/restore'] = () => ok({ ...preview, accountEmpty: false });
    const { user } = await renderPage();
    await user.upload(await screen.findByLabelText('Choose a file'), zipFile());
    expect(await screen.findByRole('heading', { name: 'What the file holds' })).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveTextContent('Time tracking: 4 rowsNotes: 2 rows');
    expect(screen.getByText(/^lifelog-2026-11-27\.zip: exported .* by version 0\.1\.0 \(format 1\)\.$/)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.url.endsWith('/account-data/restore'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored 6 rows. Everything is in place.')).toBeInTheDocument();
    const sent = server.requests.find((request) => request.url.endsWith('/account-data/restore'));
    expect(sent?.headers.get('content-type')).toBe('application/zip');
    expect(new Uint8Array(await sent!.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says in words why a file is refused, and offers to choose another', async () => {
    server.routes['POST /account-data/preview'] = () => refused(422, 'ACCOUNT_DATA_NEWER_FORMAT', 'newer');
    const { user } = await renderPage();
    await user.upload(await screen.findByLabelText('Choose a file'), zipFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(`The file could not be read. ${en('api.areaErrors.accountDataNewerFormat')}`);
    expect(screen.getByLabelText('Choose another file')).toBeInTheDocument();
  });

  it('tells an account that holds data why it cannot restore, and keeps Restore off', async () => {
    server.routes['GET /account-data'] = () => ok(summary(false));
    server.routes['POST /account-data/preview'] = () => ok({ ...preview, accountEmpty: false });
    const { user } = await renderPage();
    expect(await screen.findByText(en('settings.yourData.notEmpty'))).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose a file'), zipFile());
    const restore = await screen.findByRole('button', { name: 'Restore' });
    expect(restore).toBeDisabled();
    expect(restore).toHaveAccessibleDescription(en('settings.yourData.notEmpty'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Choose a file')).toBeInTheDocument();
  });

  it('says the counts could not be fetched, and shows them on Try again', async () => {
    server.routes['GET /account-data'] = () => refused(500, 'INTERNAL', 'Oops');
    const { user } = await renderPage();
    expect(await screen.findByText('Could not count what your account holds.')).toBeInTheDocument();
    server.routes['GET /account-data'] = () => ok(summary(true));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your account holds 4,000 rows.')).toBeInTheDocument();
  });
});
