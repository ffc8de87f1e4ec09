import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { checkedAgainOnRace } from '../../../db/races';
import { localDate, periodsOf } from '../../../../domain/timePeriods';
import { refusals } from '../refusals';
import * as groupQueries from '../repository/groups';
import { endedTotalsByGroup } from '../repository/keptTotals';
import { endedPeriodTotals } from '../repository/periodTotals';
import { activeStampsOf } from '../repository/stamps';
import * as subGroupQueries from '../repository/subGroups';
import * as tagQueries from '../repository/tags';
import type { TimeSettings } from '../settings';
import type { TimeTables } from '../tables';
import { zoneOf } from '../timeZone';
import { spansByGroup, toSubGroup, toTag, toTimeGroup } from '../views';

/** /time-group (spec §7): the groups with their period totals in the client's zone, and their tags. */
export function createTimeGroupHandlers({ db }: AreaDeps<TimeTables>, settings: TimeSettings) {
  return {
    async getTimeGroups({ query, caller: { userId } }) {
      const { date, shallow, timeGroupId } = query;
      if (shallow === true && timeGroupId !== undefined) throw refusals.oneQueryAtATime('Send shallow=true or timeGroupId, not both');
      const zone = zoneOf(query.timeZone);
      if (shallow === true) return (await groupQueries.listTimeGroups(db, userId)).map(({ id, name }) => ({ _id: id, name }));

      const now = settings.now().getTime();
      const periods = periodsOf(date ?? localDate(now, zone), zone);
      const groups =
        timeGroupId === undefined
          ? await groupQueries.listTimeGroups(db, userId)
          : [await groupQueries.findTimeGroup(db, userId, timeGroupId)].filter((group) => group !== undefined);
      if (timeGroupId !== undefined && groups.length === 0) throw refusals.timeGroupNotFound();
      const [ended, { inside, crossing }, actives, tags] = await Promise.all([
        endedTotalsByGroup(db, userId, timeGroupId),
        endedPeriodTotals(db, userId, periods, timeGroupId),
        activeStampsOf(db, userId),
        tagQueries.tagsByGroup(db, userId, timeGroupId),
      ]);
      const totals = { periods, ended, inside, crossing: spansByGroup(crossing, now), actives, tags, now };
      const views = groups.map((group) => toTimeGroup(group, totals));
      if (timeGroupId === undefined) return views;
      const subGroups = await subGroupQueries.listSubGroups(db, userId, timeGroupId);
      const counts = await subGroupQueries.stampCountsBySubGroup(db, userId, subGroups.map((row) => row.id));
      return { ...views[0]!, subGroups: subGroups.map((row) => toSubGroup(row, counts.get(row.id) ?? 0, actives)) };
    },

    async createTimeGroup({ body, caller: { userId } }) {
      const now = settings.now().toISOString();
      const row = { id: newId(), name: body.name.trim(), created_at: now, updated_at: now };
      await db.transaction().execute(async (trx) => {
        if ((await groupQueries.countTimeGroups(trx, userId)) >= settings.maxGroups) throw refusals.tooManyGroups(settings.maxGroups);
        await groupQueries.insertTimeGroup(trx, userId, row);
      });
      const zero = { start: 0, end: 0 };
      const periods = { today: zero, yesterDay: zero, currentWeek: zero, lastWeek: zero, currentMonth: zero, lastMonth: zero };
      return toTimeGroup({ ...row, user_id: userId }, { periods, ended: new Map(), inside: new Map(), crossing: new Map(), actives: [], tags: new Map(), now: 0 });
    },

    async updateTimeGroup({ body: { groupId, name, tags }, caller: { userId } }) {
      if (name === undefined && tags === undefined) throw refusals.nothingToChange();
      const now = settings.now().toISOString();
      return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
        const group = await groupQueries.findTimeGroup(trx, userId, groupId);
        if (group === undefined) throw refusals.timeGroupNotFound();
        if (name !== undefined) await groupQueries.renameTimeGroup(trx, userId, groupId, name.trim(), now);
        if (tags !== undefined) {
          // Replaces the group's tags; every id must be one of the caller's tags.
          if ((await tagQueries.countOwnTags(trx, userId, tags)) !== tags.length) throw refusals.tagNotFound();
          await tagQueries.setGroupTags(trx, userId, groupId, tags);
        }
        const carried = (await tagQueries.tagsByGroup(trx, userId, groupId)).get(groupId) ?? [];
        return { _id: groupId, name: name?.trim() ?? group.name, tags: carried.map(toTag) };
      }));
    },

    async deleteTimeGroup({ query: { timeGroupId }, caller: { userId } }) {
      const deleted = await db.transaction().execute((trx) => groupQueries.deleteTimeGroup(trx, userId, timeGroupId));
      if (!deleted) throw refusals.timeGroupNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
