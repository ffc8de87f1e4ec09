import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { refusals } from '../refusals';
import * as entryQueries from '../repository/entries';
import * as groupQueries from '../repository/groups';
import { nameKey } from '../repository/names';
import { requireRoom } from '../room';
import type { PasswordsSettings } from '../settings';
import type { PasswordsTables } from '../tables';
import { checkedAgainOnRace } from '../../../db/races';

/** The first value that occurs twice, if any. */
function firstRepeated(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

/** /password-import: a whole vault of groups and entries at once, in one transaction. */
export function createImportHandlers({ db }: AreaDeps<PasswordsTables>, settings: PasswordsSettings) {
  const now = () => settings.now().toISOString();

  return {
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
      const nameKeys = newGroups.map((group) => nameKey(group.name));
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
          const takenGroups = await groupQueries.existingGroupIds(trx, userId, groupIds);
          if (takenGroups.size > 0) throw refusals.idTaken(`You already have a password group with the id ${[...takenGroups][0]!}`);
          if ((await groupQueries.existingGroupNameKeys(trx, userId, nameKeys)).size > 0) throw refusals.groupNameTaken();
          const takenEntries = await entryQueries.existingEntryIds(trx, userId, entryIds);
          if (takenEntries.size > 0) throw refusals.idTaken(`You already have a password with the id ${[...takenEntries][0]!}`);
          const targets = new Set(groupIds);
          const elsewhere = [...new Set(entries.map((entry) => entry.group_id))].filter((id) => !targets.has(id));
          if ((await groupQueries.existingGroupIds(trx, userId, elsewhere)).size !== elsewhere.length) throw refusals.groupNotFound();
          await requireRoom(trx, userId, settings, { groups: newGroups.length, entries: entries.length });
          await groupQueries.insertGroups(trx, userId, newGroups);
          await entryQueries.insertEntries(trx, userId, entries);
          return { groups: newGroups.length, passwords: entries.length };
        }),
      );
    },
  } satisfies Partial<SecuredHandlers>;
}
