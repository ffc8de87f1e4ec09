import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { checkedAgainOnRace } from '../../../db/races';
import { localDate, periodAround, type DatedSpan } from '../../../../domain/timePeriods';
import { refusals } from '../refusals';
import * as goalQueries from '../repository/goals';
import * as groupQueries from '../repository/groups';
import { endedStampSpans } from '../repository/periodTotals';
import { activeStampsOf } from '../repository/stamps';
import * as subGroupQueries from '../repository/subGroups';
import type { TimeSettings } from '../settings';
import type { TimeDb, TimeTables } from '../tables';
import { zoneOf } from '../timeZone';
import { toGoal, toStampSpans } from '../views';

/** /goal: a group's or sub group's target per day, week or month, with its progress. */
export function createGoalHandlers({ db }: AreaDeps<TimeTables>, settings: TimeSettings) {
  /** The goals with their progress for the day `date` (default: today) in `zone`. */
  async function goalViews(trx: TimeDb, userId: string, goals: readonly goalQueries.GoalRow[], date: string | undefined, zone: string) {
    if (goals.length === 0) return [];
    const now = settings.now().getTime();
    const day = date ?? localDate(now, zone);
    const periods = new Map<string, DatedSpan>((['day', 'week', 'month'] as const).map((period) => [period, periodAround(day, zone, period)]));
    const used = goals.map((goal) => periods.get(goal.period)!);
    const window = { start: Math.min(...used.map((span) => span.start)), end: Math.max(...used.map((span) => span.end)) };
    const groupIds = new Set(goals.map((goal) => goal.time_group_id));
    const only = groupIds.size === 1 ? [...groupIds][0] : undefined;
    const [ended, actives] = await Promise.all([endedStampSpans(trx, userId, window, only), activeStampsOf(trx, userId)]);
    const stamps = toStampSpans(ended, actives, now).filter((stamp) => groupIds.has(stamp.groupId));
    return goals.map((goal) => toGoal(goal, periods.get(goal.period)!, stamps));
  }

  /** Refuses a group the user does not have, or a sub group that is not one of its. */
  async function checkGoalTarget(trx: TimeDb, userId: string, timeGroupId: string, subGroupId: string | null) {
    if ((await groupQueries.findTimeGroup(trx, userId, timeGroupId)) === undefined) throw refusals.timeGroupNotFound();
    if (subGroupId !== null && (await subGroupQueries.findSubGroup(trx, userId, subGroupId))?.time_group_id !== timeGroupId) throw refusals.subGroupNotFound();
  }

  return {
    async getGoals({ query, caller: { userId } }) {
      const { timeGroupId, subGroupId } = query;
      if (timeGroupId !== undefined && subGroupId !== undefined) throw refusals.oneQueryAtATime('Send timeGroupId or subGroupId, not both');
      const zone = zoneOf(query.timeZone);
      if (timeGroupId !== undefined && (await groupQueries.findTimeGroup(db, userId, timeGroupId)) === undefined) throw refusals.timeGroupNotFound();
      if (subGroupId !== undefined && (await subGroupQueries.findSubGroup(db, userId, subGroupId)) === undefined) throw refusals.subGroupNotFound();
      const goals = await goalQueries.listGoals(db, userId, { ...(timeGroupId === undefined ? {} : { timeGroupId }), ...(subGroupId === undefined ? {} : { subGroupId }) });
      return goalViews(db, userId, goals, query.date, zone);
    },

    async createGoal({ body, caller: { userId } }) {
      const zone = zoneOf(body.timeZone);
      const now = settings.now().toISOString();
      const row = {
        id: newId(),
        time_group_id: body.timeGroupId,
        sub_group_id: body.subGroupId ?? null,
        period: body.period,
        comparison: body.comparison,
        target_ms: body.targetMs,
        created_at: now,
        updated_at: now,
      };
      return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
        await checkGoalTarget(trx, userId, row.time_group_id, row.sub_group_id);
        if ((await goalQueries.countGoals(trx, userId)) >= settings.maxGoals) throw refusals.tooManyGoals(settings.maxGoals);
        await goalQueries.insertGoal(trx, userId, row);
        return (await goalViews(trx, userId, [{ ...row, user_id: userId }], body.date, zone))[0]!;
      }));
    },

    async updateGoal({ body, caller: { userId } }) {
      const { goalId, timeGroupId, subGroupId, period, comparison, targetMs } = body;
      if ([timeGroupId, subGroupId, period, comparison, targetMs].every((value) => value === undefined)) throw refusals.nothingToChange();
      const zone = zoneOf(body.timeZone);
      const now = settings.now().toISOString();
      return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
        const goal = await goalQueries.findGoal(trx, userId, goalId);
        if (goal === undefined) throw refusals.goalNotFound();
        const groupId = timeGroupId ?? goal.time_group_id;
        // A goal moved to another group without a sub group becomes the whole group's.
        const subGroup = subGroupId !== undefined ? subGroupId : groupId === goal.time_group_id ? goal.sub_group_id : null;
        await checkGoalTarget(trx, userId, groupId, subGroup);
        const columns = {
          time_group_id: groupId,
          sub_group_id: subGroup,
          period: period ?? goal.period,
          comparison: comparison ?? goal.comparison,
          target_ms: targetMs ?? goal.target_ms,
          updated_at: now,
        };
        await goalQueries.updateGoal(trx, userId, goalId, columns);
        return (await goalViews(trx, userId, [{ ...goal, ...columns }], body.date, zone))[0]!;
      }));
    },

    async deleteGoal({ query: { goalId }, caller: { userId } }) {
      const deleted = await goalQueries.deleteGoal(db, userId, goalId);
      if (!deleted) throw refusals.goalNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
