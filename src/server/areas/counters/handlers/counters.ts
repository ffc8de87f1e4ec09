import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { countersWithCounts } from '../counted';
import { dayOf, zoneOf } from '../periods';
import { refusals } from '../refusals';
import { requireCounter, requireGroup } from '../required';
import * as counters from '../repository/counters';
import * as events from '../repository/events';
import type { CountersSettings } from '../settings';
import type { CounterTable, CountersTables } from '../tables';
import { toCounter } from '../views';

type GoalPeriod = NonNullable<CounterTable['goal_period']>;

function counterName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw refusals.counterNameRequired();
  return trimmed;
}

function checkedStep(step: number): number {
  if (step < 1) throw refusals.stepInvalid();
  return step;
}

/**
 * The goal and its period after a change: a new goal keeps the period it had (a day when it had
 * none) unless a period comes with it; no goal means no period, and a period without a goal is
 * refused.
 */
function goalOf(goal: number | null, period: GoalPeriod | undefined, previousPeriod: GoalPeriod | null): { goal: number | null; goal_period: GoalPeriod | null } {
  if (goal === null) {
    if (period !== undefined) throw refusals.goalPeriodWithoutGoal();
    return { goal: null, goal_period: null };
  }
  if (goal < 1) throw refusals.goalInvalid();
  return { goal, goal_period: period ?? previousPeriod ?? 'day' };
}

/** /counter. */
export function createCounterHandlers({ db }: AreaDeps<CountersTables>, settings: CountersSettings) {
  const now = () => settings.now().toISOString();

  return {
    async getCounter({ query: { counterId, date, timeZone }, caller: { userId } }) {
      const zone = zoneOf(timeZone);
      const row = await requireCounter(db, userId, counterId);
      const [counter] = await countersWithCounts(db, userId, [row], dayOf(date, zone, settings.now()), zone);
      return counter!;
    },

    async createCounter({ body, caller: { userId } }) {
      const name = counterName(body.name);
      const step = checkedStep(body.step ?? 1);
      const goal = goalOf(body.goal ?? null, body.goalPeriod, null);
      const initial = body.initialValue ?? 0;
      return db.transaction().execute(async (trx) => {
        await requireGroup(trx, userId, body.counterGroupId);
        if ((await counters.countCounters(trx, userId)) >= settings.maxCounters) throw refusals.tooManyCounters(settings.maxCounters);
        const at = now();
        const row = {
          id: newId(),
          group_id: body.counterGroupId,
          name,
          step,
          ...goal,
          initial_value: initial,
          value: initial,
          position: await counters.nextPosition(trx, userId, body.counterGroupId),
          created_at: at,
          updated_at: at,
        };
        await counters.insertCounter(trx, userId, row);
        return toCounter({ ...row, user_id: userId });
      });
    },

    async updateCounter({ body: { counterId, name, step, goal, goalPeriod, counterGroupId }, caller: { userId } }) {
      if ([name, step, goal, goalPeriod, counterGroupId].every((field) => field === undefined)) throw refusals.nothingToChange();
      const trimmed = name === undefined ? undefined : counterName(name);
      if (step !== undefined) checkedStep(step);
      return db.transaction().execute(async (trx) => {
        const row = await requireCounter(trx, userId, counterId);
        const goals = goal === undefined && goalPeriod === undefined ? {} : goalOf(goal === undefined ? row.goal : goal, goalPeriod, row.goal_period);
        let moved = {};
        if (counterGroupId !== undefined && counterGroupId !== row.group_id) {
          await requireGroup(trx, userId, counterGroupId);
          moved = { group_id: counterGroupId, position: await counters.nextPosition(trx, userId, counterGroupId) };
        } else if (counterGroupId !== undefined) {
          await requireGroup(trx, userId, counterGroupId);
        }
        const changes = { ...(trimmed === undefined ? {} : { name: trimmed }), ...(step === undefined ? {} : { step }), ...goals, ...moved, updated_at: now() };
        await counters.updateCounter(trx, userId, counterId, changes);
        return toCounter(await requireCounter(trx, userId, counterId));
      });
    },

    async deleteCounter({ query: { counterId }, caller: { userId } }) {
      await db.transaction().execute(async (trx) => {
        await requireCounter(trx, userId, counterId);
        await events.deleteEventsOf(trx, userId, [counterId]);
        await counters.deleteCounter(trx, userId, counterId);
      });
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
