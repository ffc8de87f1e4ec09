import type { AreaDeps } from '../../area';
import { badRequest } from '../../errors';
import type { SecuredHandlers } from '../../handlers';
import { newId } from '../../ids';
import { daySpan, daysInRange, isTimeZone, localDate, periodAround, periodsOf, rangePeriods, type DatedSpan } from '../../../domain/timePeriods';
import { refusals } from './refusals';
import * as repo from './repository';
import type { TimeSettings } from './settings';
import type { TimeDb, TimeTables } from './tables';
import { spansByGroup, toGoal, toStampSpans, toSubGroup, toTag, toTimeGroup, toTimeStamp, toTotalsPeriods } from './views';
import { checkedAgainOnRace } from '../../db/races';

const UTC = 'UTC';

/**
 * The instant a contract `Timestamp` names, in epoch ms. The contract's date-time format lets a
 * leap second (23:59:60) through, which Date cannot hold: refused like any malformed field.
 */
function instant(value: string, field: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest(`${field} must be a time Date can hold (no leap seconds)`, 'VALIDATION_FAILED');
  return ms;
}

/**
 * The longest range GET /time-total reads at once, in days: a quarter by day, half a year by week,
 * three years by month or whole (so at most 93 periods). The answer grows with periods × sub groups
 * with time in them: at 100,000 stamps a year by day was 2.5 MB and well over 100 ms, a year by
 * week 1.9 MB and about 100 ms; a quarter by day or half a year by week a third of that.
 */
const MAX_RANGE_DAYS = { day: 93, week: 183, month: 1096, range: 1096 } as const;

function zoneOf(timeZone: string | undefined): string {
  const zone = timeZone ?? UTC;
  if (!isTimeZone(zone)) throw refusals.invalidTimeZone();
  return zone;
}

