import type { CollectionField, CollectionFilter, CollectionView, FieldType, Item, ItemValue } from './queries';

// The web sorts and filters a collection's items itself (contract/collections.yaml): the saved
// view's filters all hold, then its sort orders them; empty values sort last either way.

/** The filter operators a field's type offers, in the order the form lists them. */
export function operatorsFor(type: FieldType): readonly CollectionFilter['op'][] {
  switch (type) {
    case 'text':
    case 'longText':
    case 'link':
      return ['contains', 'equals', 'notEquals', 'isEmpty', 'isNotEmpty'];
    case 'choice':
      return ['equals', 'notEquals', 'isEmpty', 'isNotEmpty'];
    case 'number':
    case 'date':
    case 'rating':
      return ['greaterThan', 'lessThan', 'equals', 'notEquals', 'isEmpty', 'isNotEmpty'];
    case 'yesNo':
      return ['equals', 'isEmpty', 'isNotEmpty'];
    case 'image':
      return ['isEmpty', 'isNotEmpty'];
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Two values of one field compared: texts ignoring case, in the language's order; yes after no. */
export function compareValues(a: ItemValue, b: ItemValue, locale = 'en'): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), locale, { sensitivity: 'base', numeric: true });
}

function holds(filter: CollectionFilter, value: ItemValue | undefined, locale: string): boolean {
  const { op } = filter;
  if (op === 'isEmpty') return value === undefined;
  if (op === 'isNotEmpty') return value !== undefined;
  const wanted = filter.value;
  if (wanted === undefined) return true;
  if (op === 'notEquals') return value === undefined || compareValues(value, wanted, locale) !== 0;
  if (value === undefined) return false;
  switch (op) {
    case 'equals':
      return compareValues(value, wanted, locale) === 0;
    case 'contains':
      return isText(wanted) && String(value).toLocaleLowerCase(locale).includes(wanted.toLocaleLowerCase(locale));
    case 'lessThan':
      return compareValues(value, wanted, locale) < 0;
    case 'greaterThan':
      return compareValues(value, wanted, locale) > 0;
  }
}

/** The items the view shows, in its order (the items' own order, oldest first, without a sort). */
export function itemsInView(items: readonly Item[], fields: readonly CollectionField[], view: CollectionView, locale = 'en'): Item[] {
  const known = new Set(fields.map((field) => field.id));
  const filters = (view.filters ?? []).filter((filter) => known.has(filter.fieldId));
  const shown = items.filter((item) => filters.every((filter) => holds(filter, item.values[filter.fieldId], locale)));
  const sort = view.sort;
  if (sort === undefined || !known.has(sort.fieldId)) return shown;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return shown
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const x = a.item.values[sort.fieldId];
      const y = b.item.values[sort.fieldId];
      if (x === undefined || y === undefined) return x === y ? a.index - b.index : x === undefined ? 1 : -1;
      return sign * compareValues(x, y, locale) || a.index - b.index;
    })
    .map(({ item }) => item);
}
