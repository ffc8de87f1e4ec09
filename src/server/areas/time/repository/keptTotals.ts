import { sql } from 'kysely';
import type { TimeDb } from '../tables';
import { toNumber } from './numbers';

// Each group's all-time sum of ended stamps and its number of stamps are kept (time_group_total),
// not summed when read. The repository's functions that change stamps keep them in step through
// these, so they must run in a transaction.

/** Adds to a group's kept all-time sum of ended stamps and its number of stamps. */
export async function adjustTotals(db: TimeDb, userId: string, groupId: string, endedMs: number, stamps: number): Promise<void> {
  if (endedMs === 0 && stamps === 0) return;
  await db
    .updateTable('time_group_total')
    .set({ ended_ms: sql`ended_ms + ${endedMs}`, stamps: sql`stamps + ${stamps}` })
    .where('user_id', '=', userId)
    .where('time_group_id', '=', groupId)
    .execute();
}

/** What the stamps of a sub group add to its group's kept totals. */
export async function subGroupShare(db: TimeDb, userId: string, subGroupId: string): Promise<{ endedMs: number; stamps: number }> {
  const row = await db
    .selectFrom('time_stamp')
    .select((eb) => [eb.fn.sum('duration_ms').as('ended_ms'), eb.fn.countAll().as('stamps')])
    .where('user_id', '=', userId)
    .where('sub_group_id', '=', subGroupId)
    .executeTakeFirstOrThrow();
  return { endedMs: toNumber(row.ended_ms), stamps: toNumber(row.stamps) };
}

/** Per group: the ended stamps' summed durations and the number of stamps (usage), as kept. */
export async function endedTotalsByGroup(db: TimeDb, userId: string, groupId?: string): Promise<Map<string, { endedMs: number; usage: number }>> {
  let query = db.selectFrom('time_group_total').select(['time_group_id', 'ended_ms', 'stamps']).where('user_id', '=', userId);
  if (groupId !== undefined) query = query.where('time_group_id', '=', groupId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.time_group_id, { endedMs: toNumber(row.ended_ms), usage: toNumber(row.stamps) }]));
}

