import type { Span } from '../../../../domain/timePeriods';
import type { DeviceControlDb } from '../tables';

// Reads the time tracker's tables (owned by the time area), never writes them; every query takes the user id.

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The time group's use inside `span` up to `nowMs`: each stamp's part inside it, a running stamp
 * counted to now. Two ranges (ended, running) rather than an OR, as the time area reads them.
 */
export async function groupUseIn(db: DeviceControlDb, userId: string, timeGroupId: string, span: Span, nowMs: number): Promise<number> {
  const base = () => db.selectFrom('time_stamp').select(['start_time', 'end_time']).where('user_id', '=', userId).where('time_group_id', '=', timeGroupId);
  const [ended, running] = await Promise.all([
    base().where('end_time', '>', iso(span.start)).where('start_time', '<', iso(span.end)).execute(),
    base().where('end_time', 'is', null).where('start_time', '<', iso(span.end)).execute(),
  ]);
  let used = 0;
  for (const stamp of [...ended, ...running]) {
    const start = Math.max(Date.parse(stamp.start_time), span.start);
    const end = Math.min(stamp.end_time === null ? nowMs : Date.parse(stamp.end_time), span.end, nowMs);
    used += Math.max(0, end - start);
  }
  return used;
}

/** The time group's own daily "at most" goal in ms (not a sub group's), or null when it has none. */
export async function dailyAtMostGoal(db: DeviceControlDb, userId: string, timeGroupId: string): Promise<number | null> {
  const goal = await db
    .selectFrom('time_goal')
    .select('target_ms')
    .where('user_id', '=', userId)
    .where('time_group_id', '=', timeGroupId)
    .where('sub_group_id', 'is', null)
    .where('period', '=', 'day')
    .where('comparison', '=', 'atMost')
    .orderBy('target_ms')
    .executeTakeFirst();
  return goal === undefined ? null : Number(goal.target_ms);
}
