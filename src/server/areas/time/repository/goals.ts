import type { TimeDb, TimeGoalTable } from '../tables';
import { toNumber } from './numbers';

// Every function takes the user id and filters by it (DESIGN §3): another user's row is simply not
// found. A function given `db` may also be given a transaction; the handlers run each change that
// takes several steps in one.

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
export async function listGoals(db: TimeDb, userId: string, filter: GoalFilter = {}): Promise<GoalRow[]> {
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

export function findGoal(db: TimeDb, userId: string, id: string): Promise<GoalRow | undefined> {
  return db.selectFrom('time_goal').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function insertGoal(db: TimeDb, userId: string, row: Omit<GoalRow, 'user_id'>): Promise<void> {
  await db.insertInto('time_goal').values({ ...row, user_id: userId }).execute();
}

export async function updateGoal(
  db: TimeDb,
  userId: string,
  id: string,
  columns: Pick<GoalRow, 'time_group_id' | 'sub_group_id' | 'period' | 'comparison' | 'target_ms' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('time_goal').set(columns).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteGoal(db: TimeDb, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('time_goal').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** How many goals the user keeps (TimeSettings.maxGoals bounds it). */
export async function countGoals(db: TimeDb, userId: string): Promise<number> {
  const row = await db.selectFrom('time_goal').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return toNumber(row.count);
}
