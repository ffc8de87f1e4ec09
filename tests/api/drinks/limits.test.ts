// Proves the drinks' limit on an app with a small one (the real one is 2,000 drinks a user, in
// contract/drinks.yaml): a drink past it is 409 TOO_MANY_DRINKS that changes nothing, counted
// across collections and per user; and "What can I make" still answers right from what is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, startDrinksApi, summaryOf, type DrinksApi } from './drinksApi';

describe('drinks limit', () => {
  let api: DrinksApi;

  beforeAll(async () => {
    api = await startDrinksApi('lasse', { maxDrinks: 2 });
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('refuses a drink past the limit across collections with 409 TOO_MANY_DRINKS, and what can be made stays right', async () => {
    const gimlet = await api.makeDrink((await api.makeCollection('Classics'))._id, 'Gimlet', { ingredients: [{ text: '6 cl gin' }, { text: '2 cl lime juice' }] });
    const tiki = await api.makeCollection('Tiki');
    await api.makeDrink(tiki._id, 'Daiquiri', { ingredients: [{ text: '6 cl white rum' }, { text: '2 cl lime juice' }] });

    const before = await api.snapshot();
    const refused = await api.call('createDrink', { body: { collectionId: tiki._id, name: 'Mojito', ingredients: [{ text: 'rum' }] } });
    expectRefusal(refused, 409, 'TOO_MANY_DRINKS');
    expect(refused.body).toMatchObject({ error: { message: expect.stringContaining('2 drinks') } });
    expect(await api.snapshot()).toEqual(before);

    // The limit is each user's own.
    const other = await api.otherUser('maja');
    await other.makeDrink((await other.makeCollection('Mine'))._id, 'Mojito', {});

    expect(await api.makeableFrom(await api.stock('Bar', [{ name: 'London dry gin' }, { name: 'Limes' }]))).toEqual([summaryOf(gimlet)]);
  });
});
