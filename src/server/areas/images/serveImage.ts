import { RawAnswer } from '../../rawAnswer';
import type { StoredRendition } from './repository/images';

/**
 * The owner's copy may be kept but is checked with the server on every use (a cheap 304): a
 * browser shared by two accounts must not hand one the other's picture from its cache. A public
 * share link is kept a minute, so revoking it takes effect almost at once.
 */
const CACHING = { private: 'private, no-cache', public: 'public, max-age=60' } as const;

/**
 * The answer that serves one stored size: its bytes with their type, an ETag naming the image and
 * the size (the content behind both never changes), and a 304 when If-None-Match already names
 * it. `private` for the owner's signed-in reads; a later public share-link route reuses this with
 * `public` (and must not offer the `original`, which keeps the uploader's metadata).
 */
export function imageAnswer(rendition: StoredRendition, ifNoneMatch: string | undefined, audience: 'private' | 'public'): RawAnswer {
  const etag = `"${rendition.imageId}-${rendition.size}"`;
  const caching = { 'cache-control': CACHING[audience], etag };
  if (ifNoneMatch !== undefined && matches(ifNoneMatch, etag)) return new RawAnswer(304, caching, undefined);
  return new RawAnswer(200, { ...caching, 'content-type': rendition.contentType, 'x-content-type-options': 'nosniff' }, rendition.bytes);
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` is ignored, `*` matches anything. */
function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
