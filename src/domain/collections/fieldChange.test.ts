// Proves what a change of a collection's fields does to an item: converted values, kept values
// that did not convert (nothing lost), their return when the type goes back, and removed fields.
import { describe, expect, it } from 'vitest';
import { reconcileItem } from './fieldChange';
import type { CollectionField } from './fieldValues';

const year: CollectionField = { id: 'yearAAAAAAAA', name: 'Year', type: 'text' };
const title: CollectionField = { id: 'titleAAAAAAA', name: 'Title', type: 'text' };
const format: CollectionField = { id: 'formatAAAAAA', name: 'Format', type: 'choice', choices: ['Vinyl', 'CD'] };

describe('reconcileItem', () => {
  it('converts what it can and keeps what it cannot, with its old type', () => {
    const yearAsNumber = { ...year, type: 'number' as const };
    const converted = reconcileItem({ values: { [year.id]: '1979', [title.id]: 'Q' }, unconverted: {} }, [year, title], [yearAsNumber, title]);
    expect(converted).toEqual({ values: { [year.id]: 1979, [title.id]: 'Q' }, unconverted: {}, failed: [], changed: true });

    const kept = reconcileItem({ values: { [year.id]: 'late seventies' }, unconverted: {} }, [year], [yearAsNumber]);
    expect(kept).toEqual({ values: {}, unconverted: { [year.id]: [{ value: 'late seventies', type: 'text' }] }, failed: [year.id], changed: true });
  });

  it('gives a kept value back when the type goes back, but not over a value filled since', () => {
    const yearAsNumber = { ...year, type: 'number' as const };
    const keptOnly = { values: {}, unconverted: { [year.id]: [{ value: 'late seventies', type: 'text' as const }] } };
    expect(reconcileItem(keptOnly, [yearAsNumber], [year])).toEqual({ values: { [year.id]: 'late seventies' }, unconverted: {}, failed: [], changed: true });

    const filledSince = { values: { [year.id]: 1980 }, unconverted: keptOnly.unconverted };
    expect(reconcileItem(filledSince, [yearAsNumber], [year])).toEqual({ values: { [year.id]: '1980' }, unconverted: keptOnly.unconverted, failed: [], changed: true });
  });

  it('keeps a value whose choice was taken away, newest kept first', () => {
    const older = { value: 'Tape', type: 'text' as const };
    const item = { values: { [format.id]: 'CD' }, unconverted: { [format.id]: [older] } };
    const vinylOnly = { ...format, choices: ['Vinyl'] };
    expect(reconcileItem(item, [format], [vinylOnly])).toEqual({
      values: {},
      unconverted: { [format.id]: [{ value: 'CD', type: 'choice' }, older] },
      failed: [format.id],
      changed: true,
    });
  });

  it('drops the values and kept values of a removed field, and leaves unchanged fields alone', () => {
    const item = { values: { [year.id]: '1979', [title.id]: 'Q' }, unconverted: { [year.id]: [{ value: 3, type: 'number' as const }] } };
    expect(reconcileItem(item, [year, title], [{ ...title, name: 'Name' }])).toEqual({ values: { [title.id]: 'Q' }, unconverted: {}, failed: [], changed: true });
    expect(reconcileItem(item, [year, title], [title, year])).toEqual({ ...item, failed: [], changed: false });
  });
});
