import { createHmac, hkdfSync } from 'node:crypto';

/** What makes two requests "the same change": method, path with query, and body. */
export interface RequestParts {
  method: string;
  url: string;
  /** The parsed JSON body, the raw bytes of an upload (an image), or undefined. */
  body: unknown;
}

/**
 * The key the request hashes are made with, derived from the app secret. Keyed, because a body
 * may hold a password (changing it, deleting the account): a plain hash in the database would be
 * a fast way to test guesses at it; without the secret this one is not.
 */
export function requestHashKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'lifelog idempotency request hash', 32));
}

export function hashRequest(hashKey: Buffer, { method, url, body }: RequestParts): string {
  const hmac = createHmac('sha256', hashKey).update(`${method.toUpperCase()} ${url}\n`);
  // An upload's bytes as they are; JSON as parsed (the same request parses to the same text again).
  if (Buffer.isBuffer(body)) hmac.update('bytes\n').update(body);
  else hmac.update('json\n').update(body === undefined ? '' : JSON.stringify(body));
  return hmac.digest('base64url');
}
