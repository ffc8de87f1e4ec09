// Proves POST /item-import: every row is checked before anything is added; one bad row answers 400
// ITEM_IMPORT_INVALID naming the rows and fields at fault and adds nothing; good rows are all added
// in one go, in the order sent, answering their count and ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestBody } from '../../../src/contract/types';
import { expectRefusal, fieldNamed, NOW, startCollectionsApi, type Collection, type CollectionsApi } from './collectionsApi';

describe('importing items', () => {
  let api: CollectionsApi;
  let records: Collection;
  let title: string;
  let year: string;
  let format: string;

  beforeAll(async () => {
    api = await startCollectionsApi('inga');
    records = await api.makeCollection('Records', [
      { name: 'Title', type: 'text' },
      { name: 'Year', type: 'number' },
      { name: 'Format', type: 'choice', choices: ['Vinyl', 'CD'] },
    ]);
    [title, year, format] = ['Title', 'Year', 'Format'].map((name) => fieldNamed(records, name).id) as [string, string, string];
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('adds every row, in the order sent, and answers their count and ids', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => ({ values: { [title]: `Album ${index + 1}`, [year]: 1960 + index, [format]: index % 2 === 0 ? 'Vinyl' : '' } }));
    const answer = await api.ok('importItems', { body: { collectionId: records._id, items: rows } });
    expect(answer.count).toBe(20);
    expect(answer.itemIds).toHaveLength(20);
    const items = await api.itemsOf(records._id);
    expect(items.map((item) => item._id)).toEqual(answer.itemIds);
    expect(items[0]).toEqual({ _id: answer.itemIds[0], collectionId: records._id, values: { [title]: 'Album 1', [year]: 1960, [format]: 'Vinyl' }, unconverted: {}, createdAt: NOW, updatedAt: NOW });
    expect(items[1]!.values).toEqual({ [title]: 'Album 2', [year]: 1961 });
    expect((await api.readCollection(records._id)).itemCount).toBe(20);
  });

  it('adds nothing when one row is bad, and names the rows and fields at fault', async () => {
    const before = await api.snapshot();
    const answer = await api.call('importItems', {
      body: {
        collectionId: records._id,
        items: [{ values: { [title]: 'Fine' } }, { values: { [title]: 'Also fine', [year]: 1999 } }, { values: { [title]: 'Bad', [year]: 'nineteen' as unknown as number, [format]: 'Tape' } }],
      },
    });
    expectRefusal(answer, 400, 'ITEM_IMPORT_INVALID');
    expect(answer.body.status === false && answer.body.error.message).toBe(
      `Nothing was imported. Row 3: the value for "Year" must be a number. Row 3: the value for "Format" must be one of the field's choices.`,
    );
    expect(await api.snapshot()).toEqual(before);
  });

  it("refuses a row with a field the collection lacks, or another user's image", async () => {
    const withImage = await api.makeCollection('Covers', [{ name: 'Cover', type: 'image' }]);
    const cover = fieldNamed(withImage, 'Cover').id;
    const mine = await api.uploadImage();
    const theirs = await (await api.otherUser('lender')).uploadImage();
    const before = await api.snapshot();
    const answer = await api.call('importItems', { body: { collectionId: withImage._id, items: [{ values: { [cover]: mine } }, { values: { [cover]: theirs } }, { values: { zyxwvutsrqpo: 'x' } }] } });
    expectRefusal(answer, 400, 'ITEM_IMPORT_INVALID');
    expect(answer.body.status === false && answer.body.error.message).toBe(
      'Nothing was imported. Row 2: the image for "Cover" is not one of your images. Row 3: the collection has no field zyxwvutsrqpo.',
    );
    expect(await api.snapshot()).toEqual(before);
  });

  it('names at most 20 faults', async () => {
    const rows = Array.from({ length: 25 }, () => ({ values: { [year]: 'x' as unknown as number } }));
    const answer = await api.call('importItems', { body: { collectionId: records._id, items: rows } });
    expectRefusal(answer, 400, 'ITEM_IMPORT_INVALID');
    expect(answer.body.status === false && answer.body.error.message).toMatch(/Row 20: the value for "Year" must be a number\. \(and 5 more faults\)$/);
  });

  it('takes 5,000 rows and refuses more, or none', async () => {
    const many = Array.from({ length: 5000 }, (_, index) => ({ values: { [year]: index } }));
    const target = await api.makeCollection('Many', [{ name: 'Year', type: 'number' }]);
    const manyRows = many.map((row) => ({ values: { [fieldNamed(target, 'Year').id]: row.values[year]! } }));
    expect((await api.ok('importItems', { body: { collectionId: target._id, items: manyRows } })).count).toBe(5000);
    const before = await api.snapshot();
    expectRefusal(await api.call('importItems', { body: { collectionId: target._id, items: [...manyRows, manyRows[0]!] } }), 400, 'VALIDATION_FAILED');
    expectRefusal(await api.call('importItems', { body: { collectionId: target._id, items: [] } }), 400, 'VALIDATION_FAILED');
    expectRefusal(await api.call('importItems', { body: { collectionId: 'abcdefghijkl', items: [{ values: {} }] } }), 404, 'COLLECTION_NOT_FOUND');
    expectRefusal(await api.call('importItems', { body: { collectionId: target._id, items: [{ values: {}, extra: 1 }] } as unknown as RequestBody<'importItems'> }), 400, 'VALIDATION_FAILED');
    expect(await api.snapshot()).toEqual(before);
  });
});
