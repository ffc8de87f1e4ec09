import type { Collection, CollectionField, Item } from './queries';

// Fixed collections and items for the stories (no server, no clock).

const at = '2026-11-01T10:00:00.000Z';
const field = (id: string, name: string, type: CollectionField['type'], choices?: string[]): CollectionField => ({ id: id.padEnd(12, '_'), name, type, ...(choices ? { choices } : {}) });

export const titleField = field('title', 'Title', 'text');
export const yearField = field('year', 'Year', 'number');
export const formatField = field('format', 'Format', 'choice', ['Vinyl', 'CD']);
export const ownedField = field('owned', 'Owned', 'yesNo');
export const ratingField = field('rating', 'Rating', 'rating');
export const siteField = field('site', 'Site', 'link');

export const recordsFixture: Collection = {
  _id: 'collrecords01',
  name: 'Records',
  fields: [titleField, yearField, formatField, ownedField, ratingField, siteField],
  view: { layout: 'table', sort: { fieldId: yearField.id, direction: 'asc' } },
  itemCount: 3,
  createdAt: at,
  updatedAt: at,
};

export const plantsFixture: Collection = { _id: 'collplants001', name: 'Plants', fields: [], view: { layout: 'table' }, itemCount: 0, createdAt: at, updatedAt: at };

const item = (id: string, values: Item['values'], unconverted: Item['unconverted'] = {}): Item => ({ _id: id, collectionId: recordsFixture._id, values, unconverted, createdAt: at, updatedAt: at });

export const recordItemsFixture: Item[] = [
  item('itemblue0001', { [titleField.id]: 'Blue', [yearField.id]: 1971, [formatField.id]: 'Vinyl', [ownedField.id]: true, [ratingField.id]: 5, [siteField.id]: 'https://example.com/blue' }),
  item('itemabbey001', { [titleField.id]: 'Abbey Road', [yearField.id]: 1969, [formatField.id]: 'CD', [ratingField.id]: 4 }),
  item('itemkida0001', { [titleField.id]: 'Kid A', [yearField.id]: 2000, [ownedField.id]: false }, { [ratingField.id]: [{ value: 'great', type: 'text' }] }),
];
