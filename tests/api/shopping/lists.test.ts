// Proves /shopping-list: lists are made (trimmed), listed oldest first with their open and checked
// counts, read one at a time with their items in position order, renamed, reordered (only by an
// order that holds exactly the list's items) and deleted with their items. Every refusal answers
// its code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/ids';
import { callOperation } from '../contractClient';
import { amounts, asLists, expectRefusal, NOW, startShoppingApi, type ShoppingApi } from './shoppingApi';

const MINUTE = 60_000;

describe('shopping lists', () => {
  let api: ShoppingApi;

  beforeAll(async () => {
    api = await startShoppingApi('lisa');
  });
  afterAll(async () => {
    await api.t.close();
  });

  describe('making, listing and reading', () => {
    it('makes a list with a trimmed name and no items', async () => {
      api.setNow(NOW);
      const made = await api.ok('createShoppingList', { body: { name: '  Weekly shop  ' } });
      expect(made).toEqual({ _id: expect.stringMatching(/^[\w-]{12}$/), name: 'Weekly shop', createdAt: NOW, openCount: 0, checkedCount: 0, items: [] });
      expect(await api.readList(made._id)).toEqual(made);
    });

    it('lists every list oldest first (not by name) with how many items are open and checked', async () => {
      const own = await api.otherUser('lister');
      api.setNow('2026-11-26T08:00:00.000Z');
      const zoo = await own.ok('createShoppingList', { body: { name: 'Zoo party' } });
      api.advance(MINUTE);
      const apple = await own.ok('createShoppingList', { body: { name: 'Apple pie' } });
      await own.ok('createShoppingItems', { body: { shoppingListId: apple._id, items: [{ name: 'Apples' }, { name: 'Butter' }, { name: 'Sugar' }] } });
      const [first] = await own.ok('getShoppingItems', { query: { shoppingListId: apple._id } });
      await own.ok('updateShoppingItem', { body: { shoppingItemId: first!._id, checked: true } });

      const lists = await own.ok('getShoppingLists');
      expect(lists).toEqual([
        { _id: zoo._id, name: 'Zoo party', createdAt: '2026-11-26T08:00:00.000Z', openCount: 0, checkedCount: 0 },
        { _id: apple._id, name: 'Apple pie', createdAt: '2026-11-26T08:01:00.000Z', openCount: 2, checkedCount: 1 },
      ]);
    });

    it('reads one list with its items, checked or not, in position order and its counts', async () => {
      const list = await api.makeList('Dinner');
      await api.add(list._id, [{ name: 'Rice' }, { name: 'Beans', quantity: 2, unit: 'cans' }]);
      const read = await api.readList(list._id);
      expect(amounts(read.items)).toEqual([
        ['Rice', null, null],
        ['Beans', 2, 'can'],
      ]);
      expect(read).toMatchObject({ openCount: 2, checkedCount: 0 });
      expect(read.items.map((item) => item.position)).toEqual([0, 1]);
    });

    it('answers 404 for a list that does not exist', async () => {
      expectRefusal(await api.call('getShoppingLists', { query: { shoppingListId: newId() } }), 404, 'SHOPPING_LIST_NOT_FOUND');
    });

    it('needs a sign-in', async () => {
      expect((await callOperation(api.t.app, 'getShoppingLists')).statusCode).toBe(401);
    });
  });

  describe('refusals when making', () => {
    it.each([
      ['an empty name', { name: '   ' }, 400, 'SHOPPING_LIST_NAME_REQUIRED'],
      ['a name over 200 characters', { name: 'x'.repeat(201) }, 400, 'VALIDATION_FAILED'],
      ['an unknown field', { name: 'Party', colour: 'red' }, 400, 'VALIDATION_FAILED'],
    ] as const)('refuses %s and makes nothing', async (_, body, status, code) => {
      const before = await api.snapshot();
      expectRefusal(await api.call('createShoppingList', { body: body as { name: string } }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });
  });

  describe('renaming and reordering', () => {
    it('renames a list, trimmed, keeping its items', async () => {
      const list = await api.makeList('Sunday');
      await api.add(list._id, [{ name: 'Milk' }]);
      const renamed = await api.ok('updateShoppingList', { body: { shoppingListId: list._id, name: ' Saturday ' } });
      expect(renamed).toMatchObject({ _id: list._id, name: 'Saturday', createdAt: list.createdAt, openCount: 1 });
      expect(amounts(renamed.items)).toEqual([['Milk', null, null]]);
    });

    it('puts the items in the order sent, and keeps it when read again', async () => {
      const list = await api.makeList('Order');
      const { added } = await api.add(list._id, [{ name: 'Bread' }, { name: 'Cheese' }, { name: 'Eggs' }]);
      const [bread, cheese, eggs] = added.map((item) => item._id);
      const changed = await api.ok('updateShoppingList', { body: { shoppingListId: list._id, itemOrder: [eggs!, bread!, cheese!] } });
      expect(changed.items.map((item) => item.name)).toEqual(['Eggs', 'Bread', 'Cheese']);
      expect((await api.ok('getShoppingItems', { query: { shoppingListId: list._id } })).map((item) => item.name)).toEqual(['Eggs', 'Bread', 'Cheese']);
      // A new item still goes to the end.
      await api.add(list._id, [{ name: 'Jam' }]);
      expect((await api.readList(list._id)).items.map((item) => item.name)).toEqual(['Eggs', 'Bread', 'Cheese', 'Jam']);
    });

    it('renames and reorders in one call', async () => {
      const list = await api.makeList('Both');
      const { added } = await api.add(list._id, [{ name: 'A' }, { name: 'B' }]);
      const changed = await api.ok('updateShoppingList', { body: { shoppingListId: list._id, name: 'Both done', itemOrder: [added[1]!._id, added[0]!._id] } });
      expect([changed.name, changed.items.map((item) => item.name)]).toEqual(['Both done', ['B', 'A']]);
    });

    it('refuses an order that is not exactly the list’s items, and changes nothing', async () => {
      const list = await api.makeList('Strict');
      const other = await api.makeList('Other');
      const { added } = await api.add(list._id, [{ name: 'Tea' }, { name: 'Coffee' }]);
      const { added: elsewhere } = await api.add(other._id, [{ name: 'Soap' }]);
      const [tea, coffee] = added.map((item) => item._id);
      const before = await api.snapshot();
      for (const itemOrder of [[tea!], [tea!, coffee!, tea!], [tea!, tea!], [tea!, coffee!, elsewhere[0]!._id], [coffee!, elsewhere[0]!._id]]) {
        expectRefusal(await api.call('updateShoppingList', { body: { shoppingListId: list._id, itemOrder, name: 'Renamed too' } }), 400, 'ITEM_ORDER_MISMATCH');
      }
      expectRefusal(await api.call('updateShoppingList', { body: { shoppingListId: list._id, itemOrder: [tea!, newId()] } }), 404, 'SHOPPING_ITEM_NOT_FOUND');
      expect(await api.snapshot()).toEqual(before);
    });

    it('accepts an empty order for an empty list', async () => {
      const list = await api.makeList('Empty');
      expect((await api.ok('updateShoppingList', { body: { shoppingListId: list._id, itemOrder: [] } })).items).toEqual([]);
    });

    it.each([
      ['no change', {}, 400, 'NOTHING_TO_CHANGE'],
      ['an empty name', { name: '' }, 400, 'SHOPPING_LIST_NAME_REQUIRED'],
      ['a name over 200 characters', { name: 'y'.repeat(201) }, 400, 'VALIDATION_FAILED'],
      ['an id that is not one', { itemOrder: ['short'] }, 400, 'VALIDATION_FAILED'],
    ] as const)('refuses %s and changes nothing', async (_, change, status, code) => {
      const list = await api.makeList('Kept');
      const before = await api.snapshot();
      expectRefusal(await api.call('updateShoppingList', { body: { shoppingListId: list._id, ...change } as { shoppingListId: string } }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    it('answers 404 when changing a list that does not exist', async () => {
      expectRefusal(await api.call('updateShoppingList', { body: { shoppingListId: newId(), name: 'Ghost' } }), 404, 'SHOPPING_LIST_NOT_FOUND');
    });
  });

  describe('deleting', () => {
    it('deletes a list with its items, leaving other lists alone', async () => {
      const own = await api.otherUser('deleter');
      const doomed = await own.ok('createShoppingList', { body: { name: 'Doomed' } });
      const kept = await own.ok('createShoppingList', { body: { name: 'Kept' } });
      await own.ok('createShoppingItems', { body: { shoppingListId: doomed._id, items: [{ name: 'Gone' }, { name: 'Gone too' }] } });
      await own.ok('createShoppingItems', { body: { shoppingListId: kept._id, items: [{ name: 'Stays' }] } });

      expect(await own.ok('deleteShoppingList', { query: { shoppingListId: doomed._id } })).toBeNull();
      expectRefusal(await own.call('getShoppingLists', { query: { shoppingListId: doomed._id } }), 404, 'SHOPPING_LIST_NOT_FOUND');
      expectRefusal(await own.call('getShoppingItems', { query: { shoppingListId: doomed._id } }), 404, 'SHOPPING_LIST_NOT_FOUND');
      expect(asLists(await own.ok('getShoppingLists')).map((list) => list.name)).toEqual(['Kept']);
      const rows = (await api.snapshot()).shopping_item ?? [];
      expect(rows.filter((row) => row.includes('Gone'))).toEqual([]);
      expect(rows.filter((row) => row.includes('Stays'))).toHaveLength(1);
    });

    it('answers 404 for a list that does not exist', async () => {
      expectRefusal(await api.call('deleteShoppingList', { query: { shoppingListId: newId() } }), 404, 'SHOPPING_LIST_NOT_FOUND');
    });
  });
});
