// The collections area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts):
// each operation that takes an Id, called with the victim's collection or item (also with the
// victim's field ids in values and field lists), and what the victim sees of their own collections:
// the list, one collection, its items and one item.
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';

interface Owned {
  collection: string;
  field: string;
  item: string;
}

/** Filled by prepare: the victim's collection, field and item (the attacker has one too). */
const ids = { victim: {} as Owned };

async function makeCollection(t: TestApp, user: SignedUp): Promise<Owned> {
  const token = user.access.token;
  const collection = dataOf(await callOperation(t.app, 'createCollection', { body: { name: 'Hidden records', fields: [{ name: 'Title', type: 'text' }] }, token }));
  const field = collection.fields[0]!.id;
  const item = dataOf(await callOperation(t.app, 'createItem', { body: { collectionId: collection._id, values: { [field]: 'Secret album' } }, token }));
  return { collection: collection._id, field, item: item._id };
}

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    ids.victim = await makeCollection(t, victim);
    await makeCollection(t, attacker);
  },
  attempts: {
    createCollection: [
      ({ app }, { attacker }) =>
        callOperation(app, 'createCollection', { body: { name: 'Copy', fields: [{ id: ids.victim.field, name: 'Title', type: 'text' }] }, token: attacker.access.token }),
    ],
    getCollections: [({ app }, { attacker }) => callOperation(app, 'getCollections', { query: { collectionId: ids.victim.collection }, token: attacker.access.token })],
    updateCollection: [
      ({ app }, { attacker }) => callOperation(app, 'updateCollection', { body: { collectionId: ids.victim.collection, name: 'Mine now' }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'updateCollection', { body: { collectionId: ids.victim.collection, fields: [] }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateCollection', { body: { collectionId: ids.victim.collection, fields: [{ id: ids.victim.field, name: 'Title', type: 'number' }] }, token: attacker.access.token }),
    ],
    deleteCollection: [({ app }, { attacker }) => callOperation(app, 'deleteCollection', { query: { collectionId: ids.victim.collection }, token: attacker.access.token })],
    getItems: [
      ({ app }, { attacker }) => callOperation(app, 'getItems', { query: { itemId: ids.victim.item }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getItems', { query: { collectionId: ids.victim.collection }, token: attacker.access.token }),
    ],
    createItem: [
      ({ app }, { attacker }) => callOperation(app, 'createItem', { body: { collectionId: ids.victim.collection }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'createItem', { body: { collectionId: ids.victim.collection, values: { [ids.victim.field]: 'Planted' } }, token: attacker.access.token }),
    ],
    updateItem: [
      ({ app }, { attacker }) => callOperation(app, 'updateItem', { body: { itemId: ids.victim.item, values: { [ids.victim.field]: 'Mine now' } }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'updateItem', { body: { itemId: ids.victim.item, discardUnconverted: [ids.victim.field] }, token: attacker.access.token }),
    ],
    deleteItem: [({ app }, { attacker }) => callOperation(app, 'deleteItem', { query: { itemId: ids.victim.item }, token: attacker.access.token })],
    importItems: [
      ({ app }, { attacker }) => callOperation(app, 'importItems', { body: { collectionId: ids.victim.collection, items: [{ values: { [ids.victim.field]: 'Planted' } }] }, token: attacker.access.token }),
    ],
  },
  ownView: ({ app }, victim) => {
    const token = victim.access.token;
    return Promise.all([
      callOperation(app, 'getCollections', { token }),
      callOperation(app, 'getCollections', { query: { collectionId: ids.victim.collection }, token }),
      callOperation(app, 'getItems', { query: { collectionId: ids.victim.collection }, token }),
      callOperation(app, 'getItems', { query: { itemId: ids.victim.item }, token }),
    ]);
  },
};
