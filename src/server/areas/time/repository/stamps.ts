import type { Span } from '../../../../domain/timePeriods';
import type { TimeDb, TimeStampTable } from '../tables';
import { adjustTotals } from './keptTotals';
import { iso, toNumber } from './numbers';

// Every function takes the user id and filters by it (DESIGN §3): another user's row is simply not
// found. A function given `db` may also be given a transaction; the handlers run each change that
// takes several steps in one (the functions that change stamps must run in one).

/** A stamp with its sub group's name (the stamp's name, spec §3). */
export type StampRow = TimeStampTable & { name: string };

const stampColumns = [
  'time_stamp.id',
  'time_stamp.user_id',
  'time_stamp.time_group_id',
  'time_stamp.sub_group_id',
  'time_stamp.start_time',
  'time_stamp.end_time',
  'time_stamp.duration_ms',
  'time_stamp.date',
  'time_stamp.time_zone',
  'time_stamp.created_at',
  'time_stamp.updated_at',
  'sub_group.name',
] as const;

function stamps(db: TimeDb, userId: string) {
  return db
    .selectFrom('time_stamp')
    .innerJoin('sub_group', 'sub_group.id', 'time_stamp.sub_group_id')
    .select(stampColumns)
    .where('time_stamp.user_id', '=', userId);
}

const endedMsOf = (stamp: Pick<TimeStampTable, 'duration_ms'>) => toNumber(stamp.duration_ms);

export async function insertStamp(db: TimeDb, userId: string, row: Omit<TimeStampTable, 'user_id'>): Promise<void> {
  await db.insertInto('time_stamp').values({ ...row, user_id: userId }).execute();
  await adjustTotals(db, userId, row.time_group_id, endedMsOf(row), 1);
}

export function findStamp(db: TimeDb, userId: string, id: string): Promise<StampRow | undefined> {
  return stamps(db, userId).where('time_stamp.id', '=', id).executeTakeFirst();
}

/** The user's active stamps, latest started first. */
export function listActiveStamps(db: TimeDb, userId: string): Promise<StampRow[]> {
  return stamps(db, userId).where('time_stamp.end_time', 'is', null).orderBy('time_stamp.start_time', 'desc').orderBy('time_stamp.id').execute();
}

/** Stamps overlapping `span` (a local day), earliest first; two ranges, not an OR (see endedStampsOverlapping). */
export async function listStampsOverlapping(db: TimeDb, userId: string, span: Span): Promise<StampRow[]> {
  const [ended, active] = await Promise.all([
    stamps(db, userId).where('time_stamp.end_time', '>', iso(span.start)).where('time_stamp.start_time', '<', iso(span.end)).execute(),
    stamps(db, userId).where('time_stamp.end_time', 'is', null).where('time_stamp.start_time', '<', iso(span.end)).execute(),
  ]);
  return [...ended, ...active].sort((a, b) => (a.start_time === b.start_time ? (a.id < b.id ? -1 : 1) : a.start_time < b.start_time ? -1 : 1));
}

/** One page of a sub group's stamps, latest started first, and how many it has in all. */
export async function pageOfSubGroupStamps(db: TimeDb, userId: string, subGroupId: string, page: number, size: number) {
  const rows = await stamps(db, userId)
    .where('time_stamp.sub_group_id', '=', subGroupId)
    .orderBy('time_stamp.start_time', 'desc')
    .orderBy('time_stamp.id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const count = await db
    .selectFrom('time_stamp')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('sub_group_id', '=', subGroupId)
    .executeTakeFirstOrThrow();
  return { rows, count: toNumber(count.count) };
}

/** The active stamp of a sub group other than `exceptId`, if any. */
export function findActiveInSubGroup(db: TimeDb, userId: string, subGroupId: string, exceptId?: string) {
  let query = db.selectFrom('time_stamp').select('id').where('user_id', '=', userId).where('sub_group_id', '=', subGroupId).where('end_time', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** The active stamps of these sub groups (latest started first) with their group. */
export function activeStampsOf(db: TimeDb, userId: string) {
  return db
    .selectFrom('time_stamp')
    .select(['id', 'time_group_id', 'sub_group_id', 'start_time'])
    .where('user_id', '=', userId)
    .where('end_time', 'is', null)
    .orderBy('start_time', 'desc')
    .orderBy('id')
    .execute();
}

/** Changes a stamp; its group's kept sum changes by the difference (spec §4). */
export async function updateStamp(
  db: TimeDb,
  userId: string,
  before: Pick<TimeStampTable, 'id' | 'time_group_id' | 'duration_ms'>,
  columns: Pick<TimeStampTable, 'start_time' | 'end_time' | 'duration_ms' | 'date' | 'time_zone' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('time_stamp').set(columns).where('user_id', '=', userId).where('id', '=', before.id).execute();
  await adjustTotals(db, userId, before.time_group_id, endedMsOf(columns) - endedMsOf(before), 0);
}

/** Deletes a stamp; its duration leaves its group's kept sum (spec §4). False when there is none. */
export async function deleteStamp(db: TimeDb, userId: string, id: string): Promise<boolean> {
  const stamp = await db.selectFrom('time_stamp').select(['time_group_id', 'duration_ms']).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (stamp === undefined) return false;
  await db.deleteFrom('time_stamp').where('user_id', '=', userId).where('id', '=', id).execute();
  await adjustTotals(db, userId, stamp.time_group_id, -endedMsOf(stamp), -1);
  return true;
}
