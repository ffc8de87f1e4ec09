// Proves the browser-side account rules match openapi.yaml: usernames of 3–32 letters, digits,
// `.`, `_`, `-`; new passwords of at least 10 characters; codes of six digits or a recovery code.
import { describe, expect, it } from 'vitest';
import { isOneTimeCode, isRecoveryCode, newPasswordProblem, usernameProblem } from './credentials';

describe('usernameProblem', () => {
  it.each([
    ['', 'empty'],
    ['ab', 'tooShort'],
    ['a'.repeat(33), 'tooLong'],
    ['ada lovelace', 'invalidCharacters'],
    ['åsa', 'invalidCharacters'],
    ['ada', null],
    ['Ada.L_-9', null],
    ['a'.repeat(32), null],
  ])('%j → %s', (username, problem) => {
    expect(usernameProblem(username)).toBe(problem);
  });
});

describe('newPasswordProblem', () => {
  it.each([
    ['', 'empty'],
    ['123456789', 'tooShort'],
    ['1234567890', null],
    ['ååååååååå', 'tooShort'],
  ])('%j → %s', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });
});

describe('codes', () => {
  it('accepts six digits, spaces ignored', () => {
    expect(isOneTimeCode('123 456')).toBe(true);
    expect(isOneTimeCode('12345')).toBe(false);
    expect(isOneTimeCode('12345a')).toBe(false);
  });

  it('accepts a recovery code in any case, dashes optional', () => {
    expect(isRecoveryCode('abcd-EF01-2345-6789')).toBe(true);
    expect(isRecoveryCode('abcdef0123456789')).toBe(true);
    expect(isRecoveryCode('abcd-ef01-2345')).toBe(false);
    expect(isRecoveryCode('wxyz-ef01-2345-6789')).toBe(false);
  });
});
