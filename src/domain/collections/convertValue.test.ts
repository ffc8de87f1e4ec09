// Proves what a field's type change makes of each kind of value: what converts (and to what), and
// what does not (so the server keeps it as it was).
import { describe, expect, it } from 'vitest';
import { convertValue } from './convertValue';
import type { CollectionField, FieldType, ItemValue } from './fieldValues';

const field = (type: FieldType, choices?: string[]): CollectionField => ({ id: 'fieldAAAAAAA', name: 'F', type, ...(choices === undefined ? {} : { choices }) });

describe('convertValue', () => {
  it.each<[ItemValue, FieldType, FieldType, ItemValue]>([
    ['12', 'text', 'number', 12],
    [' 12,5 ', 'text', 'number', 12.5],
    ['-3e2', 'text', 'number', -300],
    ['yes', 'text', 'yesNo', true],
    ['Ja', 'text', 'yesNo', true],
    ['TRUE', 'text', 'yesNo', true],
    ['1', 'text', 'yesNo', true],
    ['nej', 'text', 'yesNo', false],
    [0, 'number', 'yesNo', false],
    ['2024-05-01', 'text', 'date', '2024-05-01'],
    [4, 'number', 'rating', 4],
    ['5', 'text', 'rating', 5],
    [3, 'rating', 'number', 3],
    [12.5, 'number', 'text', '12.5'],
    [true, 'yesNo', 'text', 'yes'],
    ['2024-05-01', 'date', 'longText', '2024-05-01'],
    ['https://example.com/a', 'text', 'link', 'https://example.com/a'],
    ['https://example.com/a', 'link', 'text', 'https://example.com/a'],
    ['line one', 'longText', 'text', 'line one'],
  ])('%j as %s becomes %s %j', (value, from, to, expected) => {
    expect(convertValue(value, from, field(to))).toEqual(expected);
  });

  it('finds a text among the choices ignoring case, spelled as the field spells it', () => {
    expect(convertValue('vinyl', 'text', field('choice', ['Vinyl', 'CD']))).toBe('Vinyl');
    expect(convertValue(true, 'yesNo', field('choice', ['Yes', 'No']))).toBe('Yes');
  });

  it.each<[ItemValue, FieldType, CollectionField]>([
    ['twelve', 'text', field('number')],
    ['12 apples', 'text', field('number')],
    ['maybe', 'text', field('yesNo')],
    [2, 'number', field('yesNo')],
    ['2024-02-30', 'text', field('date')],
    ['May 1st', 'text', field('date')],
    [4.5, 'number', field('rating')],
    [6, 'number', field('rating')],
    ['example.com', 'text', field('link')],
    ['javascript:alert(1)', 'text', field('link')],
    ['Cassette', 'text', field('choice', ['Vinyl', 'CD'])],
    ['CD', 'choice', field('choice', ['Vinyl'])],
    ['abcdefghijkl', 'text', field('image')],
    ['abcdefghijkl', 'image', field('text')],
    ['x'.repeat(1001), 'longText', field('text')],
    [true, 'yesNo', field('date')],
  ])('keeps %j (%s) as it was: it is no %j', (value, from, to) => {
    expect(convertValue(value, from, to)).toBeUndefined();
  });
});
