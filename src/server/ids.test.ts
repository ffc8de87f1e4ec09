// Proves that generated ids follow the shared id rule and do not repeat.
import { describe, expect, it } from 'vitest';
import { isId } from '../domain/ids';
import { newId } from './ids';

describe('newId', () => {
  it('makes ids that pass isId and are distinct', () => {
    const ids = Array.from({ length: 1000 }, () => newId());
    expect(ids.every((id) => isId(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
