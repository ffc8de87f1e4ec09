// Proves the storage card on the dashboard (/dashboard/:date/:view?) on the real app against a
// fake server whose GET /dashboard answers a storage section: the items expiring soon in words,
// linking to their pages; the summary's first few with how many more and 'View all'; and, with
// /all, every item the section holds and the way to the rest in storage.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../../contract/types';
import { loadApp, renderApp, seedSession } from '../../../router/router.testUtils';
import { installFakeDashboardServer } from '../../../testing/fakeDashboardServer';
import { createFakeServer } from '../../../testing/fakeServer';
import { testUser } from '../../../testing/testUser';

type Section = Schemas['StorageDashboardSection'];
const day = '2026-11-23';
const expiring = (count: number): Section['expiring'] =>
  Array.from({ length: count }, (_, index) => ({
    _id: `stitem${String(index).padStart(6, '0')}`,
    name: ['Yoghurt', 'Milk', 'Cream', 'Spinach', 'Salmon', 'Butter', 'Cheese'][index] ?? `Item ${index}`,
    storageGroupId: 'stgroup00001',
    groupName: index % 2 ? 'Fridge' : 'Freezer',
    bestBefore: day,
    daysLeft: index - 1,
  }));

async function openDashboard(path: string, section: Section) {
  seedSession('access');
  const server = createFakeServer({ user: testUser() });
  const dashboard = installFakeDashboardServer(server);
  dashboard.extraSections = () => [section];
  const app = await loadApp(path, server);
  renderApp(app);
  return screen.findByRole('region', { name: 'Expiring soon' });
}

const lines = (card: HTMLElement) => within(card).getAllByRole('listitem').map((item) => item.textContent);

describe('the storage dashboard card', () => {
  it('lists what expires soon in words, each a link to its item', async () => {
    const card = await openDashboard(`/dashboard/${day}`, { area: 'storage', expiring: expiring(3), expiringCount: 3 });
    expect(lines(card)).toEqual(['Yoghurtin FreezerExpired', 'Milkin FridgeExpires today', 'Creamin FreezerExpires tomorrow']);
    expect(within(card).getByRole('link', { name: 'Milk' })).toHaveAttribute('href', '/storage-item/stitem000001');
    expect(within(card).queryByRole('link', { name: 'View all' })).toBeNull();
  });

  it('shows the first five in the summary, how many more, and View all', async () => {
    const card = await openDashboard(`/dashboard/${day}`, { area: 'storage', expiring: expiring(7), expiringCount: 7 });
    expect(lines(card)).toHaveLength(5);
    expect(lines(card)[4]).toBe('Salmonin FreezerExpires in 3 days');
    expect(within(card).getByText('2 more items')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'View all' })).toHaveAttribute('href', `/dashboard/${day}/all`);
  });

  it('shows every item the section holds under /all, and the way to the rest in storage', async () => {
    const card = await openDashboard(`/dashboard/${day}/all`, { area: 'storage', expiring: expiring(7), expiringCount: 12 });
    expect(lines(card)).toHaveLength(7);
    expect(within(card).getByText('5 more items')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Everything in storage' })).toHaveAttribute('href', '/storage-groups');
  });
});
