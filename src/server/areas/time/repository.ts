import { sql, type Kysely } from 'kysely';
import { windowOf, type PeriodName, type Span } from '../../../domain/timePeriods';
import type { SubGroupTable, TimeGoalTable, TimeGroupTable, TimeStampTable, TimeTables } from './tables';

// Every function takes the user id and filters by it (DESIGN §3): another user's row is simply not
// found. A function given `db` may also be given a transaction; the handlers run each change that
// takes several steps in one. Functions that change stamps keep time_group_total in step, so they
// must run in a transaction.
type Db = Kysely<TimeTables>;

/** A stamp with its sub group's name (the stamp's name, spec §3). */
export type StampRow = TimeStampTable & { name: string };

/** PostgreSQL answers SUM and COUNT as text (bigint/numeric); SQLite as numbers. */
const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

const iso = (ms: number) => new Date(ms).toISOString();

// Time groups

export async function insertTimeGroup(db: Db, userId: string, row: Omit<TimeGroupTable, 'user_id'>): Promise<void> {
  await db.insertInto('time_group').values({ ...row, user_id: userId }).execute();
  await db.insertInto('time_group_total').values({ time_group_id: row.id, user_id: userId, ended_ms: 0, stamps: 0 }).execute();
}

/** Adds to a group's kept all-time sum of ended stamps and its number of stamps. */
async function adjustTotals(db: Db, userId: string, groupId: string, endedMs: number, stamps: number): Promise<void> {
  if (endedMs === 0 && stamps === 0) return;
  await db
    .updateTable('time_group_total')
    .set({ ended_ms: sql`ended_ms + ${endedMs}`, stamps: sql`stamps + ${stamps}` })
    .where('user_id', '=', userId)
    .where('time_group_id', '=', groupId)
    .execute();
}

/** What the stamps of a sub group add to its group's kept totals. */
async function subGroupShare(db: Db, userId: string, subGroupId: string): Promise<{ endedMs: number; stamps: number }> {
  const row = await db
    .selectFrom('time_stamp')
    .select((eb) => [eb.fn.sum('duration_ms').as('ended_ms'), eb.fn.countAll().as('stamps')])
    .where('user_id', '=', userId)
    .where('sub_group_id', '=', subGroupId)
    .executeTakeFirstOrThrow();
  return { endedMs: toNumber(row.ended_ms), stamps: toNumber(row.stamps) };
}

