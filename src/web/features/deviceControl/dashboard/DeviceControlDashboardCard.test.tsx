// Proves the devices card on the dashboard on the real app against a fake server whose
// GET /dashboard answers a device control section: each device's use that day, against its limit
// when the day has one, and the way to the device settings.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadApp, renderApp, seedSession } from '../../../router/router.testUtils';
import { installFakeDashboardServer } from '../../../testing/fakeDashboardServer';
import { createFakeServer } from '../../../testing/fakeServer';
import { testUser } from '../../../testing/testUser';

describe('the devices dashboard card', () => {
  it("says each device's use on the day and its limit", async () => {
    seedSession('access');
    const server = createFakeServer({ user: testUser() });
    installFakeDashboardServer(server).extraSections = () => [
      {
        area: 'deviceControl',
        devices: [
          { _id: 'dev000000001', name: 'Kid laptop', usedMs: 95 * 60_000, limitMs: 150 * 60_000 },
          { _id: 'dev000000002', name: 'Desk PC', usedMs: 20 * 60_000, limitMs: null },
        ],
      },
    ];
    renderApp(await loadApp('/dashboard/2026-12-01', server));
    const card = await screen.findByRole('region', { name: 'Devices' });
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kid laptop 1 h 35 min of 2 h 30 min', 'Desk PC 20 min used']);
    expect(within(card).getByRole('link', { name: 'Hours and limits of the devices' })).toHaveAttribute('href', '/settings/device-control');
  });
});
