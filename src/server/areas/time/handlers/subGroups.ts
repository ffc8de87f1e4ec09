import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { checkedAgainOnRace } from '../../../db/races';
import { refusals } from '../refusals';
import * as groupQueries from '../repository/groups';
import { activeStampsOf, findActiveInSubGroup } from '../repository/stamps';
import * as subGroupQueries from '../repository/subGroups';
import type { TimeSettings } from '../settings';
import type { TimeDb, TimeTables } from '../tables';
import { toSubGroup } from '../views';

/** /sub-group (spec §7): moving a sub group's stamps into another deletes it, in one transaction. */
export function createSubGroupHandlers({ db }: AreaDeps<TimeTables>, settings: TimeSettings) {
  async function subGroupView(trx: TimeDb, userId: string, id: string) {
    const row = await subGroupQueries.findSubGroup(trx, userId, id);
    if (row === undefined) throw refusals.subGroupNotFound();
    const [counts, actives] = await Promise.all([subGroupQueries.stampCountsBySubGroup(trx, userId, [row.id]), activeStampsOf(trx, userId)]);
    return toSubGroup(row, counts.get(row.id) ?? 0, actives);
  }

  return {
    async getSubGroups({ query: { timeGroupId, subGroupId }, caller: { userId } }) {
      if (timeGroupId !== undefined && subGroupId !== undefined) throw refusals.oneQueryAtATime('Send timeGroupId or subGroupId, not both');
      if (subGroupId !== undefined) return subGroupView(db, userId, subGroupId);
      if (timeGroupId !== undefined && (await groupQueries.findTimeGroup(db, userId, timeGroupId)) === undefined) throw refusals.timeGroupNotFound();
      const rows = await subGroupQueries.listSubGroups(db, userId, timeGroupId);
      const [counts, actives] = await Promise.all([
        subGroupQueries.stampCountsBySubGroup(db, userId, timeGroupId === undefined ? undefined : rows.map((row) => row.id)),
        activeStampsOf(db, userId),
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
          if ((await groupQueries.findTimeGroup(trx, userId, timeGroupId)) === undefined) throw refusals.timeGroupNotFound();
          if ((await subGroupQueries.findSubGroupByName(trx, userId, timeGroupId, name)) !== undefined) throw refusals.subGroupNameTaken();
          if ((await subGroupQueries.countSubGroups(trx, userId)) >= settings.maxSubGroups) throw refusals.tooManySubGroups(settings.maxSubGroups);
          await subGroupQueries.insertSubGroup(trx, userId, { id, time_group_id: timeGroupId, name, created_at: now, updated_at: now });
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
          const [from, to] = await Promise.all([subGroupQueries.findSubGroup(trx, userId, subGroupId), subGroupQueries.findSubGroup(trx, userId, newSubGroupId)]);
          if (from === undefined || to === undefined) throw refusals.subGroupNotFound();
          if (from.id === to.id) throw refusals.moveIntoItself();
          const [fromActive, toActive] = await Promise.all([findActiveInSubGroup(trx, userId, from.id), findActiveInSubGroup(trx, userId, to.id)]);
          if (fromActive !== undefined && toActive !== undefined) throw refusals.alreadyActive();
          await subGroupQueries.moveStamps(trx, userId, from, to, now);
          await subGroupQueries.deleteSubGroup(trx, userId, from.id);
          return subGroupView(trx, userId, to.id);
        }));
      }
      if (name === undefined) throw refusals.nothingToChange();
      return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
        const row = await subGroupQueries.findSubGroup(trx, userId, subGroupId);
        if (row === undefined) throw refusals.subGroupNotFound();
        const namesake = await subGroupQueries.findSubGroupByName(trx, userId, row.time_group_id, name);
        if (namesake !== undefined && namesake.id !== row.id) throw refusals.subGroupNameTaken();
        await subGroupQueries.renameSubGroup(trx, userId, row.id, name, now);
        return subGroupView(trx, userId, row.id);
      }));
    },

    async deleteSubGroup({ query: { subGroupId }, caller: { userId } }) {
      const deleted = await db.transaction().execute((trx) => subGroupQueries.deleteSubGroup(trx, userId, subGroupId));
      if (!deleted) throw refusals.subGroupNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
