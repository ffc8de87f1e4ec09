// Proves the collection page's own sorting and filtering (itemsInView) and the CSV import's
// column guess and conversion (csv.ts): empties last either way, texts ignoring case, dates by
// day, a column named like a field fills it, and cells that do not fit are the faults.
import { describe, expect, it } from 'vitest';
import { defaultMapping, itemsFromCsv } from './csv';
import { itemsInView } from './itemView';
import type { CollectionField, Item } from './queries';

const title: CollectionField = { id: 'title_______', name: 'Title', type: 'text' };
const year: CollectionField = { id: 'year________', name: 'Year', type: 'number' };
const cover: CollectionField = { id: 'cover_______', name: 'Cover', type: 'image' };
const item = (id: string, values: Item['values']): Item => ({ _id: id, collectionId: 'c', values, unconverted: {}, createdAt: '', updatedAt: '' });
const items = [item('a', { [title.id]: 'blue', [year.id]: 1971 }), item('b', { [title.id]: 'Abbey Road' }), item('c', { [title.id]: 'Kid A', [year.id]: 2000 })];
const ids = (list: Item[]) => list.map((each) => each._id);

describe('itemsInView', () => {
  it('sorts by a field either way, with empty values last', () => {
    expect(ids(itemsInView(items, [title, year], { layout: 'table', sort: { fieldId: year.id, direction: 'asc' } }))).toEqual(['a', 'c', 'b']);
    expect(ids(itemsInView(items, [title, year], { layout: 'table', sort: { fieldId: year.id, direction: 'desc' } }))).toEqual(['c', 'a', 'b']);
    expect(ids(itemsInView(items, [title, year], { layout: 'table', sort: { fieldId: title.id, direction: 'asc' } }))).toEqual(['b', 'a', 'c']);
  });

  it('keeps the items every filter holds for', () => {
    const view = (filters: NonNullable<Parameters<typeof itemsInView>[2]['filters']>) => ids(itemsInView(items, [title, year], { layout: 'table', filters }));
    expect(view([{ fieldId: title.id, op: 'contains', value: 'A' }])).toEqual(['b', 'c']);
    expect(view([{ fieldId: year.id, op: 'greaterThan', value: 1980 }])).toEqual(['c']);
    expect(view([{ fieldId: year.id, op: 'isEmpty' }])).toEqual(['b']);
    expect(view([{ fieldId: year.id, op: 'notEquals', value: 2000 }, { fieldId: title.id, op: 'equals', value: 'BLUE' }])).toEqual(['a']);
  });
});

describe('CSV import', () => {
  it('maps a column to the field of its name, ignoring case, never to an image or twice', () => {
    expect(defaultMapping([' title ', 'Year', 'Cover', 'YEAR', 'Artist'], [title, year, cover])).toEqual([title.id, year.id, null, null, null]);
  });

  it('converts the cells to their fields, and names the rows that do not fit', () => {
    const table = { header: ['Title', 'Year'], rows: [['Blue', '1971'], ['Tapestry', 'early seventies'], ['', '']] };
    const { items: rows, faults } = itemsFromCsv(table, [title.id, year.id], [title, year]);
    expect(rows).toEqual([{ values: { [title.id]: 'Blue', [year.id]: 1971 } }, { values: { [title.id]: 'Tapestry' } }, { values: {} }]);
    expect(faults).toEqual([{ row: 2, fieldId: year.id, value: 'early seventies' }]);
  });
});
