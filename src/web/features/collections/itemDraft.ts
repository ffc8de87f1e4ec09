import { isWebLink } from '../../../domain/collections/fieldValues';
import { parseNumber } from './FilterForm';
import type { Draft } from './FieldInput';
import type { CollectionField, Item, ItemValue } from './queries';

/** A stored value as its input holds it: numbers and ratings as text, yes/no as a boolean. */
export function draftOf(field: CollectionField, value: ItemValue | undefined): Draft {
  if (field.type === 'yesNo') return value === true;
  if (field.type === 'image') return typeof value === 'string' ? value : null;
  return value === undefined ? '' : String(value);
}

export function draftsOf(fields: readonly CollectionField[], item: Item): Record<string, Draft> {
  return Object.fromEntries(fields.map((field) => [field.id, draftOf(field, item.values[field.id])]));
}

/** What an input's text is worth as the field's value: null empties it; 'invalid' when it is no value of the type. */
export function valueOf(field: CollectionField, draft: Draft): ItemValue | null | 'invalid' {
  if (typeof draft === 'boolean') return field.type === 'yesNo' ? draft : null;
  if (draft === null || draft.trim() === '') return field.type === 'yesNo' ? false : null;
  switch (field.type) {
    case 'number':
      return parseNumber(draft) ?? 'invalid';
    case 'rating':
      return Number(draft);
    case 'link':
      return isWebLink(draft.trim()) ? draft.trim() : 'invalid';
    case 'longText':
      return draft;
    default:
      return draft.trim();
  }
}
