// Proves that a collection's drinks are read a page at a time (issue 24), with small pages from the
// drinks area's settings: by name ignoring case, then id (same names too), `limit` and the
// default, a page cut by the size of its drinks (never empty), a cursor of a long name in other
// scripts, and the refusals: a forged cursor, paging without a collection, another user's collection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDrinkCursor } from '../../../src/server/areas/drinks/drinkCursor';
import { expectRefusal, startDrinksApi, type DrinksApi } from './drinksApi';

describe("a collection's drinks, page by page", () => {
  let api: DrinksApi;

  beforeAll(async () => {
    api = await startDrinksApi('petra', { drinkPageSize: 2, drinkPageChars: 4000 });
  });
  afterAll(async () => {
    await api.t.close();
  });

  const names = (drinks: ReadonlyArray<{ name: string }>) => drinks.map((drink) => drink.name);

  it('answers pages of the default size by name ignoring case, then id, until the last says null', async () => {
    const bar = await api.makeCollection('Bar');
    for (const name of ['negroni', 'Americano', 'Boulevardier', 'americano', 'Gimlet']) await api.makeDrink(bar._id, name);

    const first = await api.drinkPageOf(bar._id);
    expect(first.drinks).toHaveLength(2);
    expect(names(first.drinks).map((name) => name.toLowerCase())).toEqual(['americano', 'americano']);
    const second = await api.drinkPageOf(bar._id, { after: first.next! });
    expect(names(second.drinks)).toEqual(['Boulevardier', 'Gimlet']);
    const last = await api.drinkPageOf(bar._id, { after: second.next! });
    expect(names(last.drinks)).toEqual(['negroni']);
    expect(last.next).toBeNull();
    // The same names in id order, so no drink is on two pages or none.
    const ids = [...first.drinks, ...second.drinks, ...last.drinks].map((drink) => drink._id);
    expect(new Set(ids).size).toBe(5);
    expect(first.drinks.map((drink) => drink._id)).toEqual(first.drinks.map((drink) => drink._id).sort());

    const all = await api.drinkPageOf(bar._id, { limit: 500 });
    expect(all.drinks.map((drink) => drink._id)).toEqual(ids);
    expect(all.next).toBeNull();
  });

  it('cuts a page by the size of its drinks, never to none, and whole drinks with their notes', async () => {
    const big = await api.makeCollection('Big');
    const notes = 'n'.repeat(3000);
    for (const name of ['A', 'B', 'C']) await api.makeDrink(big._id, name, { notes });
    const first = await api.drinkPageOf(big._id, { limit: 3 });
    expect(names(first.drinks)).toEqual(['A']);
    expect(first.drinks[0]!.notes).toBe(notes);
    const second = await api.drinkPageOf(big._id, { limit: 3, after: first.next! });
    expect(names(second.drinks)).toEqual(['B']);
  });

  it('pages after a long name in other scripts', async () => {
    const long = await api.makeCollection('Long');
    const name = '🍸"é'.repeat(66);
    await api.makeDrink(long._id, name);
    await api.makeDrink(long._id, `${name}x`);
    await api.makeDrink(long._id, '😀');
    const first = await api.drinkPageOf(long._id);
    expect(first.next!.length).toBeLessThanOrEqual(2000);
    const rest = await api.drinkPageOf(long._id, { after: first.next! });
    expect(names([...first.drinks, ...rest.drinks])).toHaveLength(3);
    expect(rest.next).toBeNull();
  });

  it('refuses a cursor it did not give, paging without a collection and limits out of bounds', async () => {
    const bar = await api.makeCollection('Refusals');
    const drink = await api.makeDrink(bar._id, 'Sour');
    for (const after of ['forged', 'bm90LWEtY3Vyc29y', Buffer.from(JSON.stringify(['x', 'not an id'])).toString('base64url'), Buffer.from('[1,2]').toString('base64url')]) {
      const refused = await api.call('getDrinks', { query: { collectionId: bar._id, after } });
      expectRefusal(refused, 400, 'DRINK_CURSOR_INVALID');
      expect(refused.body).toMatchObject({ error: { message: expect.stringContaining('first page') } });
    }
    expectRefusal(await api.call('getDrinks', { query: { drinkId: drink._id, limit: 1 } }), 400, 'ONE_QUERY_AT_A_TIME');
    expectRefusal(await api.call('getDrinks', { query: { storageGroupId: await api.stock('Shelf', []), after: encodeDrinkCursor({ nameKey: 'a', id: drink._id }) } }), 400, 'ONE_QUERY_AT_A_TIME');
    expect((await api.call('getDrinks', { query: { collectionId: bar._id, limit: 0 } })).statusCode).toBe(400);
    expect((await api.call('getDrinks', { query: { collectionId: bar._id, limit: 501 } })).statusCode).toBe(400);
  });

  it("never answers another user's drinks, whatever the cursor", async () => {
    const mine = await api.makeCollection('Mine');
    await api.makeDrink(mine._id, 'Alpha');
    await api.makeDrink(mine._id, 'Beta');
    await api.makeDrink(mine._id, 'Gamma');
    const myFirst = await api.drinkPageOf(mine._id);

    const other = await api.otherUser('olle');
    expectRefusal(await other.call('getDrinks', { query: { collectionId: mine._id } }), 404, 'DRINK_COLLECTION_NOT_FOUND');
    expectRefusal(await other.call('getDrinks', { query: { collectionId: mine._id, after: myFirst.next! } }), 404, 'DRINK_COLLECTION_NOT_FOUND');
    // My cursor on their own collection only places their page in their own drinks.
    const theirs = await other.makeCollection('Theirs');
    await other.makeDrink(theirs._id, 'Zombie');
    const page = await other.drinkPageOf(theirs._id, { after: myFirst.next! });
    expect(names(page.drinks)).toEqual(['Zombie']);
  });
});
