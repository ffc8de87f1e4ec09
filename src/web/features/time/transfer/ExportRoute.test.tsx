// Proves /time-tracker/export on the real client with only the server faked: Download asks for
// the chosen days in the browser's zone, with the columns named in the language the app speaks.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { renderWithShell } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import { defaultPreferences } from '../../../../domain/preferences';
import { ExportRoute } from './ExportRoute';

let server: FakeServer;
/** Spec §4: language 2 is Swedish. */
const swede = testUser({ preferences: { ...defaultPreferences, language: 2 } });

beforeEach(() => {
  server = createFakeServer({ user: swede });
  server.routes['GET /time-export'] = () => new Response('\uFEFFGrupp\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ExportRoute', () => {
  it('asks for the file with Swedish column names when the app speaks Swedish', async () => {
    const { user } = await renderWithShell(<ExportRoute />, { path: '/time-tracker/export', user: swede, server, language: 2 });
    await user.click(screen.getByRole('button', { name: 'Ladda ner' }));

    expect(await screen.findByText('Filen är nedladdad.')).toBeVisible();
    const [call] = await server.calls('GET /time-export');
    const query = new URL(call!.request.url).searchParams;
    expect(query.get('language')).toBe('sv');
    expect(query.get('format')).toBe('csv');
  });
});
