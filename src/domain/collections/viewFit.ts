import type { Schemas } from '../../contract/types';
import { checkValue, type CollectionField, type FieldType } from './fieldValues';

// A collection's saved view (layout, sort, filters) against its fields: the server refuses a view
// that does not fit, and after a change of fields drops the parts that no longer fit.

export type CollectionView = Schemas['CollectionView'];
export type CollectionFilter = Schemas['CollectionFilter'];
export type FilterOperator = Schemas['FilterOperator'];

const TEXTUAL: readonly FieldType[] = ['text', 'longText', 'link', 'choice'];
const ORDERED: readonly FieldType[] = ['number', 'date', 'rating'];

/** Why a filter does not suit its field, or undefined when it does. */
function filterProblem(filter: CollectionFilter, field: CollectionField | undefined): string | undefined {
  if (field === undefined) return 'filters a field the collection does not have';
  const { op, value } = filter;
  if (op === 'isEmpty' || op === 'isNotEmpty') return value === undefined ? undefined : `"${op}" takes no value`;
  if (value === undefined) return `"${op}" needs a value`;
  if (op === 'contains') {
    if (!TEXTUAL.includes(field.type)) return `"contains" does not suit the ${field.type} field "${field.name}"`;
    return typeof value === 'string' ? undefined : '"contains" needs a text';
  }
  if ((op === 'lessThan' || op === 'greaterThan') && !ORDERED.includes(field.type)) return `"${op}" does not suit the ${field.type} field "${field.name}"`;
  const check = checkValue(field, value);
  return check.kind === 'value' ? undefined : `the value for "${field.name}" ${check.kind === 'invalid' ? check.reason : 'is empty'}`;
}

/** Why the view does not fit these fields (an English sentence's end), or undefined when it does. */
export function viewProblem(view: CollectionView, fields: readonly CollectionField[]): string | undefined {
  const byId = new Map(fields.map((field) => [field.id, field]));
  if (view.sort !== undefined && !byId.has(view.sort.fieldId)) return 'sorts by a field the collection does not have';
  for (const [index, filter] of (view.filters ?? []).entries()) {
    const problem = filterProblem(filter, byId.get(filter.fieldId));
    if (problem !== undefined) return `filter ${index + 1} ${problem.startsWith('filters') ? problem.replace('filters', 'is on') : `is wrong: ${problem}`}`;
  }
  return undefined;
}

/** The view without the sort and filters that no longer fit the fields. */
export function fitView(view: CollectionView, fields: readonly CollectionField[]): CollectionView {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const sort = view.sort !== undefined && byId.has(view.sort.fieldId) ? view.sort : undefined;
  const filters = view.filters?.filter((filter) => filterProblem(filter, byId.get(filter.fieldId)) === undefined);
  return { layout: view.layout, ...(sort === undefined ? {} : { sort }), ...(filters === undefined || filters.length === 0 ? {} : { filters }) };
}
