// Proves /shopping-item without merging: items are added at the end of the list in the order
// sent (units normalised when known, kept as written when not), read in position order, changed,
// checked off (with the time) and back on, deleted one at a time or by clearing the checked ones,
// whose answer can be posted back to undo. The limits hold, and every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/ids';
import { amounts, expectRefusal, NOW, startShoppingApi, type ShoppingApi, type ShoppingItem } from './shoppingApi';

const MINUTE = 60_000;

describe('shopping items', () => {
  let api: ShoppingApi;

  beforeAll(async () => {
    api = await startShoppingApi('ivan');
  });
  afterAll(async () => {
    await api.t.close();
  });

  describe('adding and reading', () => {
    it('adds items at the end in the order sent, trimmed, with units normalised when known', async () => {
      api.setNow(NOW);
      const list = await api.makeList('Groceries');
      const { added, merged } = await api.add(list._id, [
        { name: ' Flour ', quantity: 500, unit: 'grams', note: ' organic ' },
        { name: 'Olive oil', quantity: 2, unit: 'Tbsp' },
        { name: 'Cream', quantity: 3, unit: 'dl' },
        { name: 'Lemons', quantity: 1, unit: ' net ' },
        { name: 'Salt' },
        { name: 'Pepper', quantity: null, unit: '  ' },
      ]);
      expect(merged).toEqual([]);
      expect(added[0]).toEqual({
        _id: expect.stringMatching(/^[\w-]{12}$/),
        shoppingListId: list._id,
        name: 'Flour',
        quantity: 500,
        unit: 'g',
        note: 'organic',
        checked: false,
        checkedAt: null,
        position: 0,
        createdAt: NOW,
      });
      expect(amounts(added)).toEqual([
        ['Flour', 500, 'g'],
        ['Olive oil', 2, 'tbsp'],
        ['Cream', 3, 'dl'],
        ['Lemons', 1, 'net'],
        ['Salt', null, null],
        ['Pepper', null, null],
      ]);
      expect(added.map((item) => item.position)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(await api.ok('getShoppingItems', { query: { shoppingListId: list._id } })).toEqual(added);

      api.advance(MINUTE);
      const { added: later } = await api.add(list._id, [{ name: 'Yeast', quantity: 1, unit: 'pack' }]);
      expect(later).toMatchObject([{ name: 'Yeast', position: 6, createdAt: '2026-11-26T10:01:00.000Z' }]);
    });

    it('keeps the same food twice as two items when not asked to merge', async () => {
      const list = await api.makeList('No merge');
      await api.add(list._id, [{ name: 'Flour', quantity: 200, unit: 'g' }]);
      const { added, merged } = await api.add(list._id, [{ name: 'Flour', quantity: 300, unit: 'g' }], false);
      expect([amounts(added), merged]).toEqual([[['Flour', 300, 'g']], []]);
      expect(amounts((await api.readList(list._id)).items)).toEqual([
        ['Flour', 200, 'g'],
        ['Flour', 300, 'g'],
      ]);
    });

    it('adds an item already checked, with the time, as an undo of clearing does', async () => {
      api.setNow(NOW);
      const list = await api.makeList('Checked on arrival');
      const { added } = await api.add(list._id, [{ name: 'Bought', checked: true }]);
      expect(added).toMatchObject([{ checked: true, checkedAt: NOW }]);
    });
  });

  describe('refusals when adding', () => {
    it.each([
      ['no items', { items: [] }, 400, 'VALIDATION_FAILED'],
      ['more than 200 items', { items: Array.from({ length: 201 }, (_, i) => ({ name: `Item ${i}` })) }, 400, 'VALIDATION_FAILED'],
      ['an empty name among good ones', { items: [{ name: 'Good' }, { name: '  ' }] }, 400, 'SHOPPING_ITEM_NAME_REQUIRED'],
      ['a name over 200 characters', { items: [{ name: 'n'.repeat(201) }] }, 400, 'VALIDATION_FAILED'],
      ['a note over 1,000 characters', { items: [{ name: 'Note', note: 'n'.repeat(1001) }] }, 400, 'VALIDATION_FAILED'],
      ['a unit over 50 characters', { items: [{ name: 'Unit', unit: 'u'.repeat(51) }] }, 400, 'VALIDATION_FAILED'],
      ['a negative quantity', { items: [{ name: 'Minus', quantity: -1 }] }, 400, 'VALIDATION_FAILED'],
      ['a quantity that is text', { items: [{ name: 'Text', quantity: '2' }] }, 400, 'VALIDATION_FAILED'],
      ['an unknown field on an item', { items: [{ name: 'Odd', colour: 'red' }] }, 400, 'VALIDATION_FAILED'],
      ['an unknown field', { items: [{ name: 'Odd' }], colour: 'red' }, 400, 'VALIDATION_FAILED'],
    ] as const)('refuses %s and adds nothing', async (_, body, status, code) => {
      const list = await api.makeList('Refusing');
      const before = await api.snapshot();
      expectRefusal(await api.call('createShoppingItems', { body: { shoppingListId: list._id, ...body } as never }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    it('answers 404 for a list that does not exist', async () => {
      expectRefusal(await api.call('createShoppingItems', { body: { shoppingListId: newId(), items: [{ name: 'Lost' }] } }), 404, 'SHOPPING_LIST_NOT_FOUND');
      expectRefusal(await api.call('getShoppingItems', { query: { shoppingListId: newId() } }), 404, 'SHOPPING_LIST_NOT_FOUND');
    });

    it('holds at most 1,000 items a list: more is refused whole, merging into what is there still works', async () => {
      const list = await api.makeList('Full');
      for (let batch = 0; batch < 5; batch += 1) {
        await api.add(
          list._id,
          Array.from({ length: 200 }, (_, i) => ({ name: `Thing ${batch * 200 + i}`, quantity: 1, unit: 'g' })),
        );
      }
      const before = await api.snapshot();
      expectRefusal(await api.call('createShoppingItems', { body: { shoppingListId: list._id, items: [{ name: 'One too many' }] } }), 409, 'SHOPPING_LIST_FULL');
      expectRefusal(
        await api.call('createShoppingItems', { body: { shoppingListId: list._id, items: [{ name: 'Thing 0', quantity: 1, unit: 'g' }, { name: 'Brand new' }], mergeSameFood: true } }),
        409,
        'SHOPPING_LIST_FULL',
      );
      expect(await api.snapshot()).toEqual(before);

      const { added, merged } = await api.add(list._id, [{ name: 'Thing 7', quantity: 2, unit: 'g' }], true);
      expect([added, amounts(merged)]).toEqual([[], [['Thing 7', 3, 'g']]]);
    });
  });

  describe('changing and checking off', () => {
    let item: ShoppingItem;

    beforeAll(async () => {
      api.setNow(NOW);
      const list = await api.makeList('Changes');
      [item] = (await api.add(list._id, [{ name: 'Milk', quantity: 1, unit: 'l', note: 'lactose free' }])).added as [ShoppingItem];
    });

    it('changes the name, amount, unit and note, normalising the unit', async () => {
      const changed = await api.ok('updateShoppingItem', { body: { shoppingItemId: item._id, name: ' Oat milk ', quantity: 1.5, unit: 'litres', note: '' } });
      expect(changed).toEqual({ ...item, name: 'Oat milk', quantity: 1.5, unit: 'l', note: '' });
      const cleared = await api.ok('updateShoppingItem', { body: { shoppingItemId: item._id, quantity: null, unit: null } });
      expect(cleared).toEqual({ ...changed, quantity: null, unit: null });
      item = cleared;
    });

    it('checks an item off with the time, keeps that time on a second tap, and clears it when unchecked', async () => {
      api.setNow('2026-11-26T12:00:00.000Z');
      const checked = await api.ok('updateShoppingItem', { body: { shoppingItemId: item._id, checked: true } });
      expect(checked).toEqual({ ...item, checked: true, checkedAt: '2026-11-26T12:00:00.000Z' });

      api.advance(MINUTE);
      expect(await api.ok('updateShoppingItem', { body: { shoppingItemId: item._id, checked: true } })).toEqual(checked);
      expect((await api.readList(item.shoppingListId)).items).toEqual([checked]);

      const unchecked = await api.ok('updateShoppingItem', { body: { shoppingItemId: item._id, checked: false } });
      expect(unchecked).toEqual({ ...item, checked: false, checkedAt: null });
    });

    it.each([
      ['no change', {}, 400, 'NOTHING_TO_CHANGE'],
      ['an empty name', { name: ' ' }, 400, 'SHOPPING_ITEM_NAME_REQUIRED'],
      ['a negative quantity', { quantity: -0.5 }, 400, 'VALIDATION_FAILED'],
      ['a note over 1,000 characters', { note: 'x'.repeat(1001) }, 400, 'VALIDATION_FAILED'],
      ['checked as text', { checked: 'yes' }, 400, 'VALIDATION_FAILED'],
      ['an unknown field', { position: 3 }, 400, 'VALIDATION_FAILED'],
    ] as const)('refuses %s and changes nothing', async (_, change, status, code) => {
      const before = await api.snapshot();
      expectRefusal(await api.call('updateShoppingItem', { body: { shoppingItemId: item._id, ...change } as never }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    it('answers 404 for an item that does not exist', async () => {
      expectRefusal(await api.call('updateShoppingItem', { body: { shoppingItemId: newId(), checked: true } }), 404, 'SHOPPING_ITEM_NOT_FOUND');
    });
  });

  describe('deleting and clearing checked items', () => {
    it('deletes one item and answers it', async () => {
      const list = await api.makeList('Delete one');
      const { added } = await api.add(list._id, [{ name: 'Keep' }, { name: 'Drop', quantity: 2 }]);
      expect(await api.ok('deleteShoppingItems', { query: { shoppingItemId: added[1]!._id } })).toEqual([added[1]]);
      expect((await api.readList(list._id)).items).toEqual([added[0]]);
      expectRefusal(await api.call('deleteShoppingItems', { query: { shoppingItemId: added[1]!._id } }), 404, 'SHOPPING_ITEM_NOT_FOUND');
    });

    it('clears the checked items, answering them, and an undo posts them back checked', async () => {
      api.setNow(NOW);
      const list = await api.makeList('Clear');
      const { added } = await api.add(list._id, [{ name: 'Apples', quantity: 6 }, { name: 'Bread' }, { name: 'Cheese', quantity: 200, unit: 'g', note: 'aged' }]);
      const [apples, bread, cheese] = added as [ShoppingItem, ShoppingItem, ShoppingItem];
      const checkedApples = await api.ok('updateShoppingItem', { body: { shoppingItemId: apples._id, checked: true } });
      const checkedCheese = await api.ok('updateShoppingItem', { body: { shoppingItemId: cheese._id, checked: true } });

      const cleared = await api.ok('deleteShoppingItems', { query: { shoppingListId: list._id, checked: true } });
      expect(cleared).toEqual([checkedApples, checkedCheese]);
      expect(await api.readList(list._id)).toMatchObject({ items: [bread], openCount: 1, checkedCount: 0 });

      // Clearing again finds nothing to clear.
      expect(await api.ok('deleteShoppingItems', { query: { shoppingListId: list._id, checked: true } })).toEqual([]);

      const undone = await api.add(
        list._id,
        cleared.map(({ name, quantity, unit, note, checked }) => ({ name, quantity, unit, note, checked })),
        true,
      );
      expect(undone.merged).toEqual([]);
      expect(undone.added.map(({ name, quantity, unit, note, checked }) => ({ name, quantity, unit, note, checked }))).toEqual(
        cleared.map(({ name, quantity, unit, note, checked }) => ({ name, quantity, unit, note, checked })),
      );
      expect(await api.readList(list._id)).toMatchObject({ openCount: 1, checkedCount: 2 });
    });

    it.each([
      ['nothing', {}],
      ['both an item and a list', { shoppingItemId: newId(), shoppingListId: newId(), checked: true }],
      ['a list without checked=true', { shoppingListId: newId() }],
      ['a list with checked=false', { shoppingListId: newId(), checked: false }],
      ['an item with checked=true', { shoppingItemId: newId(), checked: true }],
    ] as const)('refuses to choose by %s, deleting nothing', async (_, query) => {
      const before = await api.snapshot();
      expectRefusal(await api.call('deleteShoppingItems', { query }), 400, 'ONE_QUERY_AT_A_TIME');
      expect(await api.snapshot()).toEqual(before);
    });

    it('answers 404 when clearing a list that does not exist', async () => {
      expectRefusal(await api.call('deleteShoppingItems', { query: { shoppingListId: newId(), checked: true } }), 404, 'SHOPPING_LIST_NOT_FOUND');
    });
  });
});
