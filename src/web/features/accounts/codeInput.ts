/**
 * What the 2FA step's code field keeps of what is typed or pasted, in each of its two modes.
 * The server takes a TOTP code as exactly six digits and a recovery code with any case and
 * dashes (contract/auth.yaml `SecondFactorCode`, decisions.md "2FA"); the field keeps only what
 * can belong to the code, so a letter typed into the app code is refused as it is typed.
 */

export const oneTimeCodeLength = 6;
const recoveryCodeDigits = 16;

/** Digits only, at most six: "123 456" pasted from an app becomes "123456". */
export function oneTimeCodeInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, oneTimeCodeLength);
}

/**
 * Hexadecimal digits only, lower case, at most sixteen, grouped in fours with dashes as they are
 * typed, the way the codes were shown: "ABCD 1234ef" becomes "abcd-1234-ef".
 */
export function recoveryCodeInput(text: string): string {
  const digits = text.toLowerCase().replace(/[^0-9a-f]/g, '').slice(0, recoveryCodeDigits);
  return digits.replace(/(.{4})(?=.)/g, '$1-');
}
