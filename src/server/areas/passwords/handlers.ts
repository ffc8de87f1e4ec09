import type { AreaDeps } from '../../area';
import type { SecuredHandlers } from '../../handlers';
import { newId } from '../../ids';
import { refusals } from './refusals';
import * as repo from './repository';
import type { PasswordsSettings } from './settings';
import type { PasswordsDb, PasswordsTables } from './tables';
import { toEntry, toGroup, toSummary } from './views';
import { checkedAgainOnRace } from '../../db/races';

/** The first value that occurs twice, if any. */
function firstRepeated(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

/** /password, /password-shallow, /password-import and /password-group; every call needs both tokens (spec §6). */
export function createPasswordsHandlers({ db }: AreaDeps<PasswordsTables>, settings: PasswordsSettings) {
  const now = () => settings.now().toISOString();

  async function requireGroup(trx: PasswordsDb, userId: string, groupId: string) {
    const group = await repo.findGroup(trx, userId, groupId);
    if (group === undefined) throw refusals.groupNotFound();
    return group;
  }

  async function groupView(trx: PasswordsDb, userId: string, group: repo.GroupRow) {
    const counts = await repo.countEntriesByGroup(trx, userId, group.id);
    return toGroup(group, counts.get(group.id) ?? 0);
  }

  return {
    secured: {
      async getPasswords({ query: { passwordId, name, groupId }, caller: { userId } }) {
        if ([passwordId, name, groupId].filter((value) => value !== undefined).length > 1) throw refusals.oneQueryAtATime();
        if (passwordId !== undefined) {
          const entry = await repo.findEntry(db, userId, passwordId);
          if (entry === undefined) throw refusals.passwordNotFound();
          return toEntry(entry);
        }
        if (groupId !== undefined) await requireGroup(db, userId, groupId);
        const rows = await repo.listEntries(db, userId, { ...(groupId === undefined ? {} : { groupId }), ...(name === undefined ? {} : { search: name }) });
        return rows.map(toEntry);
      },

      async getPasswordSummaries({ query: { name }, caller: { userId } }) {
        return (await repo.listEntrySummaries(db, userId, name)).map(toSummary);
      },

      async createPassword({ body, caller: { userId } }) {
        const at = now();
        const entry = { id: body._id, name: body.name.trim(), group_id: body.groupId, username: body.username, password: body.password, url: body.url, notes: body.notes, created_at: at, updated_at: at };
        return checkedAgainOnRace(() =>
          db.transaction().execute(async (trx) => {
            await requireGroup(trx, userId, body.groupId);
            if ((await repo.findEntry(trx, userId, body._id)) !== undefined) throw refusals.idTaken('You already have a password with that id');
            await repo.insertEntries(trx, userId, [entry]);
            return toEntry({ ...entry, user_id: userId, name_key: repo.nameKey(entry.name) });
          }),
        );
      },

      async updatePassword({ body: { _id, name, groupId, username, password, url, notes }, caller: { userId } }) {
        const changes: repo.EntryChanges = {
          ...(name === undefined ? {} : { name: name.trim() }),
          ...(groupId === undefined ? {} : { group_id: groupId }),
          ...(username === undefined ? {} : { username }),
          ...(password === undefined ? {} : { password }),
          ...(url === undefined ? {} : { url }),
          ...(notes === undefined ? {} : { notes }),
        };
        if (Object.keys(changes).length === 0) throw refusals.nothingToChange();
        return checkedAgainOnRace(() =>
          db.transaction().execute(async (trx) => {
            if ((await repo.findEntry(trx, userId, _id)) === undefined) throw refusals.passwordNotFound();
            if (groupId !== undefined) await requireGroup(trx, userId, groupId);
            await repo.updateEntry(trx, userId, _id, changes, now());
            return toEntry((await repo.findEntry(trx, userId, _id))!);
          }),
        );
      },

      async deletePassword({ body: { data }, caller: { userId } }) {
        if (!(await repo.deleteEntry(db, userId, data))) throw refusals.passwordNotFound();
        return null;
      },

      async importPasswords({ body: { groups, passwords }, caller: { userId } }) {
        const at = now();
        const newGroups = groups.map((group) => ({ id: group._id, name: group.name.trim(), created_at: at, updated_at: at }));
        const entries = passwords.map((entry) => ({
          id: entry._id,
          name: entry.name.trim(),
          group_id: entry.groupId,
          username: entry.username,
          password: entry.password,
          url: entry.url,
          notes: entry.notes,
          created_at: at,
          updated_at: at,
        }));
        const groupIds = newGroups.map((group) => group.id);
        const nameKeys = newGroups.map((group) => repo.nameKey(group.name));
        const entryIds = entries.map((entry) => entry.id);
        // What the body says against itself, before any query.
        const twiceGroup = firstRepeated(groupIds);
        if (twiceGroup !== undefined) throw refusals.idTaken(`The group id ${twiceGroup} is given twice`);
        if (firstRepeated(nameKeys) !== undefined) throw refusals.groupNameTaken();
        const twiceEntry = firstRepeated(entryIds);
        if (twiceEntry !== undefined) throw refusals.idTaken(`The password id ${twiceEntry} is given twice`);

        // One transaction: every group and entry is added, or (on any refusal or failure) none.
        return checkedAgainOnRace(() =>
          db.transaction().execute(async (trx) => {
            const takenGroups = await repo.existingGroupIds(trx, userId, groupIds);
            if (takenGroups.size > 0) throw refusals.idTaken(`You already have a password group with the id ${[...takenGroups][0]!}`);
            if ((await repo.existingGroupNameKeys(trx, userId, nameKeys)).size > 0) throw refusals.groupNameTaken();
            const takenEntries = await repo.existingEntryIds(trx, userId, entryIds);
            if (takenEntries.size > 0) throw refusals.idTaken(`You already have a password with the id ${[...takenEntries][0]!}`);
            const targets = new Set(groupIds);
            const elsewhere = [...new Set(entries.map((entry) => entry.group_id))].filter((id) => !targets.has(id));
            if ((await repo.existingGroupIds(trx, userId, elsewhere)).size !== elsewhere.length) throw refusals.groupNotFound();
            await repo.insertGroups(trx, userId, newGroups);
            await repo.insertEntries(trx, userId, entries);
            return { groups: newGroups.length, passwords: entries.length };
          }),
        );
      },

      async getPasswordGroups({ caller: { userId } }) {
        return (await repo.listGroupsWithCounts(db, userId)).map((group) => toGroup(group, group.count));
      },

      async createPasswordGroup({ body, caller: { userId } }) {
        const at = now();
        const group = { id: newId(), name: body.name.trim(), created_at: at, updated_at: at };
        return checkedAgainOnRace(() =>
          db.transaction().execute(async (trx) => {
            if ((await repo.findGroupByName(trx, userId, group.name)) !== undefined) throw refusals.groupNameTaken();
            await repo.insertGroups(trx, userId, [group]);
            return toGroup({ ...group, user_id: userId, name_key: repo.nameKey(group.name) }, 0);
          }),
        );
      },

      async updatePasswordGroup({ body: { _id, name }, caller: { userId } }) {
        const trimmed = name.trim();
        return checkedAgainOnRace(() =>
          db.transaction().execute(async (trx) => {
            const group = await requireGroup(trx, userId, _id);
            const namesake = await repo.findGroupByName(trx, userId, trimmed);
            if (namesake !== undefined && namesake.id !== _id) throw refusals.groupNameTaken();
            await repo.renameGroup(trx, userId, _id, trimmed, now());
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
          const held = (await repo.countEntriesByGroup(trx, userId, data)).get(data) ?? 0;
          if (held > 0 && entries === undefined) throw refusals.groupNotEmpty(held);
          if (entries === 'delete') await repo.deleteGroupEntries(trx, userId, data);
          if (moveTo !== undefined) await repo.moveGroupEntries(trx, userId, data, moveTo, now());
          await repo.deleteGroup(trx, userId, data);
        });
        return null;
      },
    } satisfies Partial<SecuredHandlers>,
    open: {},
  };
}
