/**
 * The id rule shared by server and client (DESIGN §2): every `_id` is exactly 12 URL-safe
 * characters. Spec §5 recognises a password id by its length alone, so the length is part of
 * the contract, not an implementation detail.
 */
export const ID_LENGTH = 12;

/** The base64url alphabet: safe in paths and query strings without escaping. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
