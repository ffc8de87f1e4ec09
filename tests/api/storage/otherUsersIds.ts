// The storage area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): each
// operation that takes an Id, called with the victim's group or item (and, where it takes two,
// with the attacker's own beside the victim's: moving into the victim's group, merging into it),
// and what the victim sees of their own storage: the groups, one group, its items, one item, a
// search and what expires.
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';

interface Owned {
  group: string;
  item: string;
}

/** Filled by prepare: the victim's and the attacker's own group and item. */
const ids = { victim: {} as Owned, attacker: {} as Owned };

async function makeStorage(t: TestApp, user: SignedUp): Promise<Owned> {
  const token = user.access.token;
  const group = dataOf(await callOperation(t.app, 'createStorageGroup', { body: { name: 'Hidden pantry' }, token }));
  const { added } = dataOf(
    await callOperation(t.app, 'createStorageItems', { body: { storageGroupId: group._id, items: [{ name: 'Saffron', quantity: 2, unit: 'g', bestBefore: '2026-11-20' }] }, token }),
  );
  return { group: group._id, item: added[0]!._id };
}

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    ids.victim = await makeStorage(t, victim);
    ids.attacker = await makeStorage(t, attacker);
  },
  attempts: {
    getStorageGroups: [
      ({ app }, { attacker }) => callOperation(app, 'getStorageGroups', { query: { storageGroupId: ids.victim.group }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getStorageGroups', { query: { storageGroupId: ids.victim.group, date: '2026-11-20' }, token: attacker.access.token }),
    ],
    updateStorageGroup: [
      ({ app }, { attacker }) => callOperation(app, 'updateStorageGroup', { body: { storageGroupId: ids.victim.group, name: 'Mine now' }, token: attacker.access.token }),
    ],
    deleteStorageGroup: [
      ({ app }, { attacker }) => callOperation(app, 'deleteStorageGroup', { query: { storageGroupId: ids.victim.group }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'deleteStorageGroup', { query: { storageGroupId: ids.victim.group, deleteItems: true }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'deleteStorageGroup', { query: { storageGroupId: ids.victim.group, moveItemsTo: ids.attacker.group }, token: attacker.access.token }),
      // The attacker's own group emptied into the victim's.
      ({ app }, { attacker }) =>
        callOperation(app, 'deleteStorageGroup', { query: { storageGroupId: ids.attacker.group, moveItemsTo: ids.victim.group }, token: attacker.access.token }),
    ],
    getStorageItems: [
      ({ app }, { attacker }) => callOperation(app, 'getStorageItems', { query: { storageItemId: ids.victim.item }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getStorageItems', { query: { storageGroupId: ids.victim.group }, token: attacker.access.token }),
    ],
    createStorageItems: [
      ({ app }, { attacker }) => callOperation(app, 'createStorageItems', { body: { storageGroupId: ids.victim.group, items: [{ name: 'Planted' }] }, token: attacker.access.token }),
      // The same food as the victim's item, asking to merge into it.
      ({ app }, { attacker }) =>
        callOperation(app, 'createStorageItems', {
          body: { storageGroupId: ids.victim.group, items: [{ name: 'Saffron', quantity: 1, unit: 'g' }], mergeSameFood: true },
          token: attacker.access.token,
        }),
    ],
    updateStorageItem: [
      ({ app }, { attacker }) => callOperation(app, 'updateStorageItem', { body: { storageItemId: ids.victim.item, name: 'Mine now' }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateStorageItem', { body: { storageItemId: ids.victim.item, storageGroupId: ids.attacker.group }, token: attacker.access.token }),
      // The attacker's own item moved into the victim's group, renamed on the way.
      ({ app }, { attacker }) =>
        callOperation(app, 'updateStorageItem', { body: { storageItemId: ids.attacker.item, name: 'Renamed too', storageGroupId: ids.victim.group }, token: attacker.access.token }),
    ],
    deleteStorageItem: [({ app }, { attacker }) => callOperation(app, 'deleteStorageItem', { query: { storageItemId: ids.victim.item }, token: attacker.access.token })],
  },
  ownView: ({ app }, victim) => {
    const token = victim.access.token;
    return Promise.all([
      callOperation(app, 'getStorageGroups', { token }),
      callOperation(app, 'getStorageGroups', { query: { storageGroupId: ids.victim.group }, token }),
      callOperation(app, 'getStorageItems', { query: { storageItemId: ids.victim.item }, token }),
      callOperation(app, 'getStorageItems', { query: { storageGroupId: ids.victim.group }, token }),
      callOperation(app, 'getStorageItems', { query: { search: 'saffron' }, token }),
      callOperation(app, 'getStorageItems', { query: { expiringBy: '2026-12-01' }, token }),
    ]);
  },
};
