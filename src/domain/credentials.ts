/**
 * The account rules of the contract (`Username`, `NewPassword`, `GivenPassword` in
 * contract/auth.yaml), checked in the browser before a request so a visitor learns a rule without
 * a round trip. The server checks them again from the contract itself; credentials.test.ts proves
 * these values equal the bundled contract's, so they cannot drift apart again.
 */
export const usernameMinLength = 3;
export const usernameMaxLength = 32;
export const usernamePattern = /^[A-Za-z0-9._-]+$/;
export const passwordMinLength = 10;
/** Longest password (new or typed) the server accepts, so hashing stays cheap to refuse. */
export const passwordMaxLength = 1024;

export type UsernameProblem = 'empty' | 'tooShort' | 'tooLong' | 'invalidCharacters';
export type NewPasswordProblem = 'empty' | 'tooShort' | 'tooLong';

export function usernameProblem(username: string): UsernameProblem | null {
  if (username.length === 0) return 'empty';
  if (!usernamePattern.test(username)) return 'invalidCharacters';
  if (username.length < usernameMinLength) return 'tooShort';
  if (username.length > usernameMaxLength) return 'tooLong';
  return null;
}

export function newPasswordProblem(password: string): NewPasswordProblem | null {
  if (password.length === 0) return 'empty';
  // Counted in code points, as the server's JSON Schema minLength counts them.
  const length = [...password].length;
  if (length < passwordMinLength) return 'tooShort';
  if (length > passwordMaxLength) return 'tooLong';
  return null;
}

/** A one-time code from an authenticator app: six digits, spaces ignored. */
export function isOneTimeCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/** A recovery code: 16 hexadecimal digits, dashes and spaces optional, any case (decisions.md). */
export function isRecoveryCode(code: string): boolean {
  return /^[A-Fa-f0-9]{16}$/.test(code.replace(/[\s-]/g, ''));
}
