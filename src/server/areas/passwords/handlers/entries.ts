import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { refusals } from '../refusals';
import * as entryQueries from '../repository/entries';
import { nameKey } from '../repository/names';
import { requireGroup } from '../required';
import { requireRoom } from '../room';
import type { PasswordsSettings } from '../settings';
import type { PasswordsTables } from '../tables';
import { toEntry, toSummary } from '../views';
import { checkedAgainOnRace } from '../../../db/races';

/** /password and /password-shallow: the entries, sealed by the browser, with their plaintext names. */
export function createEntryHandlers({ db }: AreaDeps<PasswordsTables>, settings: PasswordsSettings) {
  const now = () => settings.now().toISOString();

  return {
    async getPasswords({ query: { passwordId, name, groupId }, caller: { userId } }) {
      if ([passwordId, name, groupId].filter((value) => value !== undefined).length > 1) throw refusals.oneQueryAtATime();
      if (passwordId !== undefined) {
        const entry = await entryQueries.findEntry(db, userId, passwordId);
        if (entry === undefined) throw refusals.passwordNotFound();
        return toEntry(entry);
      }
      if (groupId !== undefined) await requireGroup(db, userId, groupId);
      const rows = await entryQueries.listEntries(db, userId, { ...(groupId === undefined ? {} : { groupId }), ...(name === undefined ? {} : { search: name }) });
      return rows.map(toEntry);
    },
    async getPasswordSummaries({ query: { name }, caller: { userId } }) {
      return (await entryQueries.listEntrySummaries(db, userId, name)).map(toSummary);
    },
    async createPassword({ body, caller: { userId } }) {
      const at = now();
      const entry = { id: body._id, name: body.name.trim(), group_id: body.groupId, username: body.username, password: body.password, url: body.url, notes: body.notes, created_at: at, updated_at: at };
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          await requireGroup(trx, userId, body.groupId);
          if ((await entryQueries.findEntry(trx, userId, body._id)) !== undefined) throw refusals.idTaken('You already have a password with that id');
          await requireRoom(trx, userId, settings, { entries: 1 });
          await entryQueries.insertEntries(trx, userId, [entry]);
          return toEntry({ ...entry, user_id: userId, name_key: nameKey(entry.name) });
        }),
      );
    },
    async updatePassword({ body: { _id, name, groupId, username, password, url, notes }, caller: { userId } }) {
      const changes: entryQueries.EntryChanges = {
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
          if ((await entryQueries.findEntry(trx, userId, _id)) === undefined) throw refusals.passwordNotFound();
          if (groupId !== undefined) await requireGroup(trx, userId, groupId);
          await entryQueries.updateEntry(trx, userId, _id, changes, now());
          return toEntry((await entryQueries.findEntry(trx, userId, _id))!);
        }),
      );
    },
    async deletePassword({ body: { data }, caller: { userId } }) {
      if (!(await entryQueries.deleteEntry(db, userId, data))) throw refusals.passwordNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
