// The password vault's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts):
// each operation that takes an Id, called with the victim's entry or group (and, where it takes
// two, with the attacker's own beside the victim's), with the attacker's own access and extra
// tokens; and what the victim sees of their vault. Ids of new entries and groups (createPassword's
// and importPasswords' `_id`) are the caller's own choice, unique per user: a victim's id there
// makes the attacker's own row (entries.test.ts shows it), so those attempts aim at `groupId`.
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { openVault } from '../../helpers/vault';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';
import { newEntry } from './passwordsApi';
import { newId } from '../../../src/server/ids';

interface Owned {
  extraToken: string;
  group: string;
  entry: string;
}

/** Filled by prepare: each user's extra token, a group and an entry in it. */
const ids = { victim: {} as Owned, attacker: {} as Owned };

async function makeVault(t: TestApp, user: SignedUp): Promise<Owned> {
  const extraToken = await openVault(t.app, user, `${user.username} extra`);
  const tokens = { token: user.access.token, extraToken };
  const group = dataOf(await callOperation(t.app, 'createPasswordGroup', { body: { name: 'Private' }, ...tokens }));
  const entry = dataOf(await callOperation(t.app, 'createPassword', { body: newEntry('Bank', group._id), ...tokens }));
  return { extraToken, group: group._id, entry: entry._id };
}

const as = (attacker: SignedUp) => ({ token: attacker.access.token, extraToken: ids.attacker.extraToken });

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    // Side by side: each vault costs three Argon2 runs (account password, new hash, extra login).
    [ids.victim, ids.attacker] = await Promise.all([makeVault(t, victim), makeVault(t, attacker)]);
  },
  attempts: {
    getPasswords: [
      ({ app }, { attacker }) => callOperation(app, 'getPasswords', { query: { passwordId: ids.victim.entry }, ...as(attacker) }),
      ({ app }, { attacker }) => callOperation(app, 'getPasswords', { query: { groupId: ids.victim.group }, ...as(attacker) }),
    ],
    createPassword: [({ app }, { attacker }) => callOperation(app, 'createPassword', { body: newEntry('Planted', ids.victim.group), ...as(attacker) })],
    updatePassword: [
      ({ app }, { attacker }) => callOperation(app, 'updatePassword', { body: { _id: ids.victim.entry, name: 'Mine now' }, ...as(attacker) }),
      // The attacker's own entry moved into the victim's group.
      ({ app }, { attacker }) => callOperation(app, 'updatePassword', { body: { _id: ids.attacker.entry, groupId: ids.victim.group }, ...as(attacker) }),
    ],
    deletePassword: [({ app }, { attacker }) => callOperation(app, 'deletePassword', { body: { data: ids.victim.entry }, ...as(attacker) })],
    importPasswords: [
      ({ app }, { attacker }) =>
        callOperation(app, 'importPasswords', {
          body: { groups: [{ _id: newId(), name: 'Loot' }], passwords: [newEntry('Planted', ids.attacker.group), newEntry('Planted', ids.victim.group)] },
          ...as(attacker),
        }),
    ],
    updatePasswordGroup: [({ app }, { attacker }) => callOperation(app, 'updatePasswordGroup', { body: { _id: ids.victim.group, name: 'Mine now' }, ...as(attacker) })],
    deletePasswordGroup: [
      ({ app }, { attacker }) => callOperation(app, 'deletePasswordGroup', { body: { data: ids.victim.group, entries: 'delete' }, ...as(attacker) }),
      // The attacker's own entries moved into the victim's group on the way out.
      ({ app }, { attacker }) =>
        callOperation(app, 'deletePasswordGroup', { body: { data: ids.attacker.group, entries: 'move', moveTo: ids.victim.group }, ...as(attacker) }),
    ],
  },
  ownView: ({ app }, victim) => {
    const tokens = { token: victim.access.token, extraToken: ids.victim.extraToken };
    return Promise.all([callOperation(app, 'getPasswords', tokens), callOperation(app, 'getPasswordGroups', tokens)]);
  },
};
