// Proves "What can I make" (GET /drink?storageGroupId=): from a storage group made through the
// storage API, every drink of the caller, in any collection, whose every ingredient is the same
// food as an item of that group at hand (no quantity written, or more than 0); a drink missing
// one ingredient, one without ingredients, and what other groups hold do not count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/ids';
import { expectRefusal, startDrinksApi, summaryOf, type DrinksApi } from './drinksApi';

describe('what can I make', () => {
  let api: DrinksApi;

  beforeAll(async () => {
    api = await startDrinksApi('mixer');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('answers the drinks whose every ingredient the storage group holds, by name, from every collection', async () => {
    const classics = await api.makeCollection('Classics');
    const tiki = await api.makeCollection('Tiki');
    const { added } = await api.ok('createStorageItems', {
      body: {
        storageGroupId: await api.stock('Bar cart', []),
        items: [
          { name: 'London dry gin', quantity: 70, unit: 'cl' },
          { name: 'Limes', quantity: 4 },
          { name: 'Angostura bitters' },
          { name: 'Ice' },
          { name: 'White rum', quantity: 0, unit: 'cl' },
          { name: 'Sugar syrup' },
        ],
      },
    });
    const bar = added[0]!.storageGroupId;
    const rum = added.find((item) => item.name === 'White rum')!;
    await api.stock('Cellar', [{ name: 'Campari' }, { name: 'Sweet vermouth' }]);

    // "gin" is the same food as "London dry gin", and "lime juice" as "Limes" (one a whole-word part of the other).
    const gimlet = await api.makeDrink(classics._id, 'Gimlet', { ingredients: [{ text: '6 cl gin' }, { text: '1 1/2 oz lime juice' }, { text: 'ice' }] });
    const pinkGin = await api.makeDrink(tiki._id, 'pink gin', { ingredients: [{ text: '4 cl gin' }, { text: '2 dashes Angostura bitters' }] });
    // The rum bottle is empty (quantity 0).
    const daiquiri = await api.makeDrink(tiki._id, 'Daiquiri', { ingredients: [{ text: '6 cl white rum' }, { text: '2 cl lime juice' }, { text: '1 cl sugar syrup' }] });
    // Campari and vermouth are in another group.
    await api.makeDrink(classics._id, 'Negroni', { ingredients: [{ text: '3 cl gin' }, { text: '3 cl Campari' }, { text: '3 cl sweet vermouth' }] });
    // Nothing says what it needs.
    await api.makeDrink(classics._id, 'Mystery', {});

    expect(await api.makeableFrom(bar)).toEqual([gimlet, pinkGin].map(summaryOf));

    // A new bottle of rum makes the daiquiri too.
    await api.ok('updateStorageItem', { body: { storageItemId: rum._id, quantity: 70 } });
    expect(await api.makeableFrom(bar)).toEqual([daiquiri, gimlet, pinkGin].map(summaryOf));
  });

  it('answers nothing from an empty group', async () => {
    const shelf = await api.makeCollection('Shelf');
    await api.makeDrink(shelf._id, 'Gin and tonic', { ingredients: [{ text: '4 cl gin' }, { text: 'tonic' }] });
    expect(await api.makeableFrom(await api.stock('Empty cupboard', []))).toEqual([]);
  });

  it('matches by what the client said an ingredient is, not only its text', async () => {
    const shelf = await api.makeCollection('Named');
    const grog = await api.makeDrink(shelf._id, 'Grog', { ingredients: [{ text: 'a good glug of the dark stuff', name: 'dark rum' }] });
    expect(await api.makeableFrom(await api.stock('Rum shelf', [{ name: 'Dark rum' }]))).toContainEqual(summaryOf(grog));
  });

  it('answers 404 STORAGE_GROUP_NOT_FOUND for an unknown group or another user’s', async () => {
    const other = await api.otherUser('neighbour');
    const theirs = await other.stock('Their bar', [{ name: 'Gin' }]);
    expectRefusal(await api.call('getDrinks', { query: { storageGroupId: newId() } }), 404, 'STORAGE_GROUP_NOT_FOUND');
    expectRefusal(await api.call('getDrinks', { query: { storageGroupId: theirs } }), 404, 'STORAGE_GROUP_NOT_FOUND');
  });
});
