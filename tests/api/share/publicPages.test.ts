// Proves that a shared collection, and a shared drink collection, is read a page at a time (issue
// 24), with a small page from the share area's settings: each page holds at most its size, `next`
// leads to the following page and is null on the last, an image is served through the page that
// shows it (and only that one), and a cursor the server did not give is 400 SHARE_CURSOR_INVALID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../src/contract/types';
import { API_PREFIX } from '../../../src/server/paths';
import { expectRefusal, startShareApi, type ShareApi } from './shareApi';

describe('a shared collection, page by page', () => {
  let app: ShareApi;
  beforeAll(async () => {
    app = await startShareApi({ username: 'pia', share: { publicPageSize: 2 } });
  });
  afterAll(async () => {
    await app.t.close();
  });

  const read = async (token: string, after?: string) => {
    const answer = await app.t.app.inject({ method: 'GET', url: `${API_PREFIX}/public/collection/${token}${after === undefined ? '' : `?after=${after}`}` });
    return { status: answer.statusCode, body: answer.json() as { status: boolean; data: Schemas['PublicCollection']; error?: { code: string } } };
  };

  it('answers at most a page of items with the next page cursor, and serves an image only through its page', async () => {
    const imageId = await app.uploadImage();
    const records = await app.makeCollection({ name: 'Records', fields: [{ name: 'Title', type: 'text' }, { name: 'Cover', type: 'image' }] });
    const [title, cover] = records.fields.map((field) => field.id) as [string, string];
    for (const name of ['Blue', 'Hejira']) {
      await app.makeItem(records._id, { [title]: name });
      app.advance(1000);
    }
    await app.makeItem(records._id, { [title]: 'Court and Spark', [cover]: imageId });
    const share = await app.share('collection', records._id);

    const first = await read(share.token);
    expect(first.body.data.items.map((item) => item.values[title])).toEqual(['Blue', 'Hejira']);
    expect(first.body.data.next).toEqual(expect.any(String));
    const second = await read(share.token, first.body.data.next!);
    expect(second.body.data.items.map((item) => item.values[title])).toEqual(['Court and Spark']);
    expect(second.body.data.next).toBeNull();

    const thumb = (second.body.data.items[0]!.values[cover] as Schemas['PublicImage']).thumb!;
    expect(thumb).toBe(`/api/public/image/${share.token}/${imageId}?size=thumb&after=${first.body.data.next!}`);
    expect((await app.t.app.inject({ method: 'GET', url: thumb })).statusCode).toBe(200);
    // Not through the first page, which does not show it.
    expect((await app.visitImage(share.token, imageId, 'thumb')).statusCode).toBe(404);
  });

  it('refuses a cursor it did not give', async () => {
    const records = await app.makeCollection({ name: 'Tapes', fields: [{ name: 'Title', type: 'text' }] });
    const share = await app.share('collection', records._id);
    const answer = await app.t.app.inject({ method: 'GET', url: `${API_PREFIX}/public/collection/${share.token}?after=forged` });
    expectRefusal({ statusCode: answer.statusCode, body: answer.json() } as never, 400, 'SHARE_CURSOR_INVALID');
  });

  const readDrinks = async (token: string, after?: string) => {
    const answer = await app.t.app.inject({ method: 'GET', url: `${API_PREFIX}/public/drink-collection/${token}${after === undefined ? '' : `?after=${after}`}` });
    return { status: answer.statusCode, body: answer.json() as { status: boolean; data: Schemas['PublicDrinkCollection']; error?: { code: string } } };
  };

  it('answers a shared drink collection a page of drinks at a time by name, each page with its own images', async () => {
    const imageId = await app.uploadImage();
    const bar = await app.makeDrinkCollection('Bar');
    for (const name of ['negroni', 'Americano']) await app.makeDrink({ collectionId: bar._id, name });
    await app.makeDrink({ collectionId: bar._id, name: 'Spritz', imageId });
    const share = await app.share('drinkCollection', bar._id);

    const first = await readDrinks(share.token);
    expect(first.body.data.drinks.map((drink) => drink.name)).toEqual(['Americano', 'negroni']);
    expect(first.body.data.name).toBe('Bar');
    expect(first.body.data.next).toEqual(expect.any(String));
    const second = await readDrinks(share.token, first.body.data.next!);
    expect(second.body.data.drinks.map((drink) => drink.name)).toEqual(['Spritz']);
    expect(second.body.data.next).toBeNull();
    // The first page again, from the cache, is still the first page.
    expect((await readDrinks(share.token)).body.data.drinks.map((drink) => drink.name)).toEqual(['Americano', 'negroni']);

    const thumb = second.body.data.drinks[0]!.image!.thumb!;
    expect(thumb).toBe(`/api/public/image/${share.token}/${imageId}?size=thumb&after=${first.body.data.next!}`);
    expect((await app.t.app.inject({ method: 'GET', url: thumb })).statusCode).toBe(200);
    expect((await app.visitImage(share.token, imageId, 'thumb')).statusCode).toBe(404);
  });

  it("refuses a drink collection's cursor it did not give, and an item cursor for drinks", async () => {
    const records = await app.makeCollection({ name: 'Singles', fields: [{ name: 'Title', type: 'text' }] });
    const [title] = records.fields.map((field) => field.id) as [string];
    for (const name of ['A', 'B', 'C']) await app.makeItem(records._id, { [title]: name });
    const itemCursor = (await read((await app.share('collection', records._id)).token)).body.data.next!;
    const bar = await app.makeDrinkCollection('Cellar');
    const share = await app.share('drinkCollection', bar._id);
    for (const after of ['forged', itemCursor]) {
      const answer = await app.t.app.inject({ method: 'GET', url: `${API_PREFIX}/public/drink-collection/${share.token}?after=${after}` });
      expectRefusal({ statusCode: answer.statusCode, body: answer.json() } as never, 400, 'SHARE_CURSOR_INVALID');
    }
  });
});
