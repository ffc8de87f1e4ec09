// Proves POST, PUT and DELETE /drink and GET /drink by id or collection: a drink keeps its
// ingredients as written with each read by the server (or as the client sent its parts), its
// method, glass, garnish, cleaned tags, rating, private notes and own photo; a change sets only
// what it names (null or '' clears), moves it between the caller's collections and reads changed
// ingredients again. Every refusal answers its code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, OperationId, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import type { Answer } from '../contractClient';
import { expectRefusal, MINUTE, NOW, startDrinksApi, type Drink, type DrinkCollection, type DrinksApi } from './drinksApi';

describe('drinks', () => {
  let api: DrinksApi;
  let classics: DrinkCollection;

  beforeAll(async () => {
    api = await startDrinksApi('dagny');
    classics = await api.makeCollection('Classics');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('makes a drink with every field, reads its ingredients and answers it to its owner, private notes included', async () => {
    api.setNow(NOW);
    const imageId = await api.uploadImage();
    const made = await api.ok('createDrink', {
      body: {
        name: '  Pink gin ',
        collectionId: classics._id,
        ingredients: [{ text: ' 4 cl gin ' }, { text: '   ' }, { text: '2 dashes Angostura bitters' }, { text: 'ice' }],
        steps: ['Stir with ice.', '  ', ' Strain into a chilled glass. '],
        glass: ' Coupe ',
        garnish: 'Lemon twist',
        tags: [' Stirred', 'gin', 'GIN ', '', 'stirred', 'Bitter'],
        rating: 4,
        notes: 'Too bitter for Eva',
        imageId,
      },
    });
    expect(made).toEqual({
      _id: expect.stringMatching(/^[\w-]{12}$/),
      collectionId: classics._id,
      name: 'Pink gin',
      ingredients: [
        { text: '4 cl gin', quantity: 4, quantity2: null, unit: 'cl', name: 'gin' },
        { text: '2 dashes Angostura bitters', quantity: 2, quantity2: null, unit: 'dash', name: 'Angostura bitters' },
        { text: 'ice', quantity: null, quantity2: null, unit: null, name: 'ice' },
      ],
      steps: ['Stir with ice.', 'Strain into a chilled glass.'],
      glass: 'Coupe',
      garnish: 'Lemon twist',
      tags: ['Stirred', 'gin', 'Bitter'],
      rating: 4,
      notes: 'Too bitter for Eva',
      imageId,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(await api.readDrink(made._id)).toEqual(made);
  });

  it('makes a drink from a name and a collection alone, with everything else empty', async () => {
    api.setNow(NOW);
    expect(await api.ok('createDrink', { body: { name: 'House special', collectionId: classics._id } })).toEqual({
      _id: expect.any(String),
      collectionId: classics._id,
      name: 'House special',
      ingredients: [],
      steps: [],
      glass: '',
      garnish: '',
      tags: [],
      rating: null,
      notes: '',
      imageId: null,
      createdAt: NOW,
      updatedAt: NOW,
    });
  });

  const lines: Array<[string, Drink['ingredients'][number]]> = [
    ['4 cl gin', { text: '4 cl gin', quantity: 4, quantity2: null, unit: 'cl', name: 'gin' }],
    // In a bar an ounce is liquid: a fluid ounce, which the web switches to ml or cl.
    ['1 1/2 oz lime juice', { text: '1 1/2 oz lime juice', quantity: 1.5, quantity2: null, unit: 'fl-oz', name: 'lime juice' }],
    ['2 dashes Angostura bitters', { text: '2 dashes Angostura bitters', quantity: 2, quantity2: null, unit: 'dash', name: 'Angostura bitters' }],
    ['ice', { text: 'ice', quantity: null, quantity2: null, unit: null, name: 'ice' }],
    ['6-8 mint leaves', { text: '6-8 mint leaves', quantity: 6, quantity2: 8, unit: null, name: 'mint leaves' }],
    ['1,5 cl citronsaft', { text: '1,5 cl citronsaft', quantity: 1.5, quantity2: null, unit: 'cl', name: 'citronsaft' }],
  ];
  it.each(lines)('reads the ingredient "%s" into its amount, unit and food', async (text, expected) => {
    const drink = await api.makeDrink(classics._id, `Reads ${text}`, { ingredients: [{ text }] });
    expect(drink.ingredients).toEqual([expected]);
  });

  it('takes the parts the client sends over what the server reads, a blank name meaning the one read', async () => {
    const drink = await api.makeDrink(classics._id, 'Client parsed', {
      ingredients: [
        { text: 'a good glug of rum', quantity: 5, unit: 'cl', name: ' Dark rum ' },
        { text: '1 1/2 oz lime juice', unit: null, quantity2: 2 },
        { text: '2 dashes Angostura bitters', name: '  ' },
      ],
    });
    expect(drink.ingredients).toEqual([
      { text: 'a good glug of rum', quantity: 5, quantity2: null, unit: 'cl', name: 'Dark rum' },
      { text: '1 1/2 oz lime juice', quantity: 1.5, quantity2: 2, unit: null, name: 'lime juice' },
      { text: '2 dashes Angostura bitters', quantity: 2, quantity2: null, unit: 'dash', name: 'Angostura bitters' },
    ]);
  });

  it('lists a collection’s drinks whole, by name ignoring case, and none of another collection', async () => {
    const shelf = await api.makeCollection('Shelf');
    const other = await api.makeCollection('Other shelf');
    const b = await api.makeDrink(shelf._id, 'bramble', { tags: ['gin'], rating: 5 });
    const a = await api.makeDrink(shelf._id, 'Americano');
    const c = await api.makeDrink(shelf._id, 'Clover Club', { notes: 'Egg white' });
    await api.makeDrink(other._id, 'Aperol spritz');
    expect(await api.drinksOf(shelf._id)).toEqual([a, b, c]);
    expect(await api.drinksOf((await api.makeCollection('Empty shelf'))._id)).toEqual([]);
  });

  describe('changing', () => {
    it('changes only the fields sent, reads changed ingredients again, and clears with null or an empty text', async () => {
      api.setNow(NOW);
      const imageId = await api.uploadImage();
      const drink = await api.makeDrink(classics._id, 'Daiquiri', {
        ingredients: [{ text: '6 cl rum' }],
        steps: ['Shake.'],
        glass: 'Coupe',
        garnish: 'Lime wheel',
        tags: ['sour'],
        rating: 3,
        notes: 'Good',
        imageId,
      });
      api.advance(MINUTE);
      const later = new Date(Date.parse(NOW) + MINUTE).toISOString();
      const changed = await api.ok('updateDrink', {
        body: { drinkId: drink._id, name: ' Hemingway daiquiri ', ingredients: [{ text: '6 cl rum' }, { text: '1 1/2 oz lime juice' }], tags: ['Sour', 'sour', 'Rum'], rating: 5 },
      });
      expect(changed).toEqual({
        ...drink,
        name: 'Hemingway daiquiri',
        ingredients: [
          { text: '6 cl rum', quantity: 6, quantity2: null, unit: 'cl', name: 'rum' },
          { text: '1 1/2 oz lime juice', quantity: 1.5, quantity2: null, unit: 'fl-oz', name: 'lime juice' },
        ],
        tags: ['Sour', 'Rum'],
        rating: 5,
        updatedAt: later,
      });
      const cleared = await api.ok('updateDrink', { body: { drinkId: drink._id, rating: null, imageId: null, glass: '', garnish: ' ', notes: '', steps: [], tags: [] } });
      expect(cleared).toEqual({ ...changed, rating: null, imageId: null, glass: '', garnish: '', notes: '', steps: [], tags: [] });
      expect(await api.readDrink(drink._id)).toEqual(cleared);
    });

    it('moves a drink to another of the caller’s collections', async () => {
      const from = await api.makeCollection('From');
      const to = await api.makeCollection('To');
      const drink = await api.makeDrink(from._id, 'Traveller');
      const moved = await api.ok('updateDrink', { body: { drinkId: drink._id, collectionId: to._id } });
      expect(moved.collectionId).toBe(to._id);
      expect(await api.drinksOf(from._id)).toEqual([]);
      expect(await api.drinksOf(to._id)).toEqual([moved]);
      expect((await api.readCollection(to._id)).drinkCount).toBe(1);
    });
  });

  it('deletes a drink, keeping its photo in the images area', async () => {
    const imageId = await api.uploadImage();
    const drink = await api.makeDrink(classics._id, 'Short-lived', { imageId });
    expect(await api.ok('deleteDrink', { query: { drinkId: drink._id } })).toBeNull();
    expectRefusal(await api.call('getDrinks', { query: { drinkId: drink._id } }), 404, 'DRINK_NOT_FOUND');
    expectRefusal(await api.call('deleteDrink', { query: { drinkId: drink._id } }), 404, 'DRINK_NOT_FOUND');
    expect((await api.makeDrink(classics._id, 'Same photo', { imageId })).imageId).toBe(imageId);
  });

  describe('refusals', () => {
    let kept: Drink;
    let strangersImage: string;
    let strangersCollection: string;

    beforeAll(async () => {
      kept = await api.makeDrink(classics._id, 'Kept as it is', { rating: 2, notes: 'Mine' });
      const stranger = await api.otherUser('stranger');
      strangersImage = await stranger.uploadImage();
      strangersCollection = (await stranger.makeCollection('Not yours'))._id;
    });

    const refused: Array<[string, () => Promise<Answer<OperationId>>, number, ErrorCode]> = [
      ['a drink with an empty name', () => api.call('createDrink', { body: { name: '  ', collectionId: classics._id } }), 400, 'DRINK_NAME_REQUIRED'],
      ['a drink in an unknown collection', () => api.call('createDrink', { body: { name: 'Lost', collectionId: newId() } }), 404, 'DRINK_COLLECTION_NOT_FOUND'],
      ['a drink in another user’s collection', () => api.call('createDrink', { body: { name: 'Planted', collectionId: strangersCollection } }), 404, 'DRINK_COLLECTION_NOT_FOUND'],
      ['a drink with another user’s photo', () => api.call('createDrink', { body: { name: 'Borrowed', collectionId: classics._id, imageId: strangersImage } }), 404, 'IMAGE_NOT_FOUND'],
      ['a drink with an unknown photo', () => api.call('createDrink', { body: { name: 'Imagined', collectionId: classics._id, imageId: newId() } }), 404, 'IMAGE_NOT_FOUND'],
      ['a change of nothing', () => api.call('updateDrink', { body: { drinkId: kept._id } }), 400, 'NOTHING_TO_CHANGE'],
      ['a rename to nothing', () => api.call('updateDrink', { body: { drinkId: kept._id, name: ' ', rating: 5 } }), 400, 'DRINK_NAME_REQUIRED'],
      ['a change of an unknown drink', () => api.call('updateDrink', { body: { drinkId: newId(), rating: 5 } }), 404, 'DRINK_NOT_FOUND'],
      ['a move into an unknown collection', () => api.call('updateDrink', { body: { drinkId: kept._id, collectionId: newId(), rating: 5 } }), 404, 'DRINK_COLLECTION_NOT_FOUND'],
      ['a move into another user’s collection', () => api.call('updateDrink', { body: { drinkId: kept._id, collectionId: strangersCollection } }), 404, 'DRINK_COLLECTION_NOT_FOUND'],
      ['a change to another user’s photo', () => api.call('updateDrink', { body: { drinkId: kept._id, imageId: strangersImage, rating: 5 } }), 404, 'IMAGE_NOT_FOUND'],
      ['a delete of an unknown drink', () => api.call('deleteDrink', { query: { drinkId: newId() } }), 404, 'DRINK_NOT_FOUND'],
      ['a read of an unknown drink', () => api.call('getDrinks', { query: { drinkId: newId() } }), 404, 'DRINK_NOT_FOUND'],
      ['a read of an unknown collection', () => api.call('getDrinks', { query: { collectionId: newId() } }), 404, 'DRINK_COLLECTION_NOT_FOUND'],
      ['a read with no way to read', () => api.call('getDrinks', { query: {} }), 400, 'ONE_QUERY_AT_A_TIME'],
      ['a read with two ways to read', () => api.call('getDrinks', { query: { drinkId: kept._id, collectionId: classics._id } }), 400, 'ONE_QUERY_AT_A_TIME'],
    ];
    it.each(refused)('refuses %s and changes nothing', async (_name, call, status, code) => {
      const before = await api.snapshot();
      expectRefusal(await call(), status, code);
      expect(await api.snapshot()).toEqual(before);
      expect(await api.readDrink(kept._id)).toEqual(kept);
    });

    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['no collection', { collectionId: undefined }, 'collectionId is required'],
      ['a malformed collection id', { name: 'Gimlet', collectionId: 'short' }, 'collectionId must be at least 12 characters long'],
      ['a long name', { name: 'g'.repeat(201) }, 'name must be at most 200 characters long'],
      ['a rating of 0', { rating: 0 }, 'rating must be at least 1'],
      ['a rating of 6', { rating: 6 }, 'rating must be at most 5'],
      ['a rating of 3.5', { rating: 3.5 }, 'rating must be an integer'],
      ['an ingredient without text', { ingredients: [{ name: 'gin' }] }, 'ingredients[0].text is required'],
      ['an ingredient as a bare string', { ingredients: ['4 cl gin'] }, 'ingredients[0] must be an object'],
      ['an unknown unit', { ingredients: [{ text: '4 cl gin', unit: 'jigger' }] }, 'ingredients[0].unit must be one of'],
      ['a negative amount', { ingredients: [{ text: 'gin', quantity: -1 }] }, 'ingredients[0].quantity must be at least 0'],
      ['an unknown ingredient field', { ingredients: [{ text: 'gin', brand: 'Tanqueray' }] }, 'Unknown field: ingredients[0].brand'],
      ['51 ingredients', { ingredients: Array.from({ length: 51 }, () => ({ text: 'gin' })) }, 'ingredients must have at most 50 items'],
      ['31 tags', { tags: Array.from({ length: 31 }, (_, index) => `tag ${index}`) }, 'tags must have at most 30 items'],
      ['a long tag', { tags: ['t'.repeat(51)] }, 'tags[0] must be at most 50 characters long'],
      ['a long glass', { glass: 'g'.repeat(101) }, 'glass must be at most 100 characters long'],
      ['long notes', { notes: 'n'.repeat(20_001) }, 'notes must be at most 20000 characters long'],
      ['steps as text', { steps: 'Shake.' }, 'steps must be an array'],
      ['an unknown field', { public: true }, 'Unknown field: public'],
    ];
    it.each(invalid)('refuses a drink with %s (400 VALIDATION_FAILED) and changes nothing', async (_name, fields, message) => {
      const before = await api.snapshot();
      const answer = await api.call('createDrink', { body: { name: 'Gimlet', collectionId: classics._id, ...fields } as RequestBody<'createDrink'> });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({ status: false, error: { code: 'VALIDATION_FAILED', message: expect.stringContaining(message) } });
      expect(await api.snapshot()).toEqual(before);
    });

    it('refuses a change with a field it does not know (400 VALIDATION_FAILED)', async () => {
      const answer = await api.call('updateDrink', { body: { drinkId: kept._id, colour: 'pink' } as unknown as RequestBody<'updateDrink'> });
      expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({ statusCode: 400, body: errorOf('VALIDATION_FAILED', 'Unknown field: colour') });
    });
  });
});
