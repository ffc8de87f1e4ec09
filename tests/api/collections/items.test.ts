// Proves /item's life: an item made from `{collectionId}` alone (empty) or with values checked per
// field type (texts trimmed, an empty text or null leaving a field empty), read alone or as its
// collection's list (oldest first), changed partially (set some fields, clear others, the rest
// untouched), and deleted. Images must be the caller's own. Every refusal answers its code and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, RequestBody } from '../../../src/contract/types';
import { expectRefusal, fieldNamed, NOW, startCollectionsApi, type Collection, type CollectionsApi } from './collectionsApi';

const LATER = '2026-11-27T12:00:00.000Z';
const ID = /^[\w-]{12}$/;

describe('items', () => {
  let api: CollectionsApi;
  let records: Collection;
  let f: Record<'title' | 'notes' | 'year' | 'bought' | 'signed' | 'rating' | 'link' | 'format' | 'cover', string>;

  beforeAll(async () => {
    api = await startCollectionsApi('ivar');
    records = await api.makeCollection('Records', [
      { name: 'Title', type: 'text' },
      { name: 'Notes', type: 'longText' },
      { name: 'Year', type: 'number' },
      { name: 'Bought', type: 'date' },
      { name: 'Signed', type: 'yesNo' },
      { name: 'Rating', type: 'rating' },
      { name: 'Link', type: 'link' },
      { name: 'Format', type: 'choice', choices: ['Vinyl', 'CD'] },
      { name: 'Cover', type: 'image' },
    ]);
    const id = (name: string) => fieldNamed(records, name).id;
    f = { title: id('Title'), notes: id('Notes'), year: id('Year'), bought: id('Bought'), signed: id('Signed'), rating: id('Rating'), link: id('Link'), format: id('Format'), cover: id('Cover') };
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('makes an empty item from its collection alone', async () => {
    api.setNow(NOW);
    const empty = await api.ok('createItem', { body: { collectionId: records._id } });
    expect(empty).toEqual({ _id: expect.stringMatching(ID), collectionId: records._id, values: {}, unconverted: {}, createdAt: NOW, updatedAt: NOW });
    expect(await api.readItem(empty._id)).toEqual(empty);
  });

  it('stores a value of every type, texts trimmed, empty ones left out', async () => {
    const cover = await api.uploadImage();
    const item = await api.makeItem(records._id, {
      [f.title]: '  Blue  ',
      [f.notes]: '  Side A\n  scratched ',
      [f.year]: 1971,
      [f.bought]: '2024-05-01',
      [f.signed]: false,
      [f.rating]: 5,
      [f.link]: 'https://example.com/blue',
      [f.format]: 'Vinyl',
      [f.cover]: cover,
    });
    expect(item.values).toEqual({
      [f.title]: 'Blue',
      [f.notes]: 'Side A\n  scratched',
      [f.year]: 1971,
      [f.bought]: '2024-05-01',
      [f.signed]: false,
      [f.rating]: 5,
      [f.link]: 'https://example.com/blue',
      [f.format]: 'Vinyl',
      [f.cover]: cover,
    });
    const blanks = await api.makeItem(records._id, { [f.title]: '   ', [f.year]: null });
    expect(blanks.values).toEqual({});
  });

  it("lists a collection's items oldest first, and only that collection's", async () => {
    const own = await api.otherUser('lists');
    const shelf = await own.makeCollection('Shelf', [{ name: 'Name', type: 'text' }]);
    const other = await own.makeCollection('Other');
    const name = fieldNamed(shelf, 'Name').id;
    api.setNow(NOW);
    const first = await own.makeItem(shelf._id, { [name]: 'Zebra' });
    await own.makeItem(other._id);
    api.setNow(LATER);
    const second = await own.makeItem(shelf._id, { [name]: 'Aardvark' });
    expect(await own.itemsOf(shelf._id)).toEqual([first, second]);
    api.setNow(NOW);
  });

  it('changes only the fields sent: sets some, clears others with null or an empty text', async () => {
    const item = await api.makeItem(records._id, { [f.title]: 'Kind of Blue', [f.year]: 1959, [f.format]: 'CD', [f.signed]: true });
    api.setNow(LATER);
    const changed = await api.ok('updateItem', { body: { itemId: item._id, values: { [f.year]: 1960, [f.format]: null, [f.signed]: false, [f.title]: '', [f.rating]: 4 } } });
    expect(changed).toEqual({ ...item, values: { [f.year]: 1960, [f.signed]: false, [f.rating]: 4 }, updatedAt: LATER });
    expect(await api.readItem(item._id)).toEqual(changed);
    api.setNow(NOW);
  });

  it('deletes an item and leaves its image among the caller\'s images', async () => {
    const cover = await api.uploadImage();
    const item = await api.makeItem(records._id, { [f.cover]: cover });
    expect(await api.ok('deleteItem', { query: { itemId: item._id } })).toBeNull();
    expectRefusal(await api.call('getItems', { query: { itemId: item._id } }), 404, 'ITEM_NOT_FOUND');
    // Still the caller's image: a new item may show it.
    const reused = await api.makeItem(records._id, { [f.cover]: cover });
    expect(reused.values).toEqual({ [f.cover]: cover });
  });

  describe('refusals change nothing', () => {
    const badValues: Array<[string, () => Record<string, unknown>, number, ErrorCode]> = [
      ['a number for a text', () => ({ [f.title]: 12 }), 400, 'ITEM_VALUE_INVALID'],
      ['a text over 1,000 characters', () => ({ [f.title]: 'x'.repeat(1001) }), 400, 'ITEM_VALUE_INVALID'],
      ['a long text over 20,000 characters', () => ({ [f.notes]: 'x'.repeat(20_001) }), 400, 'VALIDATION_FAILED'],
      ['a text for a number', () => ({ [f.year]: '1971' }), 400, 'ITEM_VALUE_INVALID'],
      ['a number beyond 10^15', () => ({ [f.year]: 1e16 }), 400, 'ITEM_VALUE_INVALID'],
      ['a day that does not exist', () => ({ [f.bought]: '2024-02-30' }), 400, 'ITEM_VALUE_INVALID'],
      ['a date written another way', () => ({ [f.bought]: '01/05/2024' }), 400, 'ITEM_VALUE_INVALID'],
      ['a text for yes/no', () => ({ [f.signed]: 'yes' }), 400, 'ITEM_VALUE_INVALID'],
      ['a rating of 6', () => ({ [f.rating]: 6 }), 400, 'ITEM_VALUE_INVALID'],
      ['a rating of 0', () => ({ [f.rating]: 0 }), 400, 'ITEM_VALUE_INVALID'],
      ['a rating of 3.5', () => ({ [f.rating]: 3.5 }), 400, 'ITEM_VALUE_INVALID'],
      ['a link without http', () => ({ [f.link]: 'example.com' }), 400, 'ITEM_VALUE_INVALID'],
      ['a javascript: link', () => ({ [f.link]: 'javascript:alert(1)' }), 400, 'ITEM_VALUE_INVALID'],
      ['a choice not offered', () => ({ [f.format]: 'Cassette' }), 400, 'ITEM_VALUE_INVALID'],
      ['a choice in other case', () => ({ [f.format]: 'vinyl' }), 400, 'ITEM_VALUE_INVALID'],
      ['an image that is no id', () => ({ [f.cover]: 'cover.jpg' }), 400, 'ITEM_VALUE_INVALID'],
      ['an image nobody uploaded', () => ({ [f.cover]: 'abcdefghijkl' }), 404, 'IMAGE_NOT_FOUND'],
      ['a field the collection lacks', () => ({ zyxwvutsrqpo: 'x' }), 404, 'COLLECTION_FIELD_NOT_FOUND'],
      ['a key that is no field id', () => ({ title: 'x' }), 400, 'VALIDATION_FAILED'],
      ['an object as a value', () => ({ [f.title]: { text: 'x' } }), 400, 'VALIDATION_FAILED'],
    ];

    it.each(badValues)('POST /item refuses %s', async (_, values, status, code) => {
      const before = await api.snapshot();
      expectRefusal(await api.call('createItem', { body: { collectionId: records._id, values: values() } as RequestBody<'createItem'> }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    it.each(badValues)('PUT /item refuses %s', async (_, values, status, code) => {
      const item = await api.makeItem(records._id, { [f.title]: 'Unchanged' });
      const before = await api.snapshot();
      expectRefusal(await api.call('updateItem', { body: { itemId: item._id, values: values() } as RequestBody<'updateItem'> }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    it('refuses an image of another user', async () => {
      const other = await api.otherUser('imagekeeper');
      const theirs = await other.uploadImage();
      const item = await api.makeItem(records._id);
      const before = await api.snapshot();
      expectRefusal(await api.call('createItem', { body: { collectionId: records._id, values: { [f.cover]: theirs } } }), 404, 'IMAGE_NOT_FOUND');
      expectRefusal(await api.call('updateItem', { body: { itemId: item._id, values: { [f.cover]: theirs } } }), 404, 'IMAGE_NOT_FOUND');
      expect(await api.snapshot()).toEqual(before);
    });

    it('refuses the other bad calls', async () => {
      const item = await api.makeItem(records._id);
      const cases: Array<[() => ReturnType<typeof api.call>, number, ErrorCode]> = [
        [() => api.call('createItem', { body: { collectionId: 'abcdefghijkl' } }), 404, 'COLLECTION_NOT_FOUND'],
        [() => api.call('createItem', { body: { collectionId: records._id, extra: 1 } as unknown as RequestBody<'createItem'> }), 400, 'VALIDATION_FAILED'],
        [() => api.call('updateItem', { body: { itemId: item._id } }), 400, 'NOTHING_TO_CHANGE'],
        [() => api.call('updateItem', { body: { itemId: item._id, values: {}, discardUnconverted: [] } }), 400, 'NOTHING_TO_CHANGE'],
        [() => api.call('updateItem', { body: { itemId: 'abcdefghijkl', values: { [f.title]: 'x' } } }), 404, 'ITEM_NOT_FOUND'],
        [() => api.call('updateItem', { body: { itemId: item._id, discardUnconverted: ['zyxwvutsrqpo'] } }), 404, 'COLLECTION_FIELD_NOT_FOUND'],
        [() => api.call('getItems', {}), 400, 'ONE_QUERY_AT_A_TIME'],
        [() => api.call('getItems', { query: { itemId: item._id, collectionId: records._id } }), 400, 'ONE_QUERY_AT_A_TIME'],
        [() => api.call('getItems', { query: { collectionId: 'abcdefghijkl' } }), 404, 'COLLECTION_NOT_FOUND'],
        [() => api.call('deleteItem', { query: { itemId: 'abcdefghijkl' } }), 404, 'ITEM_NOT_FOUND'],
      ];
      for (const [call, status, code] of cases) {
        const before = await api.snapshot();
        expectRefusal(await call(), status, code);
        expect(await api.snapshot()).toEqual(before);
      }
    });
  });
});
