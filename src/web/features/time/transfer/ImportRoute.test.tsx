// Proves /time-tracker/import on the real query cache with only the server faked: a file picked
// for an app is previewed (a dry run: what would be created and skipped, with row numbers), then
// imported with the same request, then the way to the time list; refusals in the screen's words.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeServer, ok, refused, type FakeServer } from '../../../testing/fakeServer';
import { renderWithShell } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import { ImportRoute } from './ImportRoute';
import { sampleReport } from './transfer.fixtures';

const csv = 'Project,Description,Start date,Start time,End date,End time\nWebsite,Fix,2024-03-04,09:00:00,2024-03-04,10:30:00\n';
let server: FakeServer;

beforeEach(() => {
  server = createFakeServer({ user: testUser() });
  server.routes['POST /time-import'] = (_request, body) => ok({ ...sampleReport, dryRun: (body as { dryRun: boolean }).dryRun });
});

const renderImport = () => renderWithShell(<ImportRoute />, { path: '/time-tracker/import', user: testUser(), server });
const bodies = async () => (await server.calls('POST /time-import')).map((call) => call.body);

describe('ImportRoute', () => {
  it('previews the chosen file, imports the same request, and leads to the time list', async () => {
    const { user } = await renderImport();
    expect(screen.getByRole('heading', { level: 1, name: 'Import time' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Clockify (detailed report, CSV)' }));
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'clockify.csv', { type: 'text/csv' }));
    await user.clear(screen.getByRole('combobox', { name: 'Time zone of the times in the file' }));
    await user.type(screen.getByRole('combobox', { name: 'Time zone of the times in the file' }), 'Europe/Stockholm');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByRole('heading', { name: 'What will be created' })).toBeVisible();
    expect(screen.getByText('4 stamps, 2 new time groups, 3 new sub groups, 3 new tags')).toBeVisible();
    expect(screen.getByRole('row', { name: /Website/ })).toHaveTextContent('Websitenew2 new sub groups33:15Development, Backend, Acme AB');
    expect(screen.getByRole('row', { name: /^7/ })).toHaveTextContent('7Date or time cannot be read (“31/02/2024”)');
    expect(screen.getByRole('row', { name: /^4/ })).toHaveTextContent('4No length');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Imported' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your time list' })).toHaveAttribute('href', '/time-groups/list');
    const request = { format: 'clockify-csv', csv, timeZone: 'Europe/Stockholm', dateOrder: 'auto' };
    expect(await bodies()).toEqual([{ ...request, dryRun: true }, { ...request, dryRun: false }]);

    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByRole('button', { name: 'Preview' })).toBeVisible();
  });

  it('opens the imported days in the calculate view, at most their last three years', async () => {
    server.routes['POST /time-import'] = (_request, body) =>
      ok({ ...sampleReport, dryRun: (body as { dryRun: boolean }).dryRun, days: { from: '2019-01-10', to: '2024-03-30' } });
    const { user } = await renderImport();
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'toggl.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('link', { name: 'See the imported time' })).toHaveAttribute('href', '/time-groups/calculate?from=2021-03-31&to=2024-03-30');
  });

  it('drops a preview once the form changes, so Import never sends what was not previewed', async () => {
    const { user } = await renderImport();
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'toggl.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('heading', { name: 'What will be created' });
    await user.click(screen.getByRole('radio', { name: 'Kimai (CSV export)' }));
    expect(screen.queryByRole('heading', { name: 'What will be created' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('asks for a file before sending anything', async () => {
    const { user } = await renderImport();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file first.');
    expect(await bodies()).toEqual([]);
  });

  it('explains a file the server cannot read, and lets the user try again', async () => {
    server.routes['POST /time-import'] = () => refused(422, 'IMPORT_UNREADABLE', 'This is not a Kimai CSV export: it has no "Date" column');
    const { user } = await renderImport();
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'wrong.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('The file is not an export of the chosen app, or none of its rows can be read: check the app and the file')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });
});
