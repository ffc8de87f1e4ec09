import { sql } from 'kysely';
import { windowOf, type PeriodName, type Span } from '../../../../domain/timePeriods';
import type { TimeDb } from '../tables';
import { iso, toNumber } from './numbers';

// The period and range totals of ended stamps, summed by the database (the active ones come from
// stamps.ts's activeStampsOf). Every function takes the user id and filters by it (DESIGN §3).

/**
 * GET /time-group's period totals of ended stamps (active ones come from activeStampsOf), summed
 * by the database so the two months of stamps the periods span stay there: per group, each
 * period's sum of the stamps wholly inside it, and, as rows, only the stamps that cross a
 * period's edge, whose parts the caller adds (`periodSumsOf`). Both read one range on
 * (user_id, end_time) over the periods' window: without an OR in the range, SQLite picks that index
 * even before ANALYZE has given it statistics (with an OR it scanned every stamp of the user); the
 * edges' OR only filters what the range found.
 */
export async function endedPeriodTotals(db: TimeDb, userId: string, periods: Record<PeriodName, Span>, groupId?: string) {
  const names = Object.keys(periods) as PeriodName[];
  const spans = Object.values(periods);
  const window = windowOf(periods);
  const inWindow = sql`user_id = ${userId} and end_time > ${iso(window.start)} and start_time < ${iso(window.end)}
    ${groupId === undefined ? sql`` : sql`and time_group_id = ${groupId}`}`;
  const sums = names.map(
    (name, index) =>
      sql`sum(case when start_time >= ${iso(periods[name].start)} and end_time <= ${iso(periods[name].end)} then duration_ms else 0 end) as ${sql.ref(`p${index}`)}`,
  );
  const edges = [...new Set(spans.flatMap((span) => [span.start, span.end]))];
  const crossesAnEdge = sql.join(
    edges.map((edge) => sql`(start_time < ${iso(edge)} and end_time > ${iso(edge)})`),
    sql` or `,
  );
  const [inside, crossing] = await Promise.all([
    sql<Record<string, string | number | null> & { time_group_id: string }>`select time_group_id, ${sql.join(sums)} from time_stamp
      where ${inWindow} group by time_group_id`.execute(db),
    sql<{ time_group_id: string; start_time: string; end_time: string }>`select time_group_id, start_time, end_time from time_stamp
      where ${inWindow} and (${crossesAnEdge})`.execute(db),
  ]);
  const insideByGroup = new Map(
    inside.rows.map((row) => [row.time_group_id, Object.fromEntries(names.map((name, index) => [name, toNumber(row[`p${index}`])])) as Record<PeriodName, number>]),
  );
  return { inside: insideByGroup, crossing: crossing.rows };
}

/**
 * The ended stamps of the range `periods` (consecutive, in order) for GET /time-total: per period
 * and sub group, the summed durations of the stamps wholly inside the period (`inside`), summed
 * by the database so a year of stamps is not sent over one by one; and the stamps that cross a
 * period's start or the last one's end (`across`), to be cut by their parts.
 * One SELECT per period joined by UNION ALL (at most 93, see MAX_RANGE_DAYS; SQLite takes 500), each a range on the
 * (user_id, end_time) index: joined to the periods as a table instead, SQLite walked every stamp
 * of the user once per period (3 s for a year by day at 100,000 stamps) unless told the join order,
 * and PostgreSQL without statistics did the same (0.3 s for a year by month).
 */
export async function endedStampsByPeriod(db: TimeDb, userId: string, periods: readonly Span[], groupId?: string) {
  const group = groupId === undefined ? sql`` : sql`and time_group_id = ${groupId}`;
  const last = periods[periods.length - 1]!.end;
  const sums = periods.map(
    (period, index) => sql`select cast(${index} as integer) as period, sub_group_id, sum(duration_ms) as ms from time_stamp
      where user_id = ${userId} and end_time > ${iso(period.start)} and end_time <= ${iso(period.end)} and start_time >= ${iso(period.start)} ${group}
      group by sub_group_id`,
  );
  const crossing = periods.map(
    (period) => sql`select sub_group_id, start_time, end_time from time_stamp
      where user_id = ${userId} and end_time > ${iso(period.start)} and end_time <= ${iso(period.end)} and start_time < ${iso(period.start)} ${group}`,
  );
  const [inside, across, after] = await Promise.all([
    sql<{ period: number | string; sub_group_id: string; ms: number | string }>`${sql.join(sums, sql` union all `)}`.execute(db),
    sql<{ sub_group_id: string; start_time: string; end_time: string }>`${sql.join(crossing, sql` union all `)}`.execute(db),
    // Ending after the last period and starting before its end.
    endedStampSpans(db, userId, { start: last, end: last }, groupId),
  ]);
  return {
    inside: inside.rows.map((row) => ({ period: Number(row.period), subGroupId: row.sub_group_id, ms: toNumber(row.ms) })),
    across: [...across.rows, ...after.map((row) => ({ sub_group_id: row.sub_group_id, start_time: row.start_time, end_time: row.end_time! }))],
  };
}

/**
 * The ended stamps overlapping `window` with their sub group, for GET /time-total and goals'
 * progress (the active ones come from activeStampsOf): the same one range on (user_id, end_time)
 * as endedStampsOverlapping.
 */
export function endedStampSpans(db: TimeDb, userId: string, window: Span, groupId?: string) {
  let query = db
    .selectFrom('time_stamp')
    .select(['time_group_id', 'sub_group_id', 'start_time', 'end_time'])
    .where('user_id', '=', userId)
    .where('end_time', '>', iso(window.start))
    .where('start_time', '<', iso(window.end));
  if (groupId !== undefined) query = query.where('time_group_id', '=', groupId);
  return query.execute();
}
