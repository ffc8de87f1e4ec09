import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseData } from '../../../../contract/types';
import type { AreaDeps } from '../../../area';
import type { OpenHandlers } from '../../../handlers';
import { consume } from '../../../rateLimits';
import { RawAnswer } from '../../../rawAnswer';
import { imageAnswer } from '../../images/index';
import type { PublicView } from '../builtView';
import { buildPublicView, isPaged, requirePageStart } from '../publicViews';
import { refusals } from '../refusals';
import { findByToken, type ShareRow } from '../repository/links';
import { findRendition } from '../repository/publicReads';
import { targetName } from '../repository/targets';
import type { ShareSettings } from '../settings';
import type { ShareKind, ShareTables } from '../tables';
import { isExpired } from '../views';
import { ViewCache, type CachedView } from '../viewCache';

/** Sent with every public answer, refusals included. */
const NO_INDEX = { 'x-robots-tag': 'noindex' };
/** Kept by browsers but checked with the server on every use: a revoked link is gone at once. */
const REVALIDATE = { 'cache-control': 'no-cache' };

/** /public/...: anyone with a link's token, no access token. */
export function createPublicHandlers({ db }: AreaDeps<ShareTables>, settings: ShareSettings) {
  const cache = new ViewCache(settings.viewCacheMs, settings.viewCacheChars, () => settings.now().getTime());

  /**
   * The view a token opens, after the checks every public request makes in this order: the
   * address's rate limit, then the link itself (exists, of this kind, not expired by the clock now,
   * its target still there), so revoking, expiry and deletion act on the very next request even
   * while the view is cached. Every failure is the same refusal.
   */
  async function openLink(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    kind: ShareKind | undefined,
    after: string | undefined,
  ): Promise<{ share: ShareRow; view: CachedView }> {
    reply.headers(NO_INDEX);
    const now = settings.now();
    const limit = await consume(db, `public:address:${request.ip}`, settings.publicLimit, now);
    if (!limit.allowed) throw refusals.tooManyReads(limit.retryAfterSeconds);
    const share = await findByToken(db, token);
    if (share === undefined || (kind !== undefined && share.kind !== kind) || isExpired(share.expires_at, now)) throw refusals.notShared();
    if ((await targetName(db, share.user_id, share.kind, share.target_id)) === undefined) throw refusals.notShared();
    // A collection (of items or drinks) is read a page at a time, each page its own entry; a drink has one view.
    const paged = isPaged(share.kind);
    if (paged) requirePageStart(share.kind, after);
    const key = paged && after !== undefined ? `${token} ${after}` : token;
    const page = { after: paged ? after : undefined, limit: settings.publicPageSize, maxChars: settings.publicPageChars };
    const view = await cache.get(key, () => buildPublicView(db, share, page));
    if (view === undefined) throw refusals.notShared();
    return { share, view };
  }

  /** The view as JSON with its ETag, or a 304 (no data) when If-None-Match names it. */
  async function answerView<Id extends 'getPublicDrink' | 'getPublicDrinkCollection' | 'getPublicCollection'>(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    kind: ShareKind,
    after?: string,
  ): Promise<ResponseData<Id> | RawAnswer> {
    const { view, etag } = (await openLink(request, reply, token, kind, after)).view;
    const headers = { ...NO_INDEX, ...REVALIDATE, etag };
    if (matches(request.headers['if-none-match'], etag)) return new RawAnswer(304, headers, undefined);
    reply.headers(headers);
    return view satisfies PublicView as ResponseData<Id>;
  }

  return {
    getPublicDrink: ({ params: { token }, request, reply }) => answerView<'getPublicDrink'>(request, reply, token, 'drink'),
    getPublicDrinkCollection: ({ params: { token }, query: { after }, request, reply }) =>
      answerView<'getPublicDrinkCollection'>(request, reply, token, 'drinkCollection', after),
    getPublicCollection: ({ params: { token }, query: { after }, request, reply }) => answerView<'getPublicCollection'>(request, reply, token, 'collection', after),

    async getPublicImage({ params: { token, imageId }, query: { size = 'medium', after }, request, reply }) {
      const { share, view } = await openLink(request, reply, token, undefined, after);
      if (!view.imageIds.has(imageId)) throw refusals.notShared();
      const rendition = await findRendition(db, share.user_id, imageId, size);
      if (rendition === undefined) throw refusals.notShared();
      const answer = imageAnswer({ imageId, size, ...rendition }, request.headers['if-none-match'], 'public');
      return new RawAnswer(answer.statusCode, { ...answer.headers, ...NO_INDEX, ...REVALIDATE }, answer.body);
    },
  } satisfies Partial<OpenHandlers>;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` is ignored, `*` matches anything. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
