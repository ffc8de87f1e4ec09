// Proves the counters section of GET /dashboard: every counter with a goal (by group, then in the
// group's order) with the sum of its changes in the goal's period holding the dashboard's date, in
// the dashboard's zone: the day, or its Monday week. No section without goals, and never another
// user's counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../src/contract/types';
import { startCountersApi, type Caller, type CountersApi } from './countersApi';

type CountersSection = Schemas['CountersDashboardSection'];

describe('the counters section of the dashboard', () => {
  let api: CountersApi;

  beforeAll(async () => {
    api = await startCountersApi('dagny');
  });
  afterAll(async () => {
    await api.t.close();
  });

  async function sectionOf(date: string, caller: Caller = api, timeZone?: string): Promise<CountersSection | undefined> {
    const { sections } = await caller.ok('getDashboard', { query: { date, ...(timeZone === undefined ? {} : { timeZone }) } });
    return sections.find((section) => section.area === 'counters') as CountersSection | undefined;
  }

  it('is left out while no counter has a goal', async () => {
    const group = await api.makeGroup('Plain');
    const plain = await api.makeCounter(group._id, 'No goal');
    await api.tap(plain._id, 'up');
    expect(await sectionOf('2026-11-26')).toBeUndefined();
  });

  it("shows each counter with a goal and its count in the goal's period, in the dashboard's zone", async () => {
    const health = await api.makeGroup('Health');
    const water = await api.makeCounter(health._id, 'Water', { goal: 8 });
    const gym = await api.makeCounter(health._id, 'Gym', { goal: 3, goalPeriod: 'week' });
    // Monday, then Thursday 23:30 UTC (already Friday in Stockholm).
    api.setNow('2026-11-23T10:00:00.000Z');
    await api.tap(gym._id, 'up');
    await api.add(water._id, 2);
    api.setNow('2026-11-26T23:30:00.000Z');
    await api.tap(gym._id, 'up');
    await api.add(water._id, 3);
    const row = (counter: typeof water, count: number, from: string, to: string, value: number) => ({
      _id: counter._id,
      name: counter.name,
      counterGroupId: health._id,
      groupName: 'Health',
      value,
      goal: counter.goal!,
      goalPeriod: counter.goalPeriod!,
      count,
      from,
      to,
    });
    expect(await sectionOf('2026-11-26')).toEqual({
      area: 'counters',
      counters: [row(water, 3, '2026-11-26', '2026-11-26', 5), row(gym, 2, '2026-11-23', '2026-11-29', 2)],
    });
    // In Stockholm Thursday's last taps were on Friday, the same week.
    expect((await sectionOf('2026-11-26', api, 'Europe/Stockholm'))?.counters.map((c) => [c.name, c.count])).toEqual([
      ['Water', 0],
      ['Gym', 2],
    ]);
    expect((await sectionOf('2026-11-27', api, 'Europe/Stockholm'))?.counters.map((c) => [c.name, c.count])).toEqual([
      ['Water', 3],
      ['Gym', 2],
    ]);
    // The next week starts from nothing.
    expect((await sectionOf('2026-11-30'))?.counters.map((c) => [c.name, c.count])).toEqual([
      ['Water', 0],
      ['Gym', 0],
    ]);
  });

  it("never shows another user's counters", async () => {
    const other = await api.otherUser('no-goals');
    expect(await sectionOf('2026-11-26', other)).toBeUndefined();
  });
});
