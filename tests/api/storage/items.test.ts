// Proves /storage-item's one-by-one life: items are put into a group with their defaults (food,
// no amount, no best-before, no note) and trimmed, read alone or as a group's list by name with the
// group's name, changed field by field (null clears an amount, a unit or a best-before), moved to
// another group and deleted. GET takes exactly one way to read. Every refusal answers its code and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, OperationId, QueryOf, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import type { Answer } from '../contractClient';
import { expectRefusal, inGroup, NOW, startStorageApi, type StorageApi, type StorageGroup, type StorageItem } from './storageApi';

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

describe('storage items', () => {
  let api: StorageApi;
  let pantry: StorageGroup;
  let freezer: StorageGroup;

  beforeAll(async () => {
    api = await startStorageApi('ingrid');
    pantry = await api.makeGroup('Pantry');
    freezer = await api.makeGroup('Freezer');
  });
  afterAll(async () => {
    await api.t.close();
  });

  describe('putting items into a group', () => {
    it('adds items in the order sent, trimmed, as food with nothing else known unless said', async () => {
      api.setNow(NOW);
      const answer = await api.ok('createStorageItems', {
        body: {
          storageGroupId: pantry._id,
          items: [
            { name: '  Oat milk ' },
            { name: 'Wheat flour', quantity: 2.5, unit: ' kg ', bestBefore: '2027-03-01', note: ' Top shelf ' },
            { name: 'Matches', quantity: 3, unit: '  ', isFood: false },
            { name: 'Salt', quantity: null, unit: null, bestBefore: null, isFood: true },
          ],
        },
      });
      const common = { _id: expect.stringMatching(/^[\w-]{12}$/), storageGroupId: pantry._id, createdAt: NOW, updatedAt: NOW };
      expect(answer).toEqual({
        added: [
          { ...common, name: 'Oat milk', quantity: null, unit: null, bestBefore: null, note: '', isFood: true },
          { ...common, name: 'Wheat flour', quantity: 2.5, unit: 'kg', bestBefore: '2027-03-01', note: 'Top shelf', isFood: true },
          { ...common, name: 'Matches', quantity: 3, unit: null, bestBefore: null, note: '', isFood: false },
          { ...common, name: 'Salt', quantity: null, unit: null, bestBefore: null, note: '', isFood: true },
        ],
        merged: [],
      });
      expect(new Set(answer.added.map((item) => item._id)).size).toBe(4);
      for (const item of answer.added) expect(await api.readItem(item._id)).toEqual(item);
    });

    it("lists a group's items by name ignoring case, each with the group's name", async () => {
      const own = await api.otherUser('lister');
      const shelf = await own.makeGroup('Shelf');
      const other = await own.makeGroup('Other shelf');
      const { added } = await own.putItems(shelf._id, [{ name: 'banana' }, { name: 'Apple' }, { name: 'cherry' }, { name: 'Avocado' }]);
      await own.putItems(other._id, [{ name: 'Apricot' }]);
      const byName = (name: string) => added.find((item) => item.name === name)!;
      expect(await own.itemsOf(shelf._id)).toEqual(['Apple', 'Avocado', 'banana', 'cherry'].map((name) => inGroup(byName(name), 'Shelf')));
      expect(await own.itemsOf((await own.makeGroup('Bare'))._id)).toEqual([]);
    });

    const refusals: Array<[string, () => RequestBody<'createStorageItems'>, number, ErrorCode]> = [
      ['an unknown group', () => ({ storageGroupId: newId(), items: [{ name: 'Rice' }] }), 404, 'STORAGE_GROUP_NOT_FOUND'],
      ['one empty name among good items', () => ({ storageGroupId: pantry._id, items: [{ name: 'Rice' }, { name: '  ' }] }), 400, 'STORAGE_ITEM_NAME_REQUIRED'],
    ];
    it.each(refusals)('refuses items with %s and adds none', async (_name, body, status, code) => {
      const before = await api.snapshot();
      expectRefusal(await api.call('createStorageItems', { body: body() }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    const invalid: Array<[string, (groupId: string) => unknown, string]> = [
      ['no items', (id) => ({ storageGroupId: id, items: [] }), 'items must not be empty'],
      ['more than 200 items', (id) => ({ storageGroupId: id, items: Array.from({ length: 201 }, () => ({ name: 'Pea' })) }), 'items must have at most 200 items'],
      ['an item without a name', (id) => ({ storageGroupId: id, items: [{ quantity: 1 }] }), 'items[0].name is required'],
      ['a long name', (id) => ({ storageGroupId: id, items: [{ name: 'n'.repeat(201) }] }), 'items[0].name must be at most 200 characters long'],
      ['a long note', (id) => ({ storageGroupId: id, items: [{ name: 'Rice', note: 'n'.repeat(2001) }] }), 'items[0].note must be at most 2000 characters long'],
      ['an impossible best-before', (id) => ({ storageGroupId: id, items: [{ name: 'Rice', bestBefore: '2026-02-30' }] }), 'items[0].bestBefore must be a valid date'],
      ['a negative quantity', (id) => ({ storageGroupId: id, items: [{ name: 'Rice', quantity: -1 }] }), 'items[0].quantity must be at least 0'],
      ['a long unit', (id) => ({ storageGroupId: id, items: [{ name: 'Rice', unit: 'u'.repeat(31) }] }), 'items[0].unit must be at most 30 characters long'],
      ['an unknown field in an item', (id) => ({ storageGroupId: id, items: [{ name: 'Rice', price: 3 }] }), 'Unknown field: items[0].price'],
      ['an unknown field', (id) => ({ storageGroupId: id, items: [{ name: 'Rice' }], checked: true }), 'Unknown field: checked'],
    ];
    it.each(invalid)('refuses items with %s (400 VALIDATION_FAILED) and adds none', async (_name, body, message) => {
      const before = await api.snapshot();
      const answer = await api.call('createStorageItems', { body: body(pantry._id) as RequestBody<'createStorageItems'> });
      expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({ statusCode: 400, body: errorOf('VALIDATION_FAILED', message) });
      expect(await api.snapshot()).toEqual(before);
    });
  });

  describe('reading', () => {
    it('answers 404 STORAGE_ITEM_NOT_FOUND and STORAGE_GROUP_NOT_FOUND for unknown ids', async () => {
      expectRefusal(await api.call('getStorageItems', { query: { storageItemId: newId() } }), 404, 'STORAGE_ITEM_NOT_FOUND');
      expectRefusal(await api.call('getStorageItems', { query: { storageGroupId: newId() } }), 404, 'STORAGE_GROUP_NOT_FOUND');
    });

    const queries: Array<[string, () => QueryOf<'getStorageItems'>]> = [
      ['nothing', () => ({})],
      ['an item and a group', () => ({ storageItemId: newId(), storageGroupId: pantry._id })],
      ['a group and a search', () => ({ storageGroupId: pantry._id, search: 'milk' })],
      ['a search and a date', () => ({ search: 'milk', expiringBy: '2026-12-01' })],
    ];
    it.each(queries)('refuses a read by %s (400 ONE_QUERY_AT_A_TIME)', async (_name, query) => {
      const answer = await api.call('getStorageItems', { query: query() });
      expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({
        statusCode: 400,
        body: errorOf('ONE_QUERY_AT_A_TIME', 'Send exactly one of storageItemId, storageGroupId, search and expiringBy'),
      });
    });
  });

  describe('changing', () => {
    let item: StorageItem;

    beforeAll(async () => {
      api.setNow(NOW);
      item = await api.makeItem(pantry._id, { name: 'Minced beef', quantity: 500, unit: 'g', bestBefore: '2026-11-27', note: 'For tacos' });
    });

    it('changes only the fields sent, trimmed, and moves its updatedAt', async () => {
      api.setNow(later(MINUTE));
      const changed = await api.ok('updateStorageItem', { body: { storageItemId: item._id, name: ' Ground beef ', quantity: 400, note: ' Half used ' } });
      expect(changed).toEqual({ ...item, name: 'Ground beef', quantity: 400, note: 'Half used', updatedAt: later(MINUTE) });
      expect(await api.readItem(item._id)).toEqual(changed);
      item = changed;
    });

    it('clears the amount, unit and best-before with null, and marks an item as not food', async () => {
      api.setNow(later(2 * MINUTE));
      const cleared = await api.ok('updateStorageItem', { body: { storageItemId: item._id, quantity: null, unit: null, bestBefore: null, isFood: false } });
      expect(cleared).toEqual({ ...item, quantity: null, unit: null, bestBefore: null, isFood: false, updatedAt: later(2 * MINUTE) });
      const again = await api.ok('updateStorageItem', { body: { storageItemId: item._id, quantity: 1, unit: ' pack ', bestBefore: '2026-12-24', isFood: true } });
      expect(again).toMatchObject({ quantity: 1, unit: 'pack', bestBefore: '2026-12-24', isFood: true });
      expect(await api.ok('updateStorageItem', { body: { storageItemId: item._id, unit: '' } })).toMatchObject({ unit: null });
      item = await api.readItem(item._id);
    });

    it('moves an item to another group, which lists it from then on', async () => {
      const moved = await api.ok('updateStorageItem', { body: { storageItemId: item._id, storageGroupId: freezer._id } });
      expect(moved).toEqual({ ...item, storageGroupId: freezer._id, updatedAt: expect.any(String) });
      expect((await api.itemsOf(freezer._id)).map((listed) => [listed._id, listed.groupName])).toEqual([[item._id, 'Freezer']]);
      expect((await api.itemsOf(pantry._id)).map((listed) => listed._id)).not.toContain(item._id);
      item = moved;
    });

    const refusals: Array<[string, () => RequestBody<'updateStorageItem'>, number, ErrorCode]> = [
      ['nothing to change', () => ({ storageItemId: item._id }), 400, 'NOTHING_TO_CHANGE'],
      ['an empty name', () => ({ storageItemId: item._id, name: ' ', quantity: 3 }), 400, 'STORAGE_ITEM_NAME_REQUIRED'],
      ['an unknown item', () => ({ storageItemId: newId(), name: 'Ghost' }), 404, 'STORAGE_ITEM_NOT_FOUND'],
      ['a move to an unknown group', () => ({ storageItemId: item._id, name: 'Renamed too', storageGroupId: newId() }), 404, 'STORAGE_GROUP_NOT_FOUND'],
    ];
    it.each(refusals)('refuses a change with %s and changes nothing', async (_name, body, status, code) => {
      const before = await api.snapshot();
      expectRefusal(await api.call('updateStorageItem', { body: body() }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    const invalid: Array<[string, (id: string) => unknown, string]> = [
      ['a negative quantity', (id) => ({ storageItemId: id, quantity: -0.5 }), 'quantity must be at least 0'],
      ['a best-before that is no date', (id) => ({ storageItemId: id, bestBefore: 'soon' }), 'bestBefore must be a valid date'],
      ['a null name', (id) => ({ storageItemId: id, name: null }), 'name must be a string'],
      ['an unknown field', (id) => ({ storageItemId: id, checked: true }), 'Unknown field: checked'],
    ];
    it.each(invalid)('refuses a change with %s (400 VALIDATION_FAILED)', async (_name, body, message) => {
      const before = await api.snapshot();
      const answer = await api.call('updateStorageItem', { body: body(item._id) as RequestBody<'updateStorageItem'> });
      expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({ statusCode: 400, body: errorOf('VALIDATION_FAILED', message) });
      expect(await api.snapshot()).toEqual(before);
    });
  });

  describe('deleting', () => {
    it('deletes an item, leaving the others of its group', async () => {
      const shelf = await api.makeGroup('Spice shelf');
      const { added } = await api.putItems(shelf._id, [{ name: 'Cumin' }, { name: 'Paprika' }]);
      expect(await api.ok('deleteStorageItem', { query: { storageItemId: added[0]!._id } })).toBeNull();
      expectRefusal(await api.call('getStorageItems', { query: { storageItemId: added[0]!._id } }), 404, 'STORAGE_ITEM_NOT_FOUND');
      expect((await api.itemsOf(shelf._id)).map((item) => item.name)).toEqual(['Paprika']);
      expect(await api.readGroup(shelf._id)).toMatchObject({ itemCount: 1 });
    });

    it('answers 404 STORAGE_ITEM_NOT_FOUND for an unknown item and changes nothing', async () => {
      const before = await api.snapshot();
      const answer: Answer<OperationId> = await api.call('deleteStorageItem', { query: { storageItemId: newId() } });
      expectRefusal(answer, 404, 'STORAGE_ITEM_NOT_FOUND');
      expect(await api.snapshot()).toEqual(before);
    });
  });
});
