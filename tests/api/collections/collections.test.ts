// Proves /collection's life: a collection made from `{name}` alone or with fields (given server
// ids, names and choices trimmed), listed oldest first with its item count, read alone, renamed,
// its fields added, renamed, reordered and removed (a removed field's values go from its items),
// its view saved and checked against the fields, and deleted with its items. Every refusal answers
// its code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, RequestBody } from '../../../src/contract/types';
import { expectRefusal, fieldNamed, NOW, startCollectionsApi, type CollectionsApi } from './collectionsApi';

const LATER = '2026-11-27T11:00:00.000Z';
const ID = /^[\w-]{12}$/;

describe('collections', () => {
  let api: CollectionsApi;
  beforeAll(async () => {
    api = await startCollectionsApi('colette');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('makes a collection from its name alone, empty, shown as a table', async () => {
    api.setNow(NOW);
    const made = await api.makeCollection('  Books ');
    expect(made).toEqual({ _id: expect.stringMatching(ID), name: 'Books', fields: [], view: { layout: 'table' }, itemCount: 0, createdAt: NOW, updatedAt: NOW });
    expect(await api.readCollection(made._id)).toEqual(made);
  });

  it('makes a collection with its fields in order, each given an id, names and choices trimmed', async () => {
    const made = await api.makeCollection('Records', [
      { name: ' Title ', type: 'text' },
      { name: 'Format', type: 'choice', choices: [' Vinyl', 'CD '] },
      { name: 'Year', type: 'number' },
    ]);
    expect(made.fields).toEqual([
      { id: expect.stringMatching(ID), name: 'Title', type: 'text' },
      { id: expect.stringMatching(ID), name: 'Format', type: 'choice', choices: ['Vinyl', 'CD'] },
      { id: expect.stringMatching(ID), name: 'Year', type: 'number' },
    ]);
    expect(new Set(made.fields.map((field) => field.id)).size).toBe(3);
  });

  it("keeps a number field's format, and drops one sent on another type", async () => {
    const made = await api.makeCollection('Films', [
      { name: 'Year', type: 'number', numberFormat: 'plain' },
      { name: 'Budget', type: 'number', numberFormat: 'grouped' },
      { name: 'Title', type: 'text', numberFormat: 'plain' },
    ]);
    expect(made.fields.map(({ name, numberFormat }) => [name, numberFormat])).toEqual([
      ['Year', 'plain'],
      ['Budget', 'grouped'],
      ['Title', undefined],
    ]);
    expect((await api.readCollection(made._id)).fields[0]).toEqual({ id: expect.stringMatching(ID), name: 'Year', type: 'number', numberFormat: 'plain' });
  });

  it('lists every collection oldest first with its item count', async () => {
    const own = await api.otherUser('lister');
    const first = await own.makeCollection('Wines', [{ name: 'Name', type: 'text' }]);
    api.setNow(LATER);
    const second = await own.makeCollection('Games');
    api.setNow(NOW);
    await own.makeItem(first._id);
    await own.makeItem(first._id);
    expect(await own.readCollections()).toEqual([
      { ...first, itemCount: 2 },
      { ...second, itemCount: 0 },
    ]);
    expect(await own.readCollection(first._id)).toEqual({ ...first, itemCount: 2 });
  });

  it('renames, adds, renames a field, reorders and removes fields; a removed field takes its values along', async () => {
    const made = await api.makeCollection('Plants', [
      { name: 'Name', type: 'text' },
      { name: 'Watered', type: 'date' },
      { name: 'Notes', type: 'longText' },
    ]);
    const [name, watered, notes] = made.fields as [(typeof made.fields)[0], (typeof made.fields)[0], (typeof made.fields)[0]];
    const item = await api.makeItem(made._id, { [name.id]: 'Fern', [watered.id]: '2026-11-20', [notes.id]: 'Likes shade' });

    api.setNow(LATER);
    const answer = await api.ok('updateCollection', {
      body: { collectionId: made._id, name: ' House plants ', fields: [{ id: watered.id, name: 'Last watered', type: 'date' }, { name: 'Light', type: 'choice', choices: ['Sun', 'Shade'] }, { id: name.id, name: 'Name', type: 'text' }] },
    });
    expect(answer.unconverted).toEqual([]);
    expect(answer.collection).toEqual({
      ...made,
      name: 'House plants',
      fields: [{ ...watered, name: 'Last watered' }, { id: expect.stringMatching(ID), name: 'Light', type: 'choice', choices: ['Sun', 'Shade'] }, name],
      itemCount: 1,
      updatedAt: LATER,
    });
    expect(await api.readCollection(made._id)).toEqual(answer.collection);
    // The removed field's value went; the item is otherwise as it was.
    expect(await api.readItem(item._id)).toEqual({ ...item, values: { [name.id]: 'Fern', [watered.id]: '2026-11-20' }, updatedAt: LATER });
    api.setNow(NOW);
  });

  it('saves a view that fits the fields, and drops the parts a change of fields no longer fits', async () => {
    const made = await api.makeCollection('Films', [
      { name: 'Title', type: 'text' },
      { name: 'Rating', type: 'rating' },
    ]);
    const title = fieldNamed(made, 'Title');
    const rating = fieldNamed(made, 'Rating');
    const view = {
      layout: 'grid' as const,
      sort: { fieldId: rating.id, direction: 'desc' as const },
      filters: [
        { fieldId: rating.id, op: 'greaterThan' as const, value: 3 },
        { fieldId: title.id, op: 'contains' as const, value: 'night' },
      ],
    };
    const saved = await api.ok('updateCollection', { body: { collectionId: made._id, view } });
    expect(saved.collection.view).toEqual(view);

    // The rating field removed: its sort and filter go; the title's filter stays.
    const changed = await api.ok('updateCollection', { body: { collectionId: made._id, fields: [{ id: title.id, name: 'Title', type: 'text' }] } });
    expect(changed.collection.view).toEqual({ layout: 'grid', filters: [view.filters[1]] });
    expect((await api.readCollection(made._id)).view).toEqual({ layout: 'grid', filters: [view.filters[1]] });
  });

  it('deletes a collection with its items, and only its own', async () => {
    const doomed = await api.makeCollection('Doomed', [{ name: 'Name', type: 'text' }]);
    const kept = await api.makeCollection('Kept');
    const items = [await api.makeItem(doomed._id), await api.makeItem(doomed._id)];
    const keptItem = await api.makeItem(kept._id);
    expect(await api.ok('deleteCollection', { query: { collectionId: doomed._id } })).toEqual({ deletedItems: 2 });
    expectRefusal(await api.call('getCollections', { query: { collectionId: doomed._id } }), 404, 'COLLECTION_NOT_FOUND');
    for (const item of items) expectRefusal(await api.call('getItems', { query: { itemId: item._id } }), 404, 'ITEM_NOT_FOUND');
    expect(await api.readItem(keptItem._id)).toEqual(keptItem);
    expectRefusal(await api.call('deleteCollection', { query: { collectionId: doomed._id } }), 404, 'COLLECTION_NOT_FOUND');
  });

  describe('refusals change nothing', () => {
    const fiftyOne = Array.from({ length: 51 }, (_, index) => ({ name: `Field ${index}`, type: 'text' as const }));
    const creates: Array<[string, unknown, number, ErrorCode]> = [
      ['no name', {}, 400, 'VALIDATION_FAILED'],
      ['an empty name', { name: '   ' }, 400, 'COLLECTION_NAME_REQUIRED'],
      ['a name over 100 characters', { name: 'x'.repeat(101) }, 400, 'VALIDATION_FAILED'],
      ['an unknown body field', { name: 'A', colour: 'red' }, 400, 'VALIDATION_FAILED'],
      ['51 fields', { name: 'A', fields: fiftyOne }, 400, 'VALIDATION_FAILED'],
      ['an unknown field type', { name: 'A', fields: [{ name: 'X', type: 'colour' }] }, 400, 'VALIDATION_FAILED'],
      ['a field without a name', { name: 'A', fields: [{ name: ' ', type: 'text' }] }, 400, 'FIELD_NAME_REQUIRED'],
      ['two fields named alike', { name: 'A', fields: [{ name: 'Year', type: 'text' }, { name: 'YEAR ', type: 'number' }] }, 400, 'FIELD_NAME_TAKEN'],
      ['a choice field without choices', { name: 'A', fields: [{ name: 'Format', type: 'choice' }] }, 400, 'FIELD_CHOICES_INVALID'],
      ['a choice offered twice', { name: 'A', fields: [{ name: 'Format', type: 'choice', choices: ['CD', 'cd'] }] }, 400, 'FIELD_CHOICES_INVALID'],
      ['an empty choice', { name: 'A', fields: [{ name: 'Format', type: 'choice', choices: ['CD', ' '] }] }, 400, 'FIELD_CHOICES_INVALID'],
      ['choices on a text field', { name: 'A', fields: [{ name: 'Format', type: 'text', choices: ['CD'] }] }, 400, 'FIELD_CHOICES_INVALID'],
      ['a field id the new collection cannot have', { name: 'A', fields: [{ id: 'abcdefghijkl', name: 'X', type: 'text' }] }, 404, 'COLLECTION_FIELD_NOT_FOUND'],
      ['a malformed field id', { name: 'A', fields: [{ id: 'short', name: 'X', type: 'text' }] }, 400, 'VALIDATION_FAILED'],
    ];
    it.each(creates)('POST /collection refuses %s', async (_, body, status, code) => {
      const before = await api.snapshot();
      expectRefusal(await api.call('createCollection', { body: body as RequestBody<'createCollection'> }), status, code);
      expect(await api.snapshot()).toEqual(before);
    });

    it('PUT /collection refuses each bad change', async () => {
      const made = await api.makeCollection('Target', [
        { name: 'Title', type: 'text' },
        { name: 'Year', type: 'number' },
      ]);
      const title = fieldNamed(made, 'Title');
      const year = fieldNamed(made, 'Year');
      const other = await api.makeCollection('Other', [{ name: 'Elsewhere', type: 'text' }]);
      const cases: Array<[RequestBody<'updateCollection'>, number, ErrorCode]> = [
        [{ collectionId: made._id }, 400, 'NOTHING_TO_CHANGE'],
        [{ collectionId: made._id, name: ' ' }, 400, 'COLLECTION_NAME_REQUIRED'],
        [{ collectionId: 'abcdefghijkl', name: 'X' }, 404, 'COLLECTION_NOT_FOUND'],
        [{ collectionId: made._id, fields: [{ ...title }, { ...title }] }, 400, 'FIELD_NAME_TAKEN'],
        [{ collectionId: made._id, fields: [title, { ...title, name: 'Again' }] }, 400, 'FIELD_ID_REPEATED'],
        [{ collectionId: made._id, fields: [title, { id: fieldNamed(other, 'Elsewhere').id, name: 'Moved', type: 'text' }] }, 404, 'COLLECTION_FIELD_NOT_FOUND'],
        [{ collectionId: made._id, view: { layout: 'table', sort: { fieldId: fieldNamed(other, 'Elsewhere').id, direction: 'asc' } } }, 400, 'COLLECTION_VIEW_INVALID'],
        [{ collectionId: made._id, view: { layout: 'table', filters: [{ fieldId: year.id, op: 'contains', value: '19' }] } }, 400, 'COLLECTION_VIEW_INVALID'],
        [{ collectionId: made._id, view: { layout: 'table', filters: [{ fieldId: year.id, op: 'equals', value: 'nineteen' }] } }, 400, 'COLLECTION_VIEW_INVALID'],
        // The view must fit the fields after the change sent with it.
        [{ collectionId: made._id, fields: [title], view: { layout: 'table', sort: { fieldId: year.id, direction: 'asc' } } }, 400, 'COLLECTION_VIEW_INVALID'],
        [{ collectionId: made._id, view: { layout: 'list' } } as unknown as RequestBody<'updateCollection'>, 400, 'VALIDATION_FAILED'],
      ];
      for (const [body, status, code] of cases) {
        const before = await api.snapshot();
        expectRefusal(await api.call('updateCollection', { body }), status, code);
        expect(await api.snapshot(), JSON.stringify(body)).toEqual(before);
      }
    });

    it('refuses ids that are no collection', async () => {
      const before = await api.snapshot();
      expectRefusal(await api.call('getCollections', { query: { collectionId: 'abcdefghijkl' } }), 404, 'COLLECTION_NOT_FOUND');
      expectRefusal(await api.call('deleteCollection', { query: { collectionId: 'abcdefghijkl' } }), 404, 'COLLECTION_NOT_FOUND');
      expectRefusal(await api.call('getCollections', { query: { collectionId: 'short' } }), 400, 'VALIDATION_FAILED');
      expect(await api.snapshot()).toEqual(before);
    });
  });
});
