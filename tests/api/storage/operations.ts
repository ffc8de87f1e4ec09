// The storage area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user makes two places, renames one, puts items in (one merged into the same food), finds them by
// search, changes and moves one, reads what expires, deletes an item, and deletes a group moving its
// items to the other; each call asserting what a user would notice.
import { expect } from 'vitest';
import type { Schemas, User } from '../../../src/contract/types';
import type { storage } from '../../../src/server/areas/storage/index';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, callOperationForBytes, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';

export interface StorageWorld {
  t: TestApp;
  user: User;
  pantry: Schemas['StorageGroup'];
  freezer: Schemas['StorageGroup'];
  flour: Schemas['StorageItem'];
  peas: Schemas['StorageItem'];
  /** The storage clock: moved once, so the two groups' creation times (their order) differ. */
  clock: number;
}

const NOW = '2026-11-25T09:00:00.000Z';
const LATER = '2026-11-25T09:01:00.000Z';

export const operations: AreaOperations<typeof storage, StorageWorld> = {
  async start() {
    const world = { clock: Date.parse(NOW) } as StorageWorld;
    world.t = await createTestApp({ settings: { storage: { now: () => new Date(world.clock) } } });
    world.user = await signUp(world.t.app, 'stina');
    return world;
  },
  entries: {
    createStorageGroup: {
      call: ({ t, user }) => callOperation(t.app, 'createStorageGroup', { body: { name: 'Pantry' }, token: user.access.token }),
      check: async (data, world) => {
        expect(data).toEqual({ _id: expect.any(String), name: 'Pantry', createdAt: NOW, itemCount: 0, expiringCount: 0 });
        world.pantry = data;
        world.clock = Date.parse(LATER);
        world.freezer = dataOf(await callOperation(world.t.app, 'createStorageGroup', { body: { name: 'Frezer' }, token: world.user.access.token }));
      },
    },
    updateStorageGroup: {
      call: ({ t, user, freezer }) => callOperation(t.app, 'updateStorageGroup', { body: { storageGroupId: freezer._id, name: 'Freezer' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ ...world.freezer, name: 'Freezer' });
        world.freezer = data;
      },
    },
    createStorageItems: {
      call: ({ t, user, pantry }) =>
        callOperation(t.app, 'createStorageItems', {
          body: { storageGroupId: pantry._id, items: [{ name: 'Wheat flour', quantity: 1, unit: 'kg', bestBefore: '2026-11-30' }, { name: 'flour', quantity: 500, unit: 'g' }, { name: 'Peas' }], mergeSameFood: true },
          token: user.access.token,
        }),
      check: (data, world) => {
        expect(data.merged).toEqual([]);
        expect(data.added.map(({ name, quantity, unit, bestBefore, isFood }) => [name, quantity, unit, bestBefore, isFood])).toEqual([
          ['Wheat flour', 1.5, 'kg', '2026-11-30', true],
          ['Peas', null, null, null, true],
        ]);
        [world.flour, world.peas] = data.added as [Schemas['StorageItem'], Schemas['StorageItem']];
      },
    },
    getStorageGroups: {
      call: ({ t, user }) => callOperation(t.app, 'getStorageGroups', { query: { date: '2026-11-25' }, token: user.access.token }),
      check: (data, { pantry, freezer }) =>
        expect(data).toEqual([
          { ...pantry, itemCount: 2, expiringCount: 1 },
          { ...freezer, itemCount: 0, expiringCount: 0 },
        ]),
    },
    updateStorageItem: {
      call: ({ t, user, peas, freezer }) =>
        callOperation(t.app, 'updateStorageItem', { body: { storageItemId: peas._id, quantity: 450, unit: 'g', storageGroupId: freezer._id }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ ...world.peas, quantity: 450, unit: 'g', storageGroupId: world.freezer._id });
        world.peas = data;
      },
    },
    getStorageItems: {
      call: ({ t, user }) => callOperation(t.app, 'getStorageItems', { query: { search: 'FLOUR' }, token: user.access.token }),
      check: async (data, { t, user, flour, peas }) => {
        expect(data).toEqual([{ ...flour, groupName: 'Pantry' }]);
        const token = user.access.token;
        expect(dataOf(await callOperation(t.app, 'getStorageItems', { query: { storageItemId: peas._id }, token }))).toEqual(peas);
        expect(dataOf(await callOperation(t.app, 'getStorageItems', { query: { storageGroupId: peas.storageGroupId }, token }))).toEqual([{ ...peas, groupName: 'Freezer' }]);
        expect(dataOf(await callOperation(t.app, 'getStorageItems', { query: { expiringBy: '2026-12-01' }, token }))).toEqual([{ ...flour, groupName: 'Pantry' }]);
      },
    },
    exportStorage: {
      callForBytes: ({ t, user }) => callOperationForBytes(t.app, 'exportStorage', { token: user.access.token }),
      checkBytes: (answer) => {
        expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(answer.headers['content-disposition']).toContain('filename="storage-2026-11-25.csv"');
        expect(answer.bytes.toString('utf8').split('\r\n')).toEqual([
          '\uFEFFPlace,Name,Amount,Unit,Best before,Food,Note,Added',
          'Freezer,Peas,450,g,,yes,,2026-11-25',
          'Pantry,Wheat flour,1.5,kg,2026-11-30,yes,,2026-11-25',
          '',
        ]);
      },
    },
    deleteStorageItem: {
      call: ({ t, user, flour }) => callOperation(t.app, 'deleteStorageItem', { query: { storageItemId: flour._id }, token: user.access.token }),
      check: async (data, { t, user, flour }) => {
        expect(data).toBeNull();
        expect((await callOperation(t.app, 'getStorageItems', { query: { storageItemId: flour._id }, token: user.access.token })).statusCode).toBe(404);
      },
    },
    deleteStorageGroup: {
      call: ({ t, user, freezer, pantry }) => callOperation(t.app, 'deleteStorageGroup', { query: { storageGroupId: freezer._id, moveItemsTo: pantry._id }, token: user.access.token }),
      check: async (data, { t, user, peas, pantry }) => {
        expect(data).toEqual({ deletedItems: 0, movedItems: 1 });
        expect(dataOf(await callOperation(t.app, 'getStorageItems', { query: { storageItemId: peas._id }, token: user.access.token }))).toMatchObject({ storageGroupId: pantry._id });
        expect(dataOf(await callOperation(t.app, 'getStorageGroups', { token: user.access.token }))).toEqual([{ ...pantry, itemCount: 1, expiringCount: 0 }]);
      },
    },
  },
};
