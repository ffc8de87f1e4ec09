// Proves which saved views fit a collection's fields, and what is left of one after its fields change.
import { describe, expect, it } from 'vitest';
import type { CollectionField } from './fieldValues';
import { fitView, viewProblem, type CollectionView } from './viewFit';

const year: CollectionField = { id: 'yearAAAAAAAA', name: 'Year', type: 'number' };
const title: CollectionField = { id: 'titleAAAAAAA', name: 'Title', type: 'text' };
const format: CollectionField = { id: 'formatAAAAAA', name: 'Format', type: 'choice', choices: ['Vinyl', 'CD'] };
const fields = [year, title, format];

describe('viewProblem', () => {
  it('accepts a view whose sort and filters suit their fields', () => {
    const view: CollectionView = {
      layout: 'grid',
      sort: { fieldId: year.id, direction: 'desc' },
      filters: [
        { fieldId: year.id, op: 'greaterThan', value: 1970 },
        { fieldId: title.id, op: 'contains', value: 'love' },
        { fieldId: format.id, op: 'equals', value: 'CD' },
        { fieldId: format.id, op: 'isNotEmpty' },
      ],
    };
    expect(viewProblem(view, fields)).toBeUndefined();
  });

  it.each<[string, CollectionView, string]>([
    ['an unknown sort field', { layout: 'table', sort: { fieldId: 'nopeAAAAAAAA', direction: 'asc' } }, 'sorts by a field the collection does not have'],
    ['an unknown filter field', { layout: 'table', filters: [{ fieldId: 'nopeAAAAAAAA', op: 'isEmpty' }] }, 'filter 1 is on a field the collection does not have'],
    ['contains on a number', { layout: 'table', filters: [{ fieldId: year.id, op: 'contains', value: '19' }] }, 'filter 1 is wrong: "contains" does not suit the number field "Year"'],
    ['greaterThan on a text', { layout: 'table', filters: [{ fieldId: title.id, op: 'greaterThan', value: 'a' }] }, 'filter 1 is wrong: "greaterThan" does not suit the text field "Title"'],
    ['a value not among the choices', { layout: 'table', filters: [{ fieldId: format.id, op: 'equals', value: 'Tape' }] }, `filter 1 is wrong: the value for "Format" must be one of the field's choices`],
    ['isEmpty with a value', { layout: 'table', filters: [{ fieldId: title.id, op: 'isEmpty', value: 'x' }] }, 'filter 1 is wrong: "isEmpty" takes no value'],
    ['equals without a value', { layout: 'table', filters: [{ fieldId: title.id, op: 'equals' }] }, 'filter 1 is wrong: "equals" needs a value'],
  ])('refuses %s', (_, view, problem) => {
    expect(viewProblem(view, fields)).toBe(problem);
  });
});

describe('fitView', () => {
  it('drops the sort and filters that no longer fit, keeping the rest', () => {
    const view: CollectionView = {
      layout: 'grid',
      sort: { fieldId: year.id, direction: 'asc' },
      filters: [
        { fieldId: year.id, op: 'greaterThan', value: 1970 },
        { fieldId: title.id, op: 'contains', value: 'love' },
      ],
    };
    expect(fitView(view, [{ ...year, type: 'text' }, title])).toEqual({ layout: 'grid', sort: view.sort, filters: [view.filters![1]] });
    expect(fitView(view, [format])).toEqual({ layout: 'grid' });
  });
});