/** /time-group, /sub-group and /time-stamp (spec §7), /tag, /goal and /time-total; every change that takes several steps is one transaction. */
export function createTimeHandlers({ db }: AreaDeps<TimeTables>, settings: TimeSettings) {
  async function subGroupView(trx: TimeDb, userId: string, id: string) {
    const row = await repo.findSubGroup(trx, userId, id);
    if (row === undefined) throw refusals.subGroupNotFound();
    const [counts, actives] = await Promise.all([repo.stampCountsBySubGroup(trx, userId, [row.id]), repo.activeStampsOf(trx, userId)]);
    return toSubGroup(row, counts.get(row.id) ?? 0, actives);
  }

  async function stampView(trx: TimeDb, userId: string, id: string) {
    const row = await repo.findStamp(trx, userId, id);
    if (row === undefined) throw refusals.timeStampNotFound();
    return toTimeStamp(row, settings.now().getTime());
  }

  /** The goals with their progress for the day `date` (default: today) in `zone`. */
  async function goalViews(trx: TimeDb, userId: string, goals: readonly repo.GoalRow[], date: string | undefined, zone: string) {
    if (goals.length === 0) return [];
    const now = settings.now().getTime();
    const day = date ?? localDate(now, zone);
    const periods = new Map<string, DatedSpan>((['day', 'week', 'month'] as const).map((period) => [period, periodAround(day, zone, period)]));
    const used = goals.map((goal) => periods.get(goal.period)!);
    const window = { start: Math.min(...used.map((span) => span.start)), end: Math.max(...used.map((span) => span.end)) };
    const groupIds = new Set(goals.map((goal) => goal.time_group_id));
    const only = groupIds.size === 1 ? [...groupIds][0] : undefined;
    const [ended, actives] = await Promise.all([repo.endedStampSpans(trx, userId, window, only), repo.activeStampsOf(trx, userId)]);
    const stamps = toStampSpans(ended, actives, now).filter((stamp) => groupIds.has(stamp.groupId));
    return goals.map((goal) => toGoal(goal, periods.get(goal.period)!, stamps));
  }

  /** Refuses a group the user does not have, or a sub group that is not one of its. */
  async function checkGoalTarget(trx: TimeDb, userId: string, timeGroupId: string, subGroupId: string | null) {
    if ((await repo.findTimeGroup(trx, userId, timeGroupId)) === undefined) throw refusals.timeGroupNotFound();
    if (subGroupId !== null && (await repo.findSubGroup(trx, userId, subGroupId))?.time_group_id !== timeGroupId) throw refusals.subGroupNotFound();
  }

  return {
    secured: {
      async getTimeGroups({ query, caller: { userId } }) {
        const { date, shallow, timeGroupId } = query;
        if (shallow === true && timeGroupId !== undefined) throw refusals.oneQueryAtATime('Send shallow=true or timeGroupId, not both');
        const zone = zoneOf(query.timeZone);
        if (shallow === true) return (await repo.listTimeGroups(db, userId)).map(({ id, name }) => ({ _id: id, name }));

        const now = settings.now().getTime();
        const periods = periodsOf(date ?? localDate(now, zone), zone);
        const groups =
          timeGroupId === undefined
            ? await repo.listTimeGroups(db, userId)
            : [await repo.findTimeGroup(db, userId, timeGroupId)].filter((group) => group !== undefined);
        if (timeGroupId !== undefined && groups.length === 0) throw refusals.timeGroupNotFound();
        const [ended, { inside, crossing }, actives, tags] = await Promise.all([
          repo.endedTotalsByGroup(db, userId, timeGroupId),
          repo.endedPeriodTotals(db, userId, periods, timeGroupId),
          repo.activeStampsOf(db, userId),
          repo.tagsByGroup(db, userId, timeGroupId),
        ]);
        const totals = { periods, ended, inside, crossing: spansByGroup(crossing, now), actives, tags, now };
        const views = groups.map((group) => toTimeGroup(group, totals));
        if (timeGroupId === undefined) return views;
        const subGroups = await repo.listSubGroups(db, userId, timeGroupId);
        const counts = await repo.stampCountsBySubGroup(db, userId, subGroups.map((row) => row.id));
        return { ...views[0]!, subGroups: subGroups.map((row) => toSubGroup(row, counts.get(row.id) ?? 0, actives)) };
      },

      async createTimeGroup({ body, caller: { userId } }) {
        const now = settings.now().toISOString();
        const row = { id: newId(), name: body.name.trim(), created_at: now, updated_at: now };
        await db.transaction().execute((trx) => repo.insertTimeGroup(trx, userId, row));
        const zero = { start: 0, end: 0 };
        const periods = { today: zero, yesterDay: zero, currentWeek: zero, lastWeek: zero, currentMonth: zero, lastMonth: zero };
        return toTimeGroup({ ...row, user_id: userId }, { periods, ended: new Map(), inside: new Map(), crossing: new Map(), actives: [], tags: new Map(), now: 0 });
      },

      async updateTimeGroup({ body: { groupId, name, tags }, caller: { userId } }) {
        if (name === undefined && tags === undefined) throw refusals.nothingToChange();
        const now = settings.now().toISOString();
        return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
          const group = await repo.findTimeGroup(trx, userId, groupId);
          if (group === undefined) throw refusals.timeGroupNotFound();
          if (name !== undefined) await repo.renameTimeGroup(trx, userId, groupId, name.trim(), now);
          if (tags !== undefined) {
            // Replaces the group's tags; every id must be one of the caller's tags.
            if ((await repo.countOwnTags(trx, userId, tags)) !== tags.length) throw refusals.tagNotFound();
            await repo.setGroupTags(trx, userId, groupId, tags);
          }
          const carried = (await repo.tagsByGroup(trx, userId, groupId)).get(groupId) ?? [];
          return { _id: groupId, name: name?.trim() ?? group.name, tags: carried.map(toTag) };
        }));
      },

      async deleteTimeGroup({ query: { timeGroupId }, caller: { userId } }) {
        const deleted = await db.transaction().execute((trx) => repo.deleteTimeGroup(trx, userId, timeGroupId));
        if (!deleted) throw refusals.timeGroupNotFound();
        return null;
      },

      async getSubGroups({ query: { timeGroupId, subGroupId }, caller: { userId } }) {
        if (timeGroupId !== undefined && subGroupId !== undefined) throw refusals.oneQueryAtATime('Send timeGroupId or subGroupId, not both');
        if (subGroupId !== undefined) return subGroupView(db, userId, subGroupId);
        if (timeGroupId !== undefined && (await repo.findTimeGroup(db, userId, timeGroupId)) === undefined) throw refusals.timeGroupNotFound();
        const rows = await repo.listSubGroups(db, userId, timeGroupId);
        const [counts, actives] = await Promise.all([
          repo.stampCountsBySubGroup(db, userId, timeGroupId === undefined ? undefined : rows.map((row) => row.id)),
          repo.activeStampsOf(db, userId),
        ]);
        return rows.map((row) => toSubGroup(row, counts.get(row.id) ?? 0, actives));
      },

      async createSubGroup({ body, caller: { userId } }) {
        const name = body.name?.trim() ?? '';
        // Spec §5: a sub group needs name and timeGroupId.
        if (name === '' || body.timeGroupId === undefined) throw refusals.nameAndGroupRequired();
        const { timeGroupId } = body;
        const now = settings.now().toISOString();
        const id = newId();
        return checkedAgainOnRace(() =>
          db.transaction().execute(async (trx) => {
            if ((await repo.findTimeGroup(trx, userId, timeGroupId)) === undefined) throw refusals.timeGroupNotFound();
            if ((await repo.findSubGroupByName(trx, userId, timeGroupId, name)) !== undefined) throw refusals.subGroupNameTaken();
            await repo.insertSubGroup(trx, userId, { id, time_group_id: timeGroupId, name, created_at: now, updated_at: now });
            return subGroupView(trx, userId, id);
          }),
        );
      },

      async updateSubGroup({ body, caller: { userId } }) {
        const { subGroupId, moveSubGroup, newSubGroupId } = body;
        const name = body.name?.trim();
        const now = settings.now().toISOString();
        if (moveSubGroup === true || newSubGroupId !== undefined) {
          if (moveSubGroup !== true || newSubGroupId === undefined || name !== undefined) throw refusals.moveNeedsTarget();
          // Spec §4: moving a sub group's stamps into another deletes it; all in one transaction.
          return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
            const [from, to] = await Promise.all([repo.findSubGroup(trx, userId, subGroupId), repo.findSubGroup(trx, userId, newSubGroupId)]);
            if (from === undefined || to === undefined) throw refusals.subGroupNotFound();
            if (from.id === to.id) throw refusals.moveIntoItself();
            const [fromActive, toActive] = await Promise.all([repo.findActiveInSubGroup(trx, userId, from.id), repo.findActiveInSubGroup(trx, userId, to.id)]);
            if (fromActive !== undefined && toActive !== undefined) throw refusals.alreadyActive();
            await repo.moveStamps(trx, userId, from, to, now);
            await repo.deleteSubGroup(trx, userId, from.id);
            return subGroupView(trx, userId, to.id);
          }));
        }
        if (name === undefined) throw refusals.nothingToChange();
        return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
          const row = await repo.findSubGroup(trx, userId, subGroupId);
          if (row === undefined) throw refusals.subGroupNotFound();
          const namesake = await repo.findSubGroupByName(trx, userId, row.time_group_id, name);
          if (namesake !== undefined && namesake.id !== row.id) throw refusals.subGroupNameTaken();
          await repo.renameSubGroup(trx, userId, row.id, name, now);
          return subGroupView(trx, userId, row.id);
        }));
      },

      async deleteSubGroup({ query: { subGroupId }, caller: { userId } }) {
        const deleted = await db.transaction().execute((trx) => repo.deleteSubGroup(trx, userId, subGroupId));
        if (!deleted) throw refusals.subGroupNotFound();
        return null;
      },

      async getTimeStamps({ query, caller: { userId } }) {
        const { timeStampId, active, date, subGroupId, pageNumber } = query;
        const asked = [timeStampId, active, date, subGroupId].filter((value) => value !== undefined).length;
        if (asked !== 1 || (pageNumber !== undefined && subGroupId === undefined)) {
          throw refusals.oneQueryAtATime('Send exactly one of timeStampId, active=true, date or subGroupId (pageNumber goes with subGroupId)');
        }
        const zone = zoneOf(query.timeZone);
        const now = settings.now().getTime();
        if (timeStampId !== undefined) return stampView(db, userId, timeStampId);
        const page = (rows: repo.StampRow[], totalPages = 1) => ({ timeStamps: rows.map((row) => toTimeStamp(row, now)), totalPages });
        if (active === true) return page(await repo.listActiveStamps(db, userId));
        if (date !== undefined) return page(await repo.listStampsOverlapping(db, userId, daySpan(date, zone)));
        const id = subGroupId!;
        if ((await repo.findSubGroup(db, userId, id)) === undefined) throw refusals.subGroupNotFound();
        const { rows, count } = await repo.pageOfSubGroupStamps(db, userId, id, pageNumber ?? 1, settings.pageSize);
        return page(rows, Math.max(1, Math.ceil(count / settings.pageSize)));
      },

      async createTimeStamp({ body, caller: { userId } }) {
        const name = body.name?.trim() ?? '';
        // Spec §5, word for word: 'Name and time group is required'.
        if (name === '' || body.timeGroupId === undefined) throw refusals.nameAndGroupRequired();
        const { timeGroupId, subGroupId } = body;
        const zone = zoneOf(body.timeZone);
        const nowDate = settings.now();
        const now = nowDate.toISOString();
        const start = body.startTime === undefined ? nowDate.getTime() : instant(body.startTime, 'startTime');
        const end = body.endTime === undefined ? null : instant(body.endTime, 'endTime');
        if (end !== null && end < start) throw refusals.endBeforeStart();
        const id = newId();
        return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
          if ((await repo.findTimeGroup(trx, userId, timeGroupId)) === undefined) throw refusals.timeGroupNotFound();
          let subGroup = subGroupId === undefined ? await repo.findSubGroupByName(trx, userId, timeGroupId, name) : await repo.findSubGroup(trx, userId, subGroupId);
          if (subGroupId !== undefined && subGroup?.time_group_id !== timeGroupId) throw refusals.subGroupNotFound();
          if (subGroup === undefined) {
            subGroup = { id: newId(), user_id: userId, time_group_id: timeGroupId, name, name_key: repo.nameKey(name), created_at: now, updated_at: now };
            await repo.insertSubGroup(trx, userId, subGroup);
          } else if (end === null && (await repo.findActiveInSubGroup(trx, userId, subGroup.id)) !== undefined) {
            throw refusals.alreadyActive();
          }
          await repo.insertStamp(trx, userId, {
            id,
            time_group_id: timeGroupId,
            sub_group_id: subGroup.id,
            start_time: new Date(start).toISOString(),
            end_time: end === null ? null : new Date(end).toISOString(),
            duration_ms: end === null ? null : end - start,
            date: localDate(start, zone),
            time_zone: zone,
            created_at: now,
            updated_at: now,
          });
          return stampView(trx, userId, id);
        }));
      },

      async updateTimeStamp({ body, caller: { userId } }) {
        const { timeStampId, ended, startTime, endTime } = body;
        if (ended === undefined && startTime === undefined && endTime === undefined) throw refusals.nothingToChange();
        if (ended === false && endTime !== undefined) throw refusals.reopenWithEndTime();
        if (body.timeZone !== undefined) zoneOf(body.timeZone);
        const newStart = startTime === undefined ? undefined : instant(startTime, 'startTime');
        const newEnd = endTime === undefined ? undefined : instant(endTime, 'endTime');
        const nowDate = settings.now();
        return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
          const stamp = await repo.findStamp(trx, userId, timeStampId);
          if (stamp === undefined) throw refusals.timeStampNotFound();
          const start = newStart ?? Date.parse(stamp.start_time);
          // Spec §4: stopping sets the end time; reopening (ended false) makes it active again.
          const end =
            ended === false
              ? null
              : newEnd !== undefined
                ? newEnd
                : ended === true && stamp.end_time === null
                  ? nowDate.getTime()
                  : stamp.end_time === null
                    ? null
                    : Date.parse(stamp.end_time);
          if (end !== null && end < start) throw refusals.endBeforeStart();
          if (end === null && stamp.end_time !== null && (await repo.findActiveInSubGroup(trx, userId, stamp.sub_group_id, stamp.id)) !== undefined) {
            throw refusals.alreadyActive();
          }
          const zone = body.timeZone ?? stamp.time_zone;
          await repo.updateStamp(trx, userId, stamp, {
            start_time: new Date(start).toISOString(),
            end_time: end === null ? null : new Date(end).toISOString(),
            duration_ms: end === null ? null : end - start,
            date: localDate(start, zone),
            time_zone: zone,
            updated_at: nowDate.toISOString(),
          });
          return stampView(trx, userId, stamp.id);
        }));
      },

      async deleteTimeStamp({ query: { timeStampId }, caller: { userId } }) {
        const deleted = await db.transaction().execute((trx) => repo.deleteStamp(trx, userId, timeStampId));
        if (!deleted) throw refusals.timeStampNotFound();
        return null;
      },

      async getTags({ caller: { userId } }) {
        return (await repo.listTags(db, userId)).map(toTag);
      },

      async createTag({ body, caller: { userId } }) {
        const title = body.title.trim();
        const now = settings.now().toISOString();
        const id = newId();
        return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
          if ((await repo.findTagByTitle(trx, userId, title)) !== undefined) throw refusals.tagTitleTaken();
          await repo.insertTag(trx, userId, { id, title, now });
          return { _id: id, title };
        }));
      },

      async updateTag({ body: { tagId, ...body }, caller: { userId } }) {
        const title = body.title.trim();
        const now = settings.now().toISOString();
        return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
          if ((await repo.findTag(trx, userId, tagId)) === undefined) throw refusals.tagNotFound();
          const namesake = await repo.findTagByTitle(trx, userId, title);
          if (namesake !== undefined && namesake.id !== tagId) throw refusals.tagTitleTaken();
          await repo.renameTag(trx, userId, tagId, title, now);
          return { _id: tagId, title };
        }));
      },

      async deleteTag({ query: { tagId }, caller: { userId } }) {
        // The tag comes off every group that carried it, in the same transaction.
        const deleted = await db.transaction().execute((trx) => repo.deleteTag(trx, userId, tagId));
        if (!deleted) throw refusals.tagNotFound();
        return null;
      },

      async getGoals({ query, caller: { userId } }) {
        const { timeGroupId, subGroupId } = query;
        if (timeGroupId !== undefined && subGroupId !== undefined) throw refusals.oneQueryAtATime('Send timeGroupId or subGroupId, not both');
        const zone = zoneOf(query.timeZone);
        if (timeGroupId !== undefined && (await repo.findTimeGroup(db, userId, timeGroupId)) === undefined) throw refusals.timeGroupNotFound();
        if (subGroupId !== undefined && (await repo.findSubGroup(db, userId, subGroupId)) === undefined) throw refusals.subGroupNotFound();
        const goals = await repo.listGoals(db, userId, { ...(timeGroupId === undefined ? {} : { timeGroupId }), ...(subGroupId === undefined ? {} : { subGroupId }) });
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
          await repo.insertGoal(trx, userId, row);
          return (await goalViews(trx, userId, [{ ...row, user_id: userId }], body.date, zone))[0]!;
        }));
      },

      async updateGoal({ body, caller: { userId } }) {
        const { goalId, timeGroupId, subGroupId, period, comparison, targetMs } = body;
        if ([timeGroupId, subGroupId, period, comparison, targetMs].every((value) => value === undefined)) throw refusals.nothingToChange();
        const zone = zoneOf(body.timeZone);
        const now = settings.now().toISOString();
        return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
          const goal = await repo.findGoal(trx, userId, goalId);
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
          await repo.updateGoal(trx, userId, goalId, columns);
          return (await goalViews(trx, userId, [{ ...goal, ...columns }], body.date, zone))[0]!;
        }));
      },

      async deleteGoal({ query: { goalId }, caller: { userId } }) {
        const deleted = await repo.deleteGoal(db, userId, goalId);
        if (!deleted) throw refusals.goalNotFound();
        return null;
      },

      async getTimeTotals({ query, caller: { userId } }) {
        const { from, to, timeGroupId } = query;
        const by = query.by ?? 'range';
        const zone = zoneOf(query.timeZone);
        const days = daysInRange(from, to);
        if (days < 1) throw refusals.rangeReversed();
        if (days > MAX_RANGE_DAYS[by]) throw refusals.rangeTooLong(MAX_RANGE_DAYS[by], by);
        const periods = rangePeriods(from, to, zone, by);
        const now = settings.now().getTime();
        const [groups, subGroups, { inside, across }, actives] = await Promise.all([
          timeGroupId === undefined ? repo.listTimeGroups(db, userId) : repo.findTimeGroup(db, userId, timeGroupId).then((group) => (group === undefined ? [] : [group])),
          repo.listSubGroups(db, userId, timeGroupId),
          repo.endedStampsByPeriod(db, userId, periods, timeGroupId),
          repo.activeStampsOf(db, userId),
        ]);
        if (timeGroupId !== undefined && groups.length === 0) throw refusals.timeGroupNotFound();
        const stamps = [
          ...across.map((stamp) => ({ subGroupId: stamp.sub_group_id, start: Date.parse(stamp.start_time), end: Date.parse(stamp.end_time) })),
          ...actives
            .filter((active) => timeGroupId === undefined || active.time_group_id === timeGroupId)
            .map((active) => ({ subGroupId: active.sub_group_id, start: Date.parse(active.start_time), end: Math.max(now, Date.parse(active.start_time)) })),
        ];
        return { from, to, by, periods: toTotalsPeriods(periods, inside, stamps, groups, subGroups) };
      },
    } satisfies Partial<SecuredHandlers>,
    open: {},
  };
}
