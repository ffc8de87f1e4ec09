// Proves what the 2FA code field keeps: in the app-code mode digits only, at most six (a pasted
// "123 456" included); in the recovery mode the hexadecimal digits, lower case, grouped in fours.
import { describe, expect, it } from 'vitest';
import { oneTimeCodeInput, recoveryCodeInput } from './codeInput';

describe('oneTimeCodeInput', () => {
  it('keeps digits and refuses everything else', () => {
    expect(oneTimeCodeInput('12a')).toBe('12');
    expect(oneTimeCodeInput('abc')).toBe('');
    expect(oneTimeCodeInput('123 456')).toBe('123456');
    expect(oneTimeCodeInput('123-456')).toBe('123456');
  });

  it('keeps at most six digits', () => {
    expect(oneTimeCodeInput('1234567')).toBe('123456');
  });
});

describe('recoveryCodeInput', () => {
  it('groups the hexadecimal digits in fours as they are typed', () => {
    expect(recoveryCodeInput('abcd')).toBe('abcd');
    expect(recoveryCodeInput('abcd1')).toBe('abcd-1');
    expect(recoveryCodeInput('abcd-')).toBe('abcd');
    expect(recoveryCodeInput('ABCD 1234 EF56 7890')).toBe('abcd-1234-ef56-7890');
  });

  it('refuses what cannot be in a recovery code and stops at sixteen digits', () => {
    expect(recoveryCodeInput('xyz-ab!c')).toBe('abc');
    expect(recoveryCodeInput('abcd-1234-ef56-7890-ff')).toBe('abcd-1234-ef56-7890');
  });
});
