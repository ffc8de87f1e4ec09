import type { Schemas } from '../../../contract/types';
import { dayAndWeek } from './periods';
import * as counters from './repository/counters';
import * as events from './repository/events';
import type { GroupRow } from './repository/groups';
import type { CountersDb } from './tables';
import { toCounterWithCounts, toGroup } from './views';

// Counters with the sums of their changes on a local day and in its Monday week.

export async function countersWithCounts(db: CountersDb, userId: string, rows: readonly counters.CounterRow[], date: string, zone: string) {
  const { day, week } = dayAndWeek(date, zone);
  const sums = await events.sumsIn(
    db,
    userId,
    rows.map((row) => row.id),
    day,
    week,
  );
  return rows.map((row) => toCounterWithCounts(row, sums.get(row.id)));
}

/** The groups, each with its counters in order. */
export async function groupsWithCounters(db: CountersDb, userId: string, groups: readonly GroupRow[], date: string, zone: string): Promise<Array<Schemas['CounterGroup']>> {
  const rows = await counters.countersOf(
    db,
    userId,
    groups.map((group) => group.id),
  );
  const counted = await countersWithCounts(db, userId, rows, date, zone);
  return groups.map((group) => toGroup(group, counted.filter((counter) => counter.counterGroupId === group.id)));
}
