import type { Schemas } from '../../../contract/types';
import type { CollectionField, ItemValue } from '../../../domain/collections/fieldValues';
import type { KeptValues } from '../../../domain/collections/fieldChange';
import type { CollectionView } from '../../../domain/collections/viewFit';
import type { CollectionRow } from './repository/collections';
import type { ItemRow } from './repository/items';

// Rows as the contract's shapes; the JSON columns are written only by this area, from checked values.

export const fieldsOf = (row: Pick<CollectionRow, 'fields'>): CollectionField[] => JSON.parse(row.fields) as CollectionField[];
export const viewOf = (row: Pick<CollectionRow, 'view'>): CollectionView => JSON.parse(row.view) as CollectionView;
export const valuesOf = (row: Pick<ItemRow, 'values'>): Record<string, ItemValue> => JSON.parse(row.values) as Record<string, ItemValue>;
export const keptOf = (row: Pick<ItemRow, 'unconverted'>): KeptValues => JSON.parse(row.unconverted) as KeptValues;

export function toCollection(row: CollectionRow, itemCount = 0): Schemas['Collection'] {
  return { _id: row.id, name: row.name, fields: fieldsOf(row), view: viewOf(row), itemCount, createdAt: row.created_at, updatedAt: row.updated_at };
}

export function toItem(row: ItemRow): Schemas['Item'] {
  return { _id: row.id, collectionId: row.collection_id, values: valuesOf(row), unconverted: keptOf(row), createdAt: row.created_at, updatedAt: row.updated_at };
}
