// Proves /storage-group: groups (places) are made trimmed, listed oldest first with how many items
// each holds and how many expire within 7 days of the client's today (or of UTC's when it does not
// say), read one by one and renamed; a group is deleted when empty, with its items when asked, or
// after moving them to another group, and refused (409) when it holds items and nothing was said.
// Every refusal answers its code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, OperationId, QueryOf, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import type { Answer } from '../contractClient';
import { expectRefusal, NOW, startStorageApi, type StorageApi, type StorageGroup } from './storageApi';

const MINUTE = 60_000;

describe('storage groups', () => {
  let api: StorageApi;

  beforeAll(async () => {
    api = await startStorageApi('gunnel');
  });
  afterAll(async () => {
    await api.t.close();
  });

  describe('making, listing and renaming', () => {
    it('makes a group with its name trimmed, holding nothing yet', async () => {
      api.setNow(NOW);
      const made = await api.ok('createStorageGroup', { body: { name: '  Freezer ' } });
      expect(made).toEqual({ _id: expect.stringMatching(/^[\w-]{12}$/), name: 'Freezer', createdAt: NOW, itemCount: 0, expiringCount: 0 });
      expect(await api.readGroup(made._id)).toEqual(made);
    });

    it('lists every group oldest first (not by name), counting items and those expiring within 7 days or past', async () => {
      const own = await api.otherUser('lister');
      api.setNow('2026-11-20T08:00:00.000Z');
      const pantry = await own.makeGroup('Pantry');
      api.advance(MINUTE);
      const garage = await own.makeGroup('Garage');
      api.advance(MINUTE);
      const freezer = await own.makeGroup('Freezer');
      await own.putItems(pantry._id, [
        { name: 'Old milk', bestBefore: '2026-11-18' },
        { name: 'Bread', bestBefore: '2026-11-20' },
        { name: 'Yoghurt', bestBefore: '2026-11-27' },
        { name: 'Cheese', bestBefore: '2026-11-28' },
        { name: 'Rice' },
      ]);
      await own.putItems(freezer._id, [{ name: 'Peas', bestBefore: '2027-06-01' }]);

      const list = await own.readGroups('2026-11-20');
      expect(list.map(({ name, itemCount, expiringCount, createdAt }) => [name, itemCount, expiringCount, createdAt])).toEqual([
        ['Pantry', 5, 3, '2026-11-20T08:00:00.000Z'],
        ['Garage', 0, 0, '2026-11-20T08:01:00.000Z'],
        ['Freezer', 1, 0, '2026-11-20T08:02:00.000Z'],
      ]);
      expect(list[1]).toEqual(garage);
      // A day later the cheese is within the 7 days too; one group answers the same way.
      expect(await own.readGroup(pantry._id, '2026-11-21')).toMatchObject({ itemCount: 5, expiringCount: 4 });
    });

    it("counts from the server's UTC day when the client does not say", async () => {
      const own = await api.otherUser('utc');
      // 23:30 UTC on the 25th: the 26th has begun in Stockholm, but not in UTC.
      api.setNow(NOW);
      const pantry = await own.makeGroup('Pantry');
      await own.putItems(pantry._id, [{ name: 'Cream', bestBefore: '2026-12-02' }, { name: 'Butter', bestBefore: '2026-12-03' }]);
      expect(await own.readGroup(pantry._id)).toMatchObject({ itemCount: 2, expiringCount: 1 });
      expect(await own.readGroup(pantry._id, '2026-11-26')).toMatchObject({ itemCount: 2, expiringCount: 2 });
    });

    it('answers 404 STORAGE_GROUP_NOT_FOUND for an unknown group', async () => {
      expectRefusal(await api.call('getStorageGroups', { query: { storageGroupId: newId() } }), 404, 'STORAGE_GROUP_NOT_FOUND');
    });

    it('renames a group, trimmed, keeping its items and counts', async () => {
      api.setNow(NOW);
      const shed = await api.makeGroup('Shed');
      await api.putItems(shed._id, [{ name: 'Potatoes', bestBefore: '2026-11-26' }]);
      api.advance(MINUTE);
      const renamed = await api.ok('updateStorageGroup', { body: { storageGroupId: shed._id, name: ' Root cellar ' } });
      expect(renamed).toEqual({ ...shed, name: 'Root cellar', itemCount: 1, expiringCount: 1 });
      expect((await api.itemsOf(shed._id)).map((item) => [item.name, item.groupName])).toEqual([['Potatoes', 'Root cellar']]);
    });

    const refusedNames: Array<[string, (kept: StorageGroup) => Promise<Answer<OperationId>>, number, ErrorCode]> = [
      ['an empty name', () => api.call('createStorageGroup', { body: { name: '   ' } }), 400, 'STORAGE_GROUP_NAME_REQUIRED'],
      ['a rename to nothing', (kept) => api.call('updateStorageGroup', { body: { storageGroupId: kept._id, name: '' } }), 400, 'STORAGE_GROUP_NAME_REQUIRED'],
      ['a rename of an unknown group', () => api.call('updateStorageGroup', { body: { storageGroupId: newId(), name: 'Nowhere' } }), 404, 'STORAGE_GROUP_NOT_FOUND'],
    ];
    it.each(refusedNames)('refuses %s and changes nothing', async (_name, call, status, code) => {
      const kept = await api.makeGroup('Keeps its name');
      const before = await api.snapshot();
      expectRefusal(await call(kept), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    const invalid: Array<[string, unknown, string]> = [
      ['no name', {}, 'name is required'],
      ['a long name', { name: 'p'.repeat(101) }, 'name must be at most 100 characters long'],
      ['an unknown field', { name: 'Pantry', colour: 'red' }, 'Unknown field: colour'],
    ];
    it.each(invalid)('refuses a group with %s (400 VALIDATION_FAILED)', async (_name, body, message) => {
      const before = await api.snapshot();
      const answer = await api.call('createStorageGroup', { body: body as RequestBody<'createStorageGroup'> });
      expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({ statusCode: 400, body: errorOf('VALIDATION_FAILED', message) });
      expect(await api.snapshot()).toEqual(before);
    });
  });

  describe('deleting', () => {
    it('deletes an empty group without being told anything', async () => {
      const empty = await api.makeGroup('Empty');
      expect(await api.ok('deleteStorageGroup', { query: { storageGroupId: empty._id } })).toEqual({ deletedItems: 0, movedItems: 0 });
      expectRefusal(await api.call('getStorageGroups', { query: { storageGroupId: empty._id } }), 404, 'STORAGE_GROUP_NOT_FOUND');
    });

    it('refuses (409 STORAGE_GROUP_NOT_EMPTY) to delete a group holding items without deleteItems or moveItemsTo, and changes nothing', async () => {
      const full = await api.makeGroup('Full');
      await api.putItems(full._id, [{ name: 'Jam' }, { name: 'Honey' }]);
      for (const query of [{ storageGroupId: full._id }, { storageGroupId: full._id, deleteItems: false }]) {
        const before = await api.snapshot();
        const answer = await api.call('deleteStorageGroup', { query });
        expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({
          statusCode: 409,
          body: errorOf('STORAGE_GROUP_NOT_EMPTY', 'The storage group still holds 2 items: send deleteItems=true to delete them or moveItemsTo to move them'),
        });
        expect(await api.snapshot()).toEqual(before);
      }
      expect(await api.readGroup(full._id)).toMatchObject({ itemCount: 2 });
    });

    it('deletes a group with its items when deleteItems=true, and says how many', async () => {
      const doomed = await api.makeGroup('Doomed');
      const kept = await api.makeGroup('Kept');
      const { added } = await api.putItems(doomed._id, [{ name: 'Fish' }, { name: 'Chips' }]);
      const other = await api.makeItem(kept._id, { name: 'Fish' });
      expect(await api.ok('deleteStorageGroup', { query: { storageGroupId: doomed._id, deleteItems: true } })).toEqual({ deletedItems: 2, movedItems: 0 });
      for (const item of added) expectRefusal(await api.call('getStorageItems', { query: { storageItemId: item._id } }), 404, 'STORAGE_ITEM_NOT_FOUND');
      expect(await api.readItem(other._id)).toEqual(other);
      expectRefusal(await api.call('deleteStorageGroup', { query: { storageGroupId: doomed._id, deleteItems: true } }), 404, 'STORAGE_GROUP_NOT_FOUND');
    });

    it('moves the items to another group with moveItemsTo, then deletes the group', async () => {
      api.setNow(NOW);
      const old = await api.makeGroup('Old fridge');
      const fridge = await api.makeGroup('New fridge');
      const { added } = await api.putItems(old._id, [{ name: 'Milk', quantity: 1, unit: 'l', bestBefore: '2026-11-27' }, { name: 'Eggs', quantity: 6 }]);
      await api.makeItem(fridge._id, { name: 'Butter' });
      api.advance(MINUTE);
      expect(await api.ok('deleteStorageGroup', { query: { storageGroupId: old._id, moveItemsTo: fridge._id } })).toEqual({ deletedItems: 0, movedItems: 2 });
      expectRefusal(await api.call('getStorageGroups', { query: { storageGroupId: old._id } }), 404, 'STORAGE_GROUP_NOT_FOUND');
      const moved = new Date(Date.parse(NOW) + MINUTE).toISOString();
      for (const item of added) expect(await api.readItem(item._id)).toEqual({ ...item, storageGroupId: fridge._id, updatedAt: moved });
      expect((await api.itemsOf(fridge._id)).map((item) => item.name)).toEqual(['Butter', 'Eggs', 'Milk']);
      expect(await api.readGroup(fridge._id, '2026-11-25')).toMatchObject({ itemCount: 3, expiringCount: 1 });
    });

    it('moves nothing and deletes an empty group with moveItemsTo too', async () => {
      const empty = await api.makeGroup('Empty box');
      const box = await api.makeGroup('Box');
      expect(await api.ok('deleteStorageGroup', { query: { storageGroupId: empty._id, moveItemsTo: box._id } })).toEqual({ deletedItems: 0, movedItems: 0 });
    });

    const refusals: Array<[string, (ids: { full: string; other: string }) => QueryOf<'deleteStorageGroup'>, number, ErrorCode]> = [
      ['an unknown group', () => ({ storageGroupId: newId(), deleteItems: true }), 404, 'STORAGE_GROUP_NOT_FOUND'],
      ['a move into an unknown group', ({ full }) => ({ storageGroupId: full, moveItemsTo: newId() }), 404, 'STORAGE_GROUP_NOT_FOUND'],
      ['a move into the group itself', ({ full }) => ({ storageGroupId: full, moveItemsTo: full }), 400, 'MOVE_INTO_ITSELF'],
      ['both deleteItems=true and moveItemsTo', ({ full, other }) => ({ storageGroupId: full, deleteItems: true, moveItemsTo: other }), 400, 'ONE_QUERY_AT_A_TIME'],
    ];
    it.each(refusals)('refuses to delete with %s and changes nothing', async (_name, query, status, code) => {
      const full = await api.makeGroup('Still full');
      const other = await api.makeGroup('Elsewhere');
      await api.makeItem(full._id, { name: 'Flour' });
      const before = await api.snapshot();
      expectRefusal(await api.call('deleteStorageGroup', { query: query({ full: full._id, other: other._id }) }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });
  });
});
