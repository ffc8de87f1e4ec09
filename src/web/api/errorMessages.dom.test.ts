// Proves how a failed call is worded: by the contract's error code when the client has words for
// it, else by the caller's message for the action, never by the server's English text; and that
// every code the client words is one the contract declares.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from './apiResult';
import { errorCodeMessages, errorCodeOf, messageForError } from './errorMessages';

const fallback = { id: 'settingsAuth.twoFactor.failed', defaultMessage: 'Could not change two-factor authentication. Try again.' };

describe('messageForError', () => {
  it("uses the code's own words, whatever the server's text says", () => {
    const error = new ApiCallError('Some reworded English sentence', 401, 'WRONG_CODE');
    expect(messageForError(error, fallback)).toBe(errorCodeMessages.WRONG_CODE);
  });

  it("falls back to the action's message for a code it has no words for, or no code at all", () => {
    expect(messageForError(new ApiCallError('Request body is not valid JSON', 400, 'INVALID_JSON'), fallback)).toBe(fallback);
    expect(messageForError(new ApiCallError('The call failed (HTTP 502).', 502), fallback)).toBe(fallback);
    expect(messageForError(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(messageForError(undefined, fallback)).toBe(fallback);
  });

  it('reads the code of any error that carries one', () => {
    expect(errorCodeOf(new ApiCallError('x', 409, 'TWO_FACTOR_NOT_ON'))).toBe('TWO_FACTOR_NOT_ON');
    expect(errorCodeOf({ code: 42 })).toBeUndefined();
    expect(errorCodeOf('WRONG_CODE')).toBeUndefined();
  });
});

describe('the worded codes', () => {
  it('are all declared in the contract', () => {
    const contract = JSON.parse(readFileSync(path.resolve(__dirname, '../../contract/openapi.json'), 'utf8')) as {
      components: { schemas: Record<string, { enum?: string[] }> };
    };
    const declared = Object.entries(contract.components.schemas)
      .filter(([name]) => name.endsWith('ErrorCode'))
      .flatMap(([, schema]) => schema.enum ?? []);
    expect(declared).toContain('WRONG_LOGIN');
    expect(Object.keys(errorCodeMessages).filter((code) => !declared.includes(code))).toEqual([]);
  });
});
