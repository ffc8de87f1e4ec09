// Sample data for the counters screens' stories: a health group with a daily and a weekly goal
// (one reached), a counter without a goal, an empty group, and a month of history.
import type { CounterGroup, CounterWithCounts, HistoryPeriod } from './queries';

const counter = (index: number, name: string, fields: Partial<CounterWithCounts> = {}): CounterWithCounts => ({
  _id: `cntr${String(index).padStart(8, '0')}`,
  counterGroupId: 'cgrphealth01',
  name,
  value: 0,
  step: 1,
  goal: null,
  goalPeriod: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  dayCount: 0,
  weekCount: 0,
  ...fields,
});

export const waterFixture = counter(1, 'Water', { value: 214, goal: 8, goalPeriod: 'day', dayCount: 5, weekCount: 27 });
export const pushUpsFixture = counter(2, 'Push-ups', { value: 1260, step: 10, goal: 100, goalPeriod: 'week', dayCount: 40, weekCount: 120 });
export const coffeeFixture = counter(3, 'Cups of coffee from the machine on the third floor', { counterGroupId: 'cgrphome0001', value: 37, dayCount: 2, weekCount: 9 });

export const groupsFixture: CounterGroup[] = [
  { _id: 'cgrphealth01', name: 'Health', createdAt: '2026-11-01T08:00:00.000Z', counters: [waterFixture, pushUpsFixture] },
  { _id: 'cgrphome0001', name: 'Home', createdAt: '2026-11-02T08:00:00.000Z', counters: [coffeeFixture] },
  { _id: 'cgrpgarden01', name: 'Garden', createdAt: '2026-11-03T08:00:00.000Z', counters: [] },
];

/** The last 30 days up to 2026-11-26, a few glasses each day. */
export const dayHistoryFixture: HistoryPeriod[] = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 28 + index)).toISOString().slice(0, 10);
  return { from: date, to: date, total: (index * 7) % 9 };
});

/** The 12 Monday weeks up to the one holding 2026-11-26. */
export const weekHistoryFixture: HistoryPeriod[] = Array.from({ length: 12 }, (_, index) => {
  const from = new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(2026, 8, 13 + index * 7)).toISOString().slice(0, 10);
  return { from, to, total: 30 + ((index * 13) % 25) };
});
