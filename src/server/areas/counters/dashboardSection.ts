import type { AreaDeps, DashboardSectionReader } from '../../area';
import { periodAround } from '../../../domain/timePeriods';
import * as counters from './repository/counters';
import * as events from './repository/events';
import type { CountersTables } from './tables';

/**
 * The dashboard's counters with a goal, each with the sum of its changes in the goal's period (the
 * day, or its Monday week, in the caller's zone) holding the dashboard's date. No goals: no section.
 */
export function countersDashboardSection({ db }: AreaDeps<CountersTables>): DashboardSectionReader {
  return async ({ userId, date, timeZone }) => {
    const rows = await counters.countersWithGoals(db, userId);
    if (rows.length === 0) return undefined;
    const day = periodAround(date, timeZone, 'day');
    const week = periodAround(date, timeZone, 'week');
    const sums = await events.sumsIn(
      db,
      userId,
      rows.map((row) => row.id),
      day,
      week,
    );
    return {
      area: 'counters',
      counters: rows.map((row) => {
        const period = row.goal_period === 'week' ? week : day;
        const sum = sums.get(row.id);
        return {
          _id: row.id,
          name: row.name,
          counterGroupId: row.group_id,
          groupName: row.group_name,
          value: row.value,
          goal: row.goal!,
          goalPeriod: row.goal_period ?? 'day',
          count: (row.goal_period === 'week' ? sum?.week : sum?.day) ?? 0,
          from: period.from,
          to: period.to,
        };
      }),
    };
  };
}
