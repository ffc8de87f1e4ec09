import { ApiError, badRequest, conflict, notFound, tooManyRequests } from '../../errors';
import type { ShareKind } from './tables';

const TARGETS: Record<ShareKind, string> = { drink: 'Drink', drinkCollection: 'Drink collection', collection: 'Collection' };

/** The refusals of the share area that the client explains in its own words (`ShareErrorCode`). */
export const refusals = {
  shareNotFound: () => notFound('Share link not found', 'SHARE_NOT_FOUND'),
  /** Every public way of not being shared answers exactly this, so none can be told apart. */
  notShared: () => notFound('This link does not exist or is no longer shared', 'SHARE_NOT_FOUND'),
  targetNotFound: (kind: ShareKind | undefined) => notFound(`${kind === undefined ? 'Drink or collection' : TARGETS[kind]} not found`, 'SHARE_TARGET_NOT_FOUND'),
  cursorInvalid: () => badRequest('The `after` cursor is not one this server gave: open the link again from its first page', 'SHARE_CURSOR_INVALID'),
  expiryInPast: () => badRequest('expiresAt must be later than now', 'SHARE_EXPIRY_IN_PAST'),
  tooManyReads: (retryAfterSeconds: number) =>
    tooManyRequests(`Too many requests from this address: try again in ${Math.max(1, Math.ceil(retryAfterSeconds))} seconds`, retryAfterSeconds),
  tooManyShares: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} share links, the most one account keeps: revoke some (expired ones too) before adding more`, 'TOO_MANY_SHARES'),
} satisfies Record<string, (...args: never[]) => ApiError>;
