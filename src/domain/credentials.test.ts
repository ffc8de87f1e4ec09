// Proves the browser-side account rules match the contract: usernames of 3–32 letters, digits,
// `.`, `_`, `-`; passwords of 10 (new) to 1024 characters; codes of six digits or a recovery code.
import { describe, expect, it } from 'vitest';
import contract from '../contract/openapi.json';
import {
  isOneTimeCode,
  isRecoveryCode,
  newPasswordProblem,
  passwordMaxLength,
  passwordMinLength,
  usernameMaxLength,
  usernameMinLength,
  usernamePattern,
  usernameProblem,
} from './credentials';

describe('the limits', () => {
  const { Username, NewPassword, GivenPassword } = contract.components.schemas;

  it("are the bundled contract's", () => {
    expect({ min: usernameMinLength, max: usernameMaxLength, pattern: usernamePattern.source }).toEqual({
      min: Username.minLength,
      max: Username.maxLength,
      pattern: Username.pattern,
    });
    expect({ min: passwordMinLength, max: passwordMaxLength }).toEqual({ min: NewPassword.minLength, max: NewPassword.maxLength });
    expect(passwordMaxLength).toBe(GivenPassword.maxLength);
  });
});

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
    ['x'.repeat(1024), null],
    ['x'.repeat(1025), 'tooLong'],
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
