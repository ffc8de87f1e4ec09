// Proves /drink-collection: collections are made trimmed, listed oldest first with how many drinks
// each holds, read one by one and renamed; a collection is deleted when empty, with its drinks
// when asked, or after moving them to another collection, and refused (409) when it holds drinks
// and nothing was said. Every refusal answers its code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, OperationId, QueryOf, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import type { Answer } from '../contractClient';
import { expectRefusal, MINUTE, NOW, startDrinksApi, type DrinkCollection, type DrinksApi } from './drinksApi';

describe('drink collections', () => {
  let api: DrinksApi;

  beforeAll(async () => {
    api = await startDrinksApi('colette');
  });
  afterAll(async () => {
    await api.t.close();
  });

  describe('making, listing and renaming', () => {
    it('makes a collection from a name alone, trimmed, holding nothing yet', async () => {
      api.setNow(NOW);
      const made = await api.ok('createDrinkCollection', { body: { name: '  Classics ' } });
      expect(made).toEqual({ _id: expect.stringMatching(/^[\w-]{12}$/), name: 'Classics', drinkCount: 0, createdAt: NOW, updatedAt: NOW });
      expect(await api.readCollection(made._id)).toEqual(made);
    });

    it('lists every collection oldest first (not by name), counting its drinks', async () => {
      const own = await api.otherUser('lister');
      api.setNow(NOW);
      const tiki = await own.makeCollection('Tiki');
      api.advance(MINUTE);
      const classics = await own.makeCollection('Classics');
      await own.makeDrink(tiki._id, 'Mai Tai');
      await own.makeDrink(tiki._id, 'Zombie');
      const list = await own.readCollections();
      expect(list.map(({ name, drinkCount, createdAt }) => [name, drinkCount, createdAt])).toEqual([
        ['Tiki', 2, NOW],
        ['Classics', 0, new Date(Date.parse(NOW) + MINUTE).toISOString()],
      ]);
      expect(list[1]).toEqual(classics);
      expect(await own.readCollection(tiki._id)).toMatchObject({ drinkCount: 2 });
    });

    it('answers 404 DRINK_COLLECTION_NOT_FOUND for an unknown collection', async () => {
      expectRefusal(await api.call('getDrinkCollections', { query: { drinkCollectionId: newId() } }), 404, 'DRINK_COLLECTION_NOT_FOUND');
    });

    it('renames a collection, trimmed, keeping its drinks', async () => {
      api.setNow(NOW);
      const sours = await api.makeCollection('Sour');
      const drink = await api.makeDrink(sours._id, 'Whiskey sour');
      api.advance(MINUTE);
      const renamed = await api.ok('updateDrinkCollection', { body: { drinkCollectionId: sours._id, name: ' Sours ' } });
      expect(renamed).toEqual({ ...sours, name: 'Sours', drinkCount: 1, updatedAt: new Date(Date.parse(NOW) + MINUTE).toISOString() });
      expect(await api.drinksOf(sours._id)).toEqual([drink]);
    });

    const refusedNames: Array<[string, (kept: DrinkCollection) => Promise<Answer<OperationId>>, number, ErrorCode]> = [
      ['an empty name', () => api.call('createDrinkCollection', { body: { name: '   ' } }), 400, 'DRINK_COLLECTION_NAME_REQUIRED'],
      ['a rename to nothing', (kept) => api.call('updateDrinkCollection', { body: { drinkCollectionId: kept._id, name: ' ' } }), 400, 'DRINK_COLLECTION_NAME_REQUIRED'],
      ['a rename of an unknown collection', () => api.call('updateDrinkCollection', { body: { drinkCollectionId: newId(), name: 'Nowhere' } }), 404, 'DRINK_COLLECTION_NOT_FOUND'],
    ];
    it.each(refusedNames)('refuses %s and changes nothing', async (_name, call, status, code) => {
      const kept = await api.makeCollection('Keeps its name');
      const before = await api.snapshot();
      expectRefusal(await call(kept), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    const invalid: Array<[string, unknown, string]> = [
      ['no name', {}, 'name is required'],
      ['a name that is not text', { name: 7 }, 'name must be a string'],
      ['a long name', { name: 'c'.repeat(101) }, 'name must be at most 100 characters long'],
      ['an unknown field', { name: 'Classics', description: 'Old ones' }, 'Unknown field: description'],
    ];
    it.each(invalid)('refuses a collection with %s (400 VALIDATION_FAILED)', async (_name, body, message) => {
      const before = await api.snapshot();
      const answer = await api.call('createDrinkCollection', { body: body as RequestBody<'createDrinkCollection'> });
      expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({ statusCode: 400, body: errorOf('VALIDATION_FAILED', message) });
      expect(await api.snapshot()).toEqual(before);
    });
  });

  describe('deleting', () => {
    it('deletes an empty collection without being told anything', async () => {
      const empty = await api.makeCollection('Empty');
      expect(await api.ok('deleteDrinkCollection', { query: { drinkCollectionId: empty._id } })).toEqual({ deletedDrinks: 0, movedDrinks: 0 });
      expectRefusal(await api.call('getDrinkCollections', { query: { drinkCollectionId: empty._id } }), 404, 'DRINK_COLLECTION_NOT_FOUND');
    });

    it('refuses (409 DRINK_COLLECTION_NOT_EMPTY) to delete a collection holding drinks without deleteDrinks or moveDrinksTo, and changes nothing', async () => {
      const full = await api.makeCollection('Full');
      await api.makeDrink(full._id, 'Negroni');
      await api.makeDrink(full._id, 'Boulevardier');
      for (const query of [{ drinkCollectionId: full._id }, { drinkCollectionId: full._id, deleteDrinks: false }]) {
        const before = await api.snapshot();
        const answer = await api.call('deleteDrinkCollection', { query });
        expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({
          statusCode: 409,
          body: errorOf('DRINK_COLLECTION_NOT_EMPTY', 'The collection holds 2 drinks: send deleteDrinks=true to delete them too, or moveDrinksTo another collection'),
        });
        expect(await api.snapshot()).toEqual(before);
      }
      expect(await api.readCollection(full._id)).toMatchObject({ drinkCount: 2 });
    });

    it('deletes a collection with its drinks when deleteDrinks=true, keeping their images and other collections', async () => {
      const doomed = await api.makeCollection('Doomed');
      const kept = await api.makeCollection('Kept');
      const imageId = await api.uploadImage();
      const gone = [await api.makeDrink(doomed._id, 'Paloma', { imageId }), await api.makeDrink(doomed._id, 'Margarita')];
      const other = await api.makeDrink(kept._id, 'Paloma');
      expect(await api.ok('deleteDrinkCollection', { query: { drinkCollectionId: doomed._id, deleteDrinks: true } })).toEqual({ deletedDrinks: 2, movedDrinks: 0 });
      for (const drink of gone) expectRefusal(await api.call('getDrinks', { query: { drinkId: drink._id } }), 404, 'DRINK_NOT_FOUND');
      expect(await api.readDrink(other._id)).toEqual(other);
      // The photo is the images area's: it stays, usable by another drink.
      expect((await api.makeDrink(kept._id, 'Reused photo', { imageId })).imageId).toBe(imageId);
      expectRefusal(await api.call('deleteDrinkCollection', { query: { drinkCollectionId: doomed._id, deleteDrinks: true } }), 404, 'DRINK_COLLECTION_NOT_FOUND');
    });

    it('moves the drinks to another collection with moveDrinksTo, then deletes the collection', async () => {
      api.setNow(NOW);
      const old = await api.makeCollection('Old menu');
      const menu = await api.makeCollection('New menu');
      const moving = [await api.makeDrink(old._id, 'Sazerac'), await api.makeDrink(old._id, 'Aviation')];
      const staying = await api.makeDrink(menu._id, 'Martini');
      api.advance(MINUTE);
      expect(await api.ok('deleteDrinkCollection', { query: { drinkCollectionId: old._id, moveDrinksTo: menu._id } })).toEqual({ deletedDrinks: 0, movedDrinks: 2 });
      expectRefusal(await api.call('getDrinkCollections', { query: { drinkCollectionId: old._id } }), 404, 'DRINK_COLLECTION_NOT_FOUND');
      const moved = new Date(Date.parse(NOW) + MINUTE).toISOString();
      for (const drink of moving) expect(await api.readDrink(drink._id)).toEqual({ ...drink, collectionId: menu._id, updatedAt: moved });
      expect((await api.drinksOf(menu._id)).map((drink) => drink.name)).toEqual(['Aviation', 'Martini', 'Sazerac']);
      expect(await api.readDrink(staying._id)).toEqual(staying);
      expect(await api.readCollection(menu._id)).toMatchObject({ drinkCount: 3 });
    });

    const refusals: Array<[string, (ids: { full: string; other: string }) => QueryOf<'deleteDrinkCollection'>, number, ErrorCode]> = [
      ['an unknown collection', () => ({ drinkCollectionId: newId(), deleteDrinks: true }), 404, 'DRINK_COLLECTION_NOT_FOUND'],
      ['a move into an unknown collection', ({ full }) => ({ drinkCollectionId: full, moveDrinksTo: newId() }), 404, 'DRINK_COLLECTION_NOT_FOUND'],
      ['a move into the collection itself', ({ full }) => ({ drinkCollectionId: full, moveDrinksTo: full }), 400, 'MOVE_INTO_ITSELF'],
      ['both deleteDrinks=true and moveDrinksTo', ({ full, other }) => ({ drinkCollectionId: full, deleteDrinks: true, moveDrinksTo: other }), 400, 'ONE_QUERY_AT_A_TIME'],
    ];
    it.each(refusals)('refuses to delete with %s and changes nothing', async (_name, query, status, code) => {
      const full = await api.makeCollection('Still full');
      const other = await api.makeCollection('Elsewhere');
      await api.makeDrink(full._id, 'Gimlet');
      const before = await api.snapshot();
      expectRefusal(await api.call('deleteDrinkCollection', { query: query({ full: full._id, other: other._id }) }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });
  });
});
