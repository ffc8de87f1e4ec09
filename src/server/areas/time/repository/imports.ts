import type { SubGroupTable, TimeDb, TimeStampTable } from '../tables';
import { adjustTotals } from './keptTotals';
import { nameKey } from './subGroups';
import { titleKey } from './tags';

// What an import writes in bulk, in the caller's transaction. Every function takes the user id
// and filters by it (DESIGN §3). Rows go in batches: SQLite and PostgreSQL both cap the values
// one statement may bind.

const BATCH = 500;

function batches<T>(rows: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let at = 0; at < rows.length; at += BATCH) parts.push(rows.slice(at, at + BATCH));
  return parts;
}

/** A stamp's identity for duplicates: its sub group and its start and end as stored. */
export const stampKey = (subGroupId: string, start: string, end: string | null) => `${subGroupId}|${start}|${end ?? ''}`;

/** The keys (stampKey) of the user's stamps in these sub groups. */
export async function stampKeysOf(db: TimeDb, userId: string, subGroupIds: readonly string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const ids of batches(subGroupIds)) {
    const rows = await db.selectFrom('time_stamp').select(['sub_group_id', 'start_time', 'end_time']).where('user_id', '=', userId).where('sub_group_id', 'in', ids).execute();
    for (const row of rows) keys.add(stampKey(row.sub_group_id, row.start_time, row.end_time));
  }
  return keys;
}

export async function insertSubGroups(db: TimeDb, userId: string, rows: ReadonlyArray<Omit<SubGroupTable, 'user_id' | 'name_key'>>): Promise<void> {
  for (const part of batches(rows)) {
    await db.insertInto('sub_group').values(part.map((row) => ({ ...row, name_key: nameKey(row.name), user_id: userId }))).execute();
  }
}

export async function insertTags(db: TimeDb, userId: string, rows: ReadonlyArray<{ id: string; title: string }>, now: string): Promise<void> {
  for (const part of batches(rows)) {
    await db
      .insertInto('time_tag')
      .values(part.map((row) => ({ id: row.id, user_id: userId, title: row.title, title_key: titleKey(row.title), created_at: now, updated_at: now })))
      .execute();
  }
}

/** Puts tags on groups (links the group does not have yet). */
export async function addGroupTags(db: TimeDb, userId: string, links: ReadonlyArray<{ groupId: string; tagId: string }>): Promise<void> {
  for (const part of batches(links)) {
    await db
      .insertInto('time_group_tag')
      .values(part.map((link) => ({ time_group_id: link.groupId, tag_id: link.tagId, user_id: userId })))
      .execute();
  }
}

/** Inserts ended stamps; each group's kept totals grow by their durations and number, once per group. */
export async function insertEndedStamps(db: TimeDb, userId: string, rows: ReadonlyArray<Omit<TimeStampTable, 'user_id'>>): Promise<void> {
  const byGroup = new Map<string, { endedMs: number; stamps: number }>();
  for (const part of batches(rows)) {
    await db.insertInto('time_stamp').values(part.map((row) => ({ ...row, user_id: userId }))).execute();
  }
  for (const row of rows) {
    const sums = byGroup.get(row.time_group_id) ?? { endedMs: 0, stamps: 0 };
    sums.endedMs += Number(row.duration_ms ?? 0);
    sums.stamps += 1;
    byGroup.set(row.time_group_id, sums);
  }
  for (const [groupId, sums] of byGroup) await adjustTotals(db, userId, groupId, sums.endedMs, sums.stamps);
}
