// Proves the nesting measure the request pipeline and free-form preferences rely on: depth as
// levels of objects and arrays, the path of the first value too deep, and no recursion (a value
// 100,000 levels deep is measured without overflowing the stack).
import { describe, expect, it } from 'vitest';
import { findTooDeep, tooDeepField } from './depth';

describe('findTooDeep', () => {
  it.each([
    [0, 0],
    ['text', 0],
    [null, 0],
    [{}, 1],
    [[], 1],
    [{ a: [1, { b: 2 }] }, 3],
  ])('measures %j as %i levels', (value, levels) => {
    expect(findTooDeep(value, levels)).toBeUndefined();
    if (levels > 0) expect(findTooDeep(value, levels - 1)).toBeDefined();
  });

  it('answers the path of the first container past the limit, escaped as a JSON pointer', () => {
    expect(findTooDeep({ ok: 1, 'a/b': { c: [{}] } }, 3)).toBe('/a~1b/c/0');
    expect(tooDeepField('/preferences/deviceShutdownConfig/a/a')).toBe('preferences.deviceShutdownConfig');
    expect(tooDeepField('')).toBe('');
  });

  it('measures a value 100,000 levels deep without recursion', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(findTooDeep(deep, 64)).toBe(`/${Array(64).fill('0').join('/')}`);
  });
});
