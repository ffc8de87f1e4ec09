import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { refusals } from '../refusals';
import * as entryQueries from '../repository/entries';
import * as groupQueries from '../repository/groups';
import { nameKey } from '../repository/names';
import { requireGroup } from '../required';
import { requireRoom } from '../room';
import type { PasswordsSettings } from '../settings';
import type { PasswordsDb, PasswordsTables } from '../tables';
import { toGroup } from '../views';
import { checkedAgainOnRace } from '../../../db/races';

/** /password-group: groups unique by name ignoring case; a deleted group's entries go with it or move to another. */
export function createGroupHandlers({ db }: AreaDeps<PasswordsTables>, settings: PasswordsSettings) {
  const now = () => settings.now().toISOString();

  async function groupView(trx: PasswordsDb, userId: string, group: groupQueries.GroupRow) {
    const counts = await groupQueries.countEntriesByGroup(trx, userId, group.id);
    return toGroup(group, counts.get(group.id) ?? 0);
  }

  return {
    async getPasswordGroups({ caller: { userId } }) {
      return (await groupQueries.listGroupsWithCounts(db, userId)).map((group) => toGroup(group, group.count));
    },
    async createPasswordGroup({ body, caller: { userId } }) {
      const at = now();
      const group = { id: newId(), name: body.name.trim(), created_at: at, updated_at: at };
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          if ((await groupQueries.findGroupByName(trx, userId, group.name)) !== undefined) throw refusals.groupNameTaken();
          await requireRoom(trx, userId, settings, { groups: 1 });
          await groupQueries.insertGroups(trx, userId, [group]);
          return toGroup({ ...group, user_id: userId, name_key: nameKey(group.name) }, 0);
        }),
      );
    },
    async updatePasswordGroup({ body: { _id, name }, caller: { userId } }) {
      const trimmed = name.trim();
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          const group = await requireGroup(trx, userId, _id);
          const namesake = await groupQueries.findGroupByName(trx, userId, trimmed);
          if (namesake !== undefined && namesake.id !== _id) throw refusals.groupNameTaken();
          await groupQueries.renameGroup(trx, userId, _id, trimmed, now());
          return groupView(trx, userId, { ...group, name: trimmed });
        }),
      );
    },
    async deletePasswordGroup({ body: { data, entries, moveTo }, caller: { userId } }) {
      if ((entries === 'move') !== (moveTo !== undefined)) throw refusals.moveNeedsTarget();
      if (moveTo === data) throw refusals.moveIntoItself();
      await db.transaction().execute(async (trx) => {
        await requireGroup(trx, userId, data);
        if (moveTo !== undefined) await requireGroup(trx, userId, moveTo);
        const held = (await groupQueries.countEntriesByGroup(trx, userId, data)).get(data) ?? 0;
        if (held > 0 && entries === undefined) throw refusals.groupNotEmpty(held);
        if (entries === 'delete') await entryQueries.deleteGroupEntries(trx, userId, data);
        if (moveTo !== undefined) await entryQueries.moveGroupEntries(trx, userId, data, moveTo, now());
        await groupQueries.deleteGroup(trx, userId, data);
      });
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
