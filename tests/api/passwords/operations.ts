// The password vault's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user with a vault makes a group and an entry, finds it by name, changes it, imports more,
// renames and lists the groups, and deletes the entry and the groups (one moving its entries into
// the other), each call asserting what a user would notice.
import { expect } from 'vitest';
import type { RequestBody } from '../../../src/contract/types';
import type { passwords } from '../../../src/server/areas/passwords/index';
import { newId } from '../../../src/server/ids';
import { signUp, type SignedUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { openVault, sealed } from '../../helpers/vault';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';
import { newEntry, NOW, stored } from './passwordsApi';

export interface PasswordsWorld {
  t: TestApp;
  user: SignedUp;
  extraToken: string;
  groupId: string;
  importedGroupId: string;
  entry: RequestBody<'createPassword'>;
}

const tokens = ({ user, extraToken }: PasswordsWorld) => ({ token: user.access.token, extraToken });

export const operations: AreaOperations<typeof passwords, PasswordsWorld> = {
  async start() {
    const world = {} as PasswordsWorld;
    world.t = await createTestApp({ settings: { passwords: { now: () => new Date(NOW) } } });
    world.user = await signUp(world.t.app, 'petra');
    world.extraToken = await openVault(world.t.app, world.user, 'petra extra');
    return world;
  },
  entries: {
    createPasswordGroup: {
      call: (world) => callOperation(world.t.app, 'createPasswordGroup', { body: { name: 'Email' }, ...tokens(world) }),
      check: (data, world) => {
        expect(data).toEqual({ _id: expect.any(String), name: 'Email', count: 0 });
        world.groupId = data._id;
        world.entry = newEntry('Webmail', data._id);
      },
    },
    createPassword: {
      call: (world) => callOperation(world.t.app, 'createPassword', { body: world.entry, ...tokens(world) }),
      check: (data, { entry }) => expect(data).toEqual(stored(entry)),
    },
    getPasswords: {
      call: (world) => callOperation(world.t.app, 'getPasswords', { query: { name: 'WEB' }, ...tokens(world) }),
      check: (data, { entry }) => expect(data).toEqual([stored(entry)]),
    },
    getPasswordSummaries: {
      call: (world) => callOperation(world.t.app, 'getPasswordSummaries', { query: { name: 'mail' }, ...tokens(world) }),
      check: (data, { entry }) => expect(data).toEqual([{ _id: entry._id, name: 'Webmail', groupId: entry.groupId }]),
    },
    updatePassword: {
      call: (world) => callOperation(world.t.app, 'updatePassword', { body: { _id: world.entry._id, password: sealed('changed') }, ...tokens(world) }),
      check: (data, world) => {
        expect(data).toEqual({ ...stored(world.entry), password: sealed('changed') });
        world.entry = { ...world.entry, password: sealed('changed') };
      },
    },
    importPasswords: {
      call: (world) => {
        world.importedGroupId = newId();
        return callOperation(world.t.app, 'importPasswords', {
          body: { groups: [{ _id: world.importedGroupId, name: 'Imported' }], passwords: [newEntry('Forum', world.importedGroupId), newEntry('Shop', world.groupId)] },
          ...tokens(world),
        });
      },
      check: (data) => expect(data).toEqual({ groups: 1, passwords: 2 }),
    },
    updatePasswordGroup: {
      call: (world) => callOperation(world.t.app, 'updatePasswordGroup', { body: { _id: world.groupId, name: 'Mail' }, ...tokens(world) }),
      check: (data, { groupId }) => expect(data).toEqual({ _id: groupId, name: 'Mail', count: 2 }),
    },
    getPasswordGroups: {
      call: (world) => callOperation(world.t.app, 'getPasswordGroups', tokens(world)),
      check: (data, { groupId, importedGroupId }) =>
        expect(data).toEqual([
          { _id: importedGroupId, name: 'Imported', count: 1 },
          { _id: groupId, name: 'Mail', count: 2 },
        ]),
    },
    deletePassword: {
      call: (world) => callOperation(world.t.app, 'deletePassword', { body: { data: world.entry._id }, ...tokens(world) }),
      check: async (data, world) => {
        expect(data).toBeNull();
        expect((await callOperation(world.t.app, 'getPasswords', { query: { passwordId: world.entry._id }, ...tokens(world) })).statusCode).toBe(404);
      },
    },
    deletePasswordGroup: {
      call: (world) => callOperation(world.t.app, 'deletePasswordGroup', { body: { data: world.importedGroupId, entries: 'move', moveTo: world.groupId }, ...tokens(world) }),
      check: async (data, world) => {
        expect(data).toBeNull();
        expect(dataOf(await callOperation(world.t.app, 'getPasswordGroups', tokens(world)))).toEqual([{ _id: world.groupId, name: 'Mail', count: 2 }]);
      },
    },
  },
};
