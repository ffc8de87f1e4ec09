// The shopping area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user makes a list, adds items (one merged into an open item of the same food), reads the lists,
// the list and its items, renames the list and reorders it, checks an item off, clears the checked
// items, deletes an item and the list, each call asserting what a user would notice.
import { expect } from 'vitest';
import type { Schemas } from '../../../src/contract/types';
import type { shopping } from '../../../src/server/areas/shopping/index';
import { signUp, type SignedUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';

export interface ShoppingWorld {
  t: TestApp;
  user: SignedUp;
  list: Schemas['ShoppingListWithItems'];
  items: Schemas['ShoppingItem'][];
}

const NOW = '2026-11-26T09:00:00.000Z';

export const operations: AreaOperations<typeof shopping, ShoppingWorld> = {
  async start() {
    const world = {} as ShoppingWorld;
    world.t = await createTestApp({ settings: { shopping: { now: () => new Date(NOW) } } });
    world.user = await signUp(world.t.app, 'sigge');
    return world;
  },
  entries: {
    createShoppingList: {
      call: ({ t, user }) => callOperation(t.app, 'createShoppingList', { body: { name: 'Groceries' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ _id: expect.any(String), name: 'Groceries', createdAt: NOW, openCount: 0, checkedCount: 0, items: [] });
        world.list = data;
      },
    },
    createShoppingItems: {
      call: async ({ t, user, list }) => {
        dataOf(await callOperation(t.app, 'createShoppingItems', { body: { shoppingListId: list._id, items: [{ name: 'Flour', quantity: 200, unit: 'g' }] }, token: user.access.token }));
        return callOperation(t.app, 'createShoppingItems', {
          body: { shoppingListId: list._id, items: [{ name: 'flour', quantity: 0.3, unit: 'kg' }, { name: 'Eggs', quantity: 6 }, { name: 'Milk', quantity: 1, unit: 'litre' }], mergeSameFood: true },
          token: user.access.token,
        });
      },
      check: (data, world) => {
        expect(data.merged).toMatchObject([{ name: 'Flour', quantity: 500, unit: 'g', position: 0 }]);
        expect(data.added).toMatchObject([
          { name: 'Eggs', quantity: 6, unit: null, note: '', checked: false, checkedAt: null, position: 1, createdAt: NOW },
          { name: 'Milk', quantity: 1, unit: 'l', position: 2 },
        ]);
        world.items = [...data.merged, ...data.added];
      },
    },
    getShoppingLists: {
      call: ({ t, user }) => callOperation(t.app, 'getShoppingLists', { token: user.access.token }),
      check: async (data, { t, user, list, items }) => {
        expect(data).toEqual([{ _id: list._id, name: 'Groceries', createdAt: NOW, openCount: 3, checkedCount: 0 }]);
        expect(dataOf(await callOperation(t.app, 'getShoppingLists', { query: { shoppingListId: list._id }, token: user.access.token }))).toEqual({
          ...list,
          openCount: 3,
          items,
        });
      },
    },
    getShoppingItems: {
      call: ({ t, user, list }) => callOperation(t.app, 'getShoppingItems', { query: { shoppingListId: list._id }, token: user.access.token }),
      check: (data, { items }) => expect(data).toEqual(items),
    },
    updateShoppingList: {
      call: ({ t, user, list, items }) =>
        callOperation(t.app, 'updateShoppingList', {
          body: { shoppingListId: list._id, name: 'Saturday', itemOrder: [items[2]!._id, items[0]!._id, items[1]!._id] },
          token: user.access.token,
        }),
      check: (data, world) => {
        expect(data.name).toBe('Saturday');
        expect(data.items.map((item) => [item.name, item.position])).toEqual([
          ['Milk', 0],
          ['Flour', 1],
          ['Eggs', 2],
        ]);
        world.list = data;
        world.items = data.items;
      },
    },
    updateShoppingItem: {
      call: ({ t, user, items }) => callOperation(t.app, 'updateShoppingItem', { body: { shoppingItemId: items[0]!._id, checked: true }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ ...world.items[0], checked: true, checkedAt: NOW });
        world.items[0] = data;
      },
    },
    deleteShoppingItems: {
      call: ({ t, user, list }) => callOperation(t.app, 'deleteShoppingItems', { query: { shoppingListId: list._id, checked: true }, token: user.access.token }),
      check: async (data, { t, user, list, items }) => {
        expect(data).toEqual([items[0]]);
        const single = dataOf(await callOperation(t.app, 'deleteShoppingItems', { query: { shoppingItemId: items[2]!._id }, token: user.access.token }));
        expect(single).toEqual([items[2]]);
        expect(dataOf(await callOperation(t.app, 'getShoppingItems', { query: { shoppingListId: list._id }, token: user.access.token }))).toEqual([items[1]]);
      },
    },
    deleteShoppingList: {
      call: ({ t, user, list }) => callOperation(t.app, 'deleteShoppingList', { query: { shoppingListId: list._id }, token: user.access.token }),
      check: async (data, { t, user }) => {
        expect(data).toBeNull();
        expect(dataOf(await callOperation(t.app, 'getShoppingLists', { token: user.access.token }))).toEqual([]);
      },
    },
  },
};
