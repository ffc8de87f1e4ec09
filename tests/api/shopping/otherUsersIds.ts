// The shopping area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): each
// operation that takes an Id, called with the victim's list or item (and, where it takes two, with
// the attacker's own beside the victim's), and what the victim sees of their own lists and items.
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';

interface Owned {
  list: string;
  openItem: string;
  checkedItem: string;
}

/** Filled by prepare: the victim's and the attacker's own list with an open and a checked item. */
const ids = { victim: {} as Owned, attacker: {} as Owned };

async function makeShopping(t: TestApp, user: SignedUp): Promise<Owned> {
  const token = user.access.token;
  const list = dataOf(await callOperation(t.app, 'createShoppingList', { body: { name: 'Private errands' }, token }));
  const { added } = dataOf(
    await callOperation(t.app, 'createShoppingItems', {
      body: { shoppingListId: list._id, items: [{ name: 'Flour', quantity: 200, unit: 'g' }, { name: 'Pregnancy test', checked: true }] },
      token,
    }),
  );
  return { list: list._id, openItem: added[0]!._id, checkedItem: added[1]!._id };
}

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    ids.victim = await makeShopping(t, victim);
    ids.attacker = await makeShopping(t, attacker);
  },
  attempts: {
    getShoppingLists: [({ app }, { attacker }) => callOperation(app, 'getShoppingLists', { query: { shoppingListId: ids.victim.list }, token: attacker.access.token })],
    updateShoppingList: [
      ({ app }, { attacker }) => callOperation(app, 'updateShoppingList', { body: { shoppingListId: ids.victim.list, name: 'Mine now' }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateShoppingList', { body: { shoppingListId: ids.victim.list, itemOrder: [ids.victim.checkedItem, ids.victim.openItem] }, token: attacker.access.token }),
      // The victim's items in the order of the attacker's own list.
      ({ app }, { attacker }) =>
        callOperation(app, 'updateShoppingList', {
          body: { shoppingListId: ids.attacker.list, itemOrder: [ids.attacker.openItem, ids.attacker.checkedItem, ids.victim.openItem] },
          token: attacker.access.token,
        }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateShoppingList', {
          body: { shoppingListId: ids.attacker.list, name: 'Renamed too', itemOrder: [ids.victim.openItem, ids.victim.checkedItem] },
          token: attacker.access.token,
        }),
    ],
    deleteShoppingList: [({ app }, { attacker }) => callOperation(app, 'deleteShoppingList', { query: { shoppingListId: ids.victim.list }, token: attacker.access.token })],
    getShoppingItems: [({ app }, { attacker }) => callOperation(app, 'getShoppingItems', { query: { shoppingListId: ids.victim.list }, token: attacker.access.token })],
    createShoppingItems: [
      ({ app }, { attacker }) => callOperation(app, 'createShoppingItems', { body: { shoppingListId: ids.victim.list, items: [{ name: 'Planted' }] }, token: attacker.access.token }),
      // Merging would add to the victim's open flour.
      ({ app }, { attacker }) =>
        callOperation(app, 'createShoppingItems', {
          body: { shoppingListId: ids.victim.list, items: [{ name: 'Flour', quantity: 1, unit: 'kg' }], mergeSameFood: true },
          token: attacker.access.token,
        }),
    ],
    updateShoppingItem: [
      ({ app }, { attacker }) => callOperation(app, 'updateShoppingItem', { body: { shoppingItemId: ids.victim.openItem, checked: true }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'updateShoppingItem', { body: { shoppingItemId: ids.victim.checkedItem, name: 'Read by mallory' }, token: attacker.access.token }),
    ],
    deleteShoppingItems: [
      ({ app }, { attacker }) => callOperation(app, 'deleteShoppingItems', { query: { shoppingItemId: ids.victim.openItem }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'deleteShoppingItems', { query: { shoppingListId: ids.victim.list, checked: true }, token: attacker.access.token }),
    ],
  },
  ownView: ({ app }, victim) => {
    const token = victim.access.token;
    return Promise.all([
      callOperation(app, 'getShoppingLists', { token }),
      callOperation(app, 'getShoppingLists', { query: { shoppingListId: ids.victim.list }, token }),
      callOperation(app, 'getShoppingItems', { query: { shoppingListId: ids.victim.list }, token }),
    ]);
  },
};
