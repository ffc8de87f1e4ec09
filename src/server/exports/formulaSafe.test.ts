import { describe, expect, it } from 'vitest';
import { formulaSafe } from './formulaSafe';

describe('formulaSafe', () => {
  it.each(['=1+1', '+46 70', '-2', '@SUM(A1)', '\tTab', '\rReturn'])('makes %j text with a leading quote', (text) => {
    expect(formulaSafe(text)).toBe(`'${text}`);
  });

  it.each(['Apples', '', ' =not first', "'quoted"])('leaves %j as it is', (text) => {
    expect(formulaSafe(text)).toBe(text);
  });
});