export function findTimeGroup(db: Db, userId: string, id: string): Promise<TimeGroupTable | undefined> {
  return db.selectFrom('time_group').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The user's groups by name (a stable order for pickers; the list screen sorts by usage and totals). */
export function listTimeGroups(db: Db, userId: string): Promise<TimeGroupTable[]> {
  return db.selectFrom('time_group').selectAll().where('user_id', '=', userId).orderBy('name').orderBy('id').execute();
}

export async function renameTimeGroup(db: Db, userId: string, id: string, name: string, now: string): Promise<boolean> {
  const result = await db.updateTable('time_group').set({ name, updated_at: now }).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the group with its sub groups, stamps, goals and tag links; false when the user has no such group. */
export async function deleteTimeGroup(db: Db, userId: string, id: string): Promise<boolean> {
  await db.deleteFrom('time_goal').where('user_id', '=', userId).where('time_group_id', '=', id).execute();
  await db.deleteFrom('time_group_tag').where('user_id', '=', userId).where('time_group_id', '=', id).execute();
  await db.deleteFrom('time_stamp').where('user_id', '=', userId).where('time_group_id', '=', id).execute();
  await db.deleteFrom('sub_group').where('user_id', '=', userId).where('time_group_id', '=', id).execute();
  await db.deleteFrom('time_group_total').where('user_id', '=', userId).where('time_group_id', '=', id).execute();
  const result = await db.deleteFrom('time_group').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Per group: the ended stamps' summed durations and the number of stamps (usage), as kept. */
export async function endedTotalsByGroup(db: Db, userId: string, groupId?: string): Promise<Map<string, { endedMs: number; usage: number }>> {
  let query = db.selectFrom('time_group_total').select(['time_group_id', 'ended_ms', 'stamps']).where('user_id', '=', userId);
  if (groupId !== undefined) query = query.where('time_group_id', '=', groupId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.time_group_id, { endedMs: toNumber(row.ended_ms), usage: toNumber(row.stamps) }]));
}

/**
 * GET /time-group's period totals of ended stamps (active ones come from activeStampsOf), summed
 * by the database so the two months of stamps the periods span stay there: per group, each
 * period's sum of the stamps wholly inside it, and, as rows, only the stamps that cross a
 * period's edge, whose parts the caller adds (`periodSumsOf`). Both read one range on
 * (user_id, end_time) over the periods' window: without an OR in the range, SQLite picks that index
 * even before ANALYZE has given it statistics (with an OR it scanned every stamp of the user); the
 * edges' OR only filters what the range found.
 */
export async function endedPeriodTotals(db: Db, userId: string, periods: Record<PeriodName, Span>, groupId?: string) {
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

// Sub groups

export async function insertSubGroup(db: Db, userId: string, row: Omit<SubGroupTable, 'user_id' | 'name_key'>): Promise<void> {
  await db.insertInto('sub_group').values({ ...row, name_key: nameKey(row.name), user_id: userId }).execute();
}

export const nameKey = (name: string) => name.toLowerCase();

export function findSubGroup(db: Db, userId: string, id: string): Promise<SubGroupTable | undefined> {
  return db.selectFrom('sub_group').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function findSubGroupByName(db: Db, userId: string, timeGroupId: string, name: string): Promise<SubGroupTable | undefined> {
  return db
    .selectFrom('sub_group')
    .selectAll()
    .where('user_id', '=', userId)
    .where('time_group_id', '=', timeGroupId)
    .where('name_key', '=', nameKey(name))
    .executeTakeFirst();
}

/** The user's sub groups (of one group when given), by name. */
export function listSubGroups(db: Db, userId: string, timeGroupId?: string): Promise<SubGroupTable[]> {
  let query = db.selectFrom('sub_group').selectAll().where('user_id', '=', userId);
  if (timeGroupId !== undefined) query = query.where('time_group_id', '=', timeGroupId);
  return query.orderBy('name').orderBy('id').execute();
}

export async function renameSubGroup(db: Db, userId: string, id: string, name: string, now: string): Promise<void> {
  await db.updateTable('sub_group').set({ name, name_key: nameKey(name), updated_at: now }).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes the sub group with its stamps and goals; false when the user has no such sub group. */
export async function deleteSubGroup(db: Db, userId: string, id: string): Promise<boolean> {
  const subGroup = await findSubGroup(db, userId, id);
  if (subGroup === undefined) return false;
  await db.deleteFrom('time_goal').where('user_id', '=', userId).where('sub_group_id', '=', id).execute();
  const share = await subGroupShare(db, userId, id);
  await adjustTotals(db, userId, subGroup.time_group_id, -share.endedMs, -share.stamps);
  await db.deleteFrom('time_stamp').where('user_id', '=', userId).where('sub_group_id', '=', id).execute();
  const result = await db.deleteFrom('sub_group').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Moves every stamp and goal of `from` into `to` (which may be in another group). */
export async function moveStamps(db: Db, userId: string, from: SubGroupTable, to: SubGroupTable, now: string): Promise<void> {
  await db
    .updateTable('time_goal')
    .set({ sub_group_id: to.id, time_group_id: to.time_group_id, updated_at: now })
    .where('user_id', '=', userId)
    .where('sub_group_id', '=', from.id)
    .execute();
  const share = await subGroupShare(db, userId, from.id);
  await adjustTotals(db, userId, from.time_group_id, -share.endedMs, -share.stamps);
  await adjustTotals(db, userId, to.time_group_id, share.endedMs, share.stamps);
  await db
    .updateTable('time_stamp')
    .set({ sub_group_id: to.id, time_group_id: to.time_group_id, updated_at: now })
    .where('user_id', '=', userId)
    .where('sub_group_id', '=', from.id)
    .execute();
}

/**
 * Stamps per sub group (usage), of the given sub groups or of all the user's. Asked by sub group
 * id, the count reads (user_id, sub_group_id, ...) alone; filtered by time group instead, SQLite
 * without statistics grouped along that index over every stamp of the user (100 ms at 100,000).
 */
export async function stampCountsBySubGroup(db: Db, userId: string, subGroupIds?: readonly string[]): Promise<Map<string, number>> {
  if (subGroupIds?.length === 0) return new Map();
  let query = db.selectFrom('time_stamp').select((eb) => ['sub_group_id', eb.fn.countAll().as('usage')]).where('user_id', '=', userId).groupBy('sub_group_id');
  if (subGroupIds !== undefined) query = query.where('sub_group_id', 'in', subGroupIds);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.sub_group_id, toNumber(row.usage)]));
}

// Time stamps

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

function stamps(db: Db, userId: string) {
  return db
    .selectFrom('time_stamp')
    .innerJoin('sub_group', 'sub_group.id', 'time_stamp.sub_group_id')
    .select(stampColumns)
    .where('time_stamp.user_id', '=', userId);
}

const endedMsOf = (stamp: Pick<TimeStampTable, 'duration_ms'>) => toNumber(stamp.duration_ms);

export async function insertStamp(db: Db, userId: string, row: Omit<TimeStampTable, 'user_id'>): Promise<void> {
  await db.insertInto('time_stamp').values({ ...row, user_id: userId }).execute();
  await adjustTotals(db, userId, row.time_group_id, endedMsOf(row), 1);
}

export function findStamp(db: Db, userId: string, id: string): Promise<StampRow | undefined> {
  return stamps(db, userId).where('time_stamp.id', '=', id).executeTakeFirst();
}

/** The user's active stamps, latest started first. */
export function listActiveStamps(db: Db, userId: string): Promise<StampRow[]> {
  return stamps(db, userId).where('time_stamp.end_time', 'is', null).orderBy('time_stamp.start_time', 'desc').orderBy('time_stamp.id').execute();
}

/** Stamps overlapping `span` (a local day), earliest first; two ranges, not an OR (see endedStampsOverlapping). */
export async function listStampsOverlapping(db: Db, userId: string, span: Span): Promise<StampRow[]> {
  const [ended, active] = await Promise.all([
    stamps(db, userId).where('time_stamp.end_time', '>', iso(span.start)).where('time_stamp.start_time', '<', iso(span.end)).execute(),
    stamps(db, userId).where('time_stamp.end_time', 'is', null).where('time_stamp.start_time', '<', iso(span.end)).execute(),
  ]);
  return [...ended, ...active].sort((a, b) => (a.start_time === b.start_time ? (a.id < b.id ? -1 : 1) : a.start_time < b.start_time ? -1 : 1));
}

/** One page of a sub group's stamps, latest started first, and how many it has in all. */
export async function pageOfSubGroupStamps(db: Db, userId: string, subGroupId: string, page: number, size: number) {
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
export function findActiveInSubGroup(db: Db, userId: string, subGroupId: string, exceptId?: string) {
  let query = db.selectFrom('time_stamp').select('id').where('user_id', '=', userId).where('sub_group_id', '=', subGroupId).where('end_time', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** The active stamps of these sub groups (latest started first) with their group. */
export function activeStampsOf(db: Db, userId: string) {
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
  db: Db,
  userId: string,
  before: Pick<TimeStampTable, 'id' | 'time_group_id' | 'duration_ms'>,
  columns: Pick<TimeStampTable, 'start_time' | 'end_time' | 'duration_ms' | 'date' | 'time_zone' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('time_stamp').set(columns).where('user_id', '=', userId).where('id', '=', before.id).execute();
  await adjustTotals(db, userId, before.time_group_id, endedMsOf(columns) - endedMsOf(before), 0);
}

/** Deletes a stamp; its duration leaves its group's kept sum (spec §4). False when there is none. */
export async function deleteStamp(db: Db, userId: string, id: string): Promise<boolean> {
  const stamp = await db.selectFrom('time_stamp').select(['time_group_id', 'duration_ms']).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (stamp === undefined) return false;
  await db.deleteFrom('time_stamp').where('user_id', '=', userId).where('id', '=', id).execute();
  await adjustTotals(db, userId, stamp.time_group_id, -endedMsOf(stamp), -1);
  return true;
}

// Tags

export const titleKey = (title: string) => title.toLowerCase();

export interface TagRow {
  id: string;
  title: string;
}

/** The user's tags by title, ignoring case. */
export function listTags(db: Db, userId: string): Promise<TagRow[]> {
  return db.selectFrom('time_tag').select(['id', 'title']).where('user_id', '=', userId).orderBy('title_key').orderBy('id').execute();
}

export function findTag(db: Db, userId: string, id: string): Promise<TagRow | undefined> {
  return db.selectFrom('time_tag').select(['id', 'title']).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function findTagByTitle(db: Db, userId: string, title: string): Promise<TagRow | undefined> {
  return db.selectFrom('time_tag').select(['id', 'title']).where('user_id', '=', userId).where('title_key', '=', titleKey(title)).executeTakeFirst();
}

/** How many of `ids` the user has tags for. */
export async function countOwnTags(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db.selectFrom('time_tag').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirstOrThrow();
  return toNumber(row.count);
}

export async function insertTag(db: Db, userId: string, row: { id: string; title: string; now: string }): Promise<void> {
  await db
    .insertInto('time_tag')
    .values({ id: row.id, user_id: userId, title: row.title, title_key: titleKey(row.title), created_at: row.now, updated_at: row.now })
    .execute();
}

export async function renameTag(db: Db, userId: string, id: string, title: string, now: string): Promise<void> {
  await db.updateTable('time_tag').set({ title, title_key: titleKey(title), updated_at: now }).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes the tag and takes it off every group; false when the user has no such tag. */
export async function deleteTag(db: Db, userId: string, id: string): Promise<boolean> {
  await db.deleteFrom('time_group_tag').where('user_id', '=', userId).where('tag_id', '=', id).execute();
  const result = await db.deleteFrom('time_tag').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Replaces the group's tags with `tagIds` (which must be the user's). */
export async function setGroupTags(db: Db, userId: string, groupId: string, tagIds: readonly string[]): Promise<void> {
  await db.deleteFrom('time_group_tag').where('user_id', '=', userId).where('time_group_id', '=', groupId).execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('time_group_tag')
    .values(tagIds.map((tagId) => ({ time_group_id: groupId, tag_id: tagId, user_id: userId })))
    .execute();
}

/** Per group (of one group when given): its tags by title. */
export async function tagsByGroup(db: Db, userId: string, groupId?: string): Promise<Map<string, TagRow[]>> {
  let query = db
    .selectFrom('time_group_tag')
    .innerJoin('time_tag', 'time_tag.id', 'time_group_tag.tag_id')
    .select(['time_group_tag.time_group_id', 'time_tag.id', 'time_tag.title'])
    .where('time_group_tag.user_id', '=', userId)
    .where('time_tag.user_id', '=', userId);
  if (groupId !== undefined) query = query.where('time_group_tag.time_group_id', '=', groupId);
  const rows = await query.orderBy('time_tag.title_key').orderBy('time_tag.id').execute();
  const byGroup = new Map<string, TagRow[]>();
  for (const { time_group_id, id, title } of rows) {
    const tags = byGroup.get(time_group_id);
    if (tags === undefined) byGroup.set(time_group_id, [{ id, title }]);
    else tags.push({ id, title });
  }
  return byGroup;
}

// Goals

export type GoalRow = TimeGoalTable;

export interface GoalFilter {
  timeGroupId?: string;
  subGroupId?: string;
}

const PERIOD_ORDER = { day: 0, week: 1, month: 2 } as const;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The user's goals (of one group, its sub groups' included, or of one sub group): by group name,
 * the group's own before its sub groups' (by name), then day, week, month.
 */
export async function listGoals(db: Db, userId: string, filter: GoalFilter = {}): Promise<GoalRow[]> {
  let query = db
    .selectFrom('time_goal')
    .innerJoin('time_group', 'time_group.id', 'time_goal.time_group_id')
    .leftJoin('sub_group', 'sub_group.id', 'time_goal.sub_group_id')
    .selectAll('time_goal')
    .select(['time_group.name as group_name', 'sub_group.name as sub_group_name'])
    .where('time_goal.user_id', '=', userId);
  if (filter.timeGroupId !== undefined) query = query.where('time_goal.time_group_id', '=', filter.timeGroupId);
  if (filter.subGroupId !== undefined) query = query.where('time_goal.sub_group_id', '=', filter.subGroupId);
  const rows = await query.execute();
  rows.sort(
    (a, b) =>
      byText(a.group_name, b.group_name) ||
      byText(a.time_group_id, b.time_group_id) ||
      byText(a.sub_group_name ?? '', b.sub_group_name ?? '') ||
      byText(a.sub_group_id ?? '', b.sub_group_id ?? '') ||
      PERIOD_ORDER[a.period] - PERIOD_ORDER[b.period] ||
      byText(a.id, b.id),
  );
  return rows.map(({ group_name: _group, sub_group_name: _subGroup, ...goal }) => goal);
}

export function findGoal(db: Db, userId: string, id: string): Promise<GoalRow | undefined> {
  return db.selectFrom('time_goal').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function insertGoal(db: Db, userId: string, row: Omit<GoalRow, 'user_id'>): Promise<void> {
  await db.insertInto('time_goal').values({ ...row, user_id: userId }).execute();
}

export async function updateGoal(
  db: Db,
  userId: string,
  id: string,
  columns: Pick<GoalRow, 'time_group_id' | 'sub_group_id' | 'period' | 'comparison' | 'target_ms' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('time_goal').set(columns).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteGoal(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('time_goal').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// Range totals

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
export async function endedStampsByPeriod(db: Db, userId: string, periods: readonly Span[], groupId?: string) {
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
export function endedStampSpans(db: Db, userId: string, window: Span, groupId?: string) {
  let query = db
    .selectFrom('time_stamp')
    .select(['time_group_id', 'sub_group_id', 'start_time', 'end_time'])
    .where('user_id', '=', userId)
    .where('end_time', '>', iso(window.start))
    .where('start_time', '<', iso(window.end));
  if (groupId !== undefined) query = query.where('time_group_id', '=', groupId);
  return query.execute();
}
