// Proves the counters card on the dashboard (/dashboard/:date/:view?) on the real app against a
// fake server whose GET /dashboard answers a counters section: each counter with a goal, its
// group and its count against the goal of its day or week in words (a reached goal says so);
// the summary's first five with how many more and 'View all'; every counter under /all; and the
// way to the counters.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../../contract/types';
import { loadApp, renderApp, seedSession } from '../../../router/router.testUtils';
import { installFakeDashboardServer } from '../../../testing/fakeDashboardServer';
import { createFakeServer } from '../../../testing/fakeServer';
import { testUser } from '../../../testing/testUser';

type Section = Schemas['CountersDashboardSection'];
const day = '2026-11-23';
const names = ['Water', 'Push-ups', 'Coffee', 'Pages read', 'Steps', 'Stretches', 'Vitamins'];
const counters = (count: number): Section['counters'] =>
  names.slice(0, count).map((name, index) => ({
    _id: `cntr${String(index).padStart(8, '0')}`,
    name,
    counterGroupId: 'cgrp00000001',
    groupName: 'Health',
    value: 40 + index,
    goal: 8,
    goalPeriod: index === 1 ? 'week' : 'day',
    count: index * 4,
    from: day,
    to: index === 1 ? '2026-11-29' : day,
  }));

async function openDashboard(path: string, section: Section) {
  seedSession('access');
  const server = createFakeServer({ user: testUser() });
  const dashboard = installFakeDashboardServer(server);
  dashboard.extraSections = () => [section];
  const app = await loadApp(path, server);
  renderApp(app);
  return screen.findByRole('region', { name: 'Counter goals' });
}

const lines = (card: HTMLElement) => within(card).getAllByRole('listitem').map((item) => item.textContent);

describe('the counters dashboard card', () => {
  it("says each counter's count against its goal in words, and a reached goal", async () => {
    const card = await openDashboard(`/dashboard/${day}`, { area: 'counters', counters: counters(3) });
    expect(lines(card)).toEqual([
      'Waterin Health0 of 8 · daily goal',
      'Push-upsin Health4 of 8 · weekly goal',
      'Coffeein Health8 of 8 · daily goal · Goal reached',
    ]);
    expect(within(card).getByRole('link', { name: 'All counters' })).toHaveAttribute('href', '/counter-groups');
    expect(within(card).queryByRole('link', { name: 'View all' })).toBeNull();
  });

  it('shows the first five in the summary, how many more, and View all', async () => {
    const card = await openDashboard(`/dashboard/${day}`, { area: 'counters', counters: counters(7) });
    expect(lines(card)).toHaveLength(5);
    expect(within(card).getByText('2 more counters')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'View all' })).toHaveAttribute('href', `/dashboard/${day}/all`);
  });

  it('shows every counter under /all', async () => {
    const card = await openDashboard(`/dashboard/${day}/all`, { area: 'counters', counters: counters(7) });
    expect(lines(card)).toHaveLength(7);
    expect(within(card).queryByText(/more counters/)).toBeNull();
  });
});
