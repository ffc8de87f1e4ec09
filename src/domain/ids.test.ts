// Proves the shared id rule: exactly 12 URL-safe characters, nothing else.
import { describe, expect, it } from 'vitest';
import { ID_LENGTH, isId } from './ids';

describe('isId', () => {
  it('accepts 12 URL-safe characters', () => {
    expect(isId('Vw3k_9aQ-2Lm')).toBe(true);
    expect(ID_LENGTH).toBe(12);
  });

  it.each([
    ['11 characters', 'Vw3k_9aQ-2L'],
    ['13 characters', 'Vw3k_9aQ-2Lmx'],
    ['a character outside base64url', 'Vw3k_9aQ+2Lm'],
    ['padding', 'Vw3k_9aQ-2L='],
    ['a trailing newline', 'Vw3k_9aQ-2L\n'],
  ])('rejects %s', (_label, value) => {
    expect(isId(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isId(123456789012)).toBe(false);
    expect(isId(null)).toBe(false);
    expect(isId(undefined)).toBe(false);
  });
});
