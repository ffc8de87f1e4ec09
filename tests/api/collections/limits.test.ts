// Proves the collections' limits (issue 24) with small caps from the area's settings: GET /item
// answers a page at a time (limit, after, a page cut by the size of its values) and refuses a
// cursor it did not give; a full collection refuses one more item and an import past its room,
// adding nothing; an import body of too many JSON objects and arrays is refused with 413 as it
// arrives; a change of fields rewrites every item across batches, giving the event loop turns, and
// lists only the first values it could not convert while counting them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/server/paths';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { asPage, callerOf, expectRefusal, fieldNamed, NOW, type Caller, type Collection } from './collectionsApi';

const MAX_ITEMS = 7;

describe('collection limits', () => {
  let t: TestApp;
  let api: Caller;
  let books: Collection;
  let title: string;
  let turns = 0;

  beforeAll(async () => {
    const nextTurn = () => {
      turns++;
      return new Promise<void>((resolve) => setImmediate(resolve));
    };
    t = await createTestApp({ settings: { collections: { now: () => new Date(NOW), maxItems: MAX_ITEMS, itemPageChars: 100, rewriteBatch: 2, reportedUnconverted: 2, nextTurn } } });
    api = callerOf(t, await signUp(t.app, 'lim'));
    books = await api.makeCollection('Books', [{ name: 'Title', type: 'text' }]);
    title = fieldNamed(books, 'Title').id;
    await api.ok('importItems', { body: { collectionId: books._id, items: ['1', '2', '3', '4', '5'].map((n) => ({ values: { [title]: n } })) } });
  });
  afterAll(async () => {
    await t.close();
  });

  const titlesOf = (page: { items: Array<{ values: Record<string, unknown> }> }) => page.items.map((item) => item.values[title]);

  it('answers a page of `limit` items and the cursor of the next, until the last page says null', async () => {
    const first = asPage(await api.ok('getItems', { query: { collectionId: books._id, limit: 2 } }));
    expect(titlesOf(first)).toEqual(['1', '2']);
    const second = asPage(await api.ok('getItems', { query: { collectionId: books._id, limit: 2, after: first.next! } }));
    expect(titlesOf(second)).toEqual(['3', '4']);
    const last = asPage(await api.ok('getItems', { query: { collectionId: books._id, limit: 2, after: second.next! } }));
    expect(titlesOf(last)).toEqual(['5']);
    expect(last.next).toBeNull();
  });

  it('cuts a page once its values pass the size a page may hold, never below one item', async () => {
    const big = await api.makeCollection('Big', [{ name: 'Text', type: 'longText' }]);
    const text = fieldNamed(big, 'Text').id;
    await api.ok('importItems', { body: { collectionId: big._id, items: ['a', 'b', 'c'].map((letter) => ({ values: { [text]: letter.repeat(60) } })) } });
    const first = asPage(await api.ok('getItems', { query: { collectionId: big._id } }));
    expect(first.items).toHaveLength(1);
    const rest = asPage(await api.ok('getItems', { query: { collectionId: big._id, after: first.next! } }));
    expect(rest.items).toHaveLength(1);
    expect(rest.next).not.toBeNull();
  });

  it('refuses a cursor it did not give, and paging without a collection', async () => {
    expectRefusal(await api.call('getItems', { query: { collectionId: books._id, after: 'bm90LWEtY3Vyc29y' } }), 400, 'ITEM_CURSOR_INVALID');
    const item = asPage(await api.ok('getItems', { query: { collectionId: books._id, limit: 1 } })).items[0]!;
    expectRefusal(await api.call('getItems', { query: { itemId: item._id, limit: 1 } }), 400, 'ONE_QUERY_AT_A_TIME');
    expect((await api.call('getItems', { query: { collectionId: books._id, limit: 1001 } })).statusCode).toBe(400);
  });

  it('refuses an import past the room left and an item past the most, adding nothing', async () => {
    const full = await api.makeCollection('Full', [{ name: 'Title', type: 'text' }]);
    const field = fieldNamed(full, 'Title').id;
    const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ values: { [field]: `Row ${index}` } }));
    await api.ok('importItems', { body: { collectionId: full._id, items: rows(5) } });
    const tooMany = await api.call('importItems', { body: { collectionId: full._id, items: rows(3) } });
    expectRefusal(tooMany, 409, 'COLLECTION_FULL');
    expect(tooMany.body.status === false && tooMany.body.error.message).toBe('The collection has room for 2 more items (at most 7): import fewer rows, or start another collection');
    await api.ok('importItems', { body: { collectionId: full._id, items: rows(2) } });
    const oneMore = await api.call('createItem', { body: { collectionId: full._id } });
    expectRefusal(oneMore, 409, 'COLLECTION_FULL');
    expect(oneMore.body.status === false && oneMore.body.error.message).toBe('The collection holds 7 items, the most a collection may: delete some, or start another collection');
    expect((await api.readCollection(full._id)).itemCount).toBe(7);
  });

  it('refuses an import body of more than 20,000 JSON objects and arrays with 413 before parsing it', async () => {
    const payload = `{"collectionId":"${books._id}","items":[{"values":{}},[${'[],'.repeat(20_000)}[]]]}`;
    const answer = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/item-import`, headers: { 'x-access-token': api.user.access.token, 'content-type': 'application/json' }, payload });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ status: false, error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request holds more than 20,000 JSON objects and arrays: send fewer rows at a time' } });
    expect((await api.readCollection(books._id)).itemCount).toBe(5);
  });

  it('converts every item on a type change, batch after batch, letting other work run in between', async () => {
    const years = await api.makeCollection('Years', [{ name: 'Year', type: 'text' }]);
    const year = fieldNamed(years, 'Year').id;
    await api.ok('importItems', { body: { collectionId: years._id, items: ['1999', '2000', 'soon', '2002', '2003', '2004'].map((value) => ({ values: { [year]: value } })) } });
    const before = turns;
    const answer = await api.ok('updateCollection', { body: { collectionId: years._id, fields: [{ id: year, name: 'Year', type: 'number' }] } });
    const items = await api.itemsOf(years._id);
    expect(items.map((item) => item.values[year])).toEqual([1999, 2000, undefined, 2002, 2003, 2004]);
    expect(answer.unconverted).toEqual([{ itemId: items[2]!._id, fieldId: year }]);
    expect(answer.unconvertedCount).toBe(1);
    // Six items in batches of two: a turn of the loop after each full batch.
    expect(turns - before).toBe(3);
  });

  it('lists the first values a type change could not convert and counts them all, keeping each on its item', async () => {
    const notes = await api.makeCollection('Notes', [{ name: 'Note', type: 'text' }]);
    const note = fieldNamed(notes, 'Note').id;
    await api.ok('importItems', { body: { collectionId: notes._id, items: ['one', '2', 'three', 'four', 'five'].map((value) => ({ values: { [note]: value } })) } });
    const answer = await api.ok('updateCollection', { body: { collectionId: notes._id, fields: [{ id: note, name: 'Note', type: 'number' }] } });
    const items = await api.itemsOf(notes._id);
    expect(answer.unconverted).toEqual([items[0], items[2]].map((item) => ({ itemId: item!._id, fieldId: note })));
    expect(answer.unconvertedCount).toBe(4);
    expect(items.map((item) => item.unconverted[note]?.length ?? 0)).toEqual([1, 0, 1, 1, 1]);
  });
});
