import type { Access } from '../contract/types';

/**
 * A token pair as the client stores it (spec §3: the user's `access` and the extra token): the
 * contract's `Access`, where `created` is when the client received it (an ISO 8601 time) and
 * `expiresIn` how many seconds it is valid from then.
 */
export type StoredToken = Access;

/** Spec §9: a token counts as expired while it still has this many seconds left. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 1;

/**
 * Spec §4: a token is expired when the seconds elapsed since it was created plus 1 reach or
 * pass `expiresIn`. Elapsed time is not rounded, so a token is never used in its last second.
 * An unreadable `created` counts as expired: refreshing is always safe, sending a dead token is not.
 */
export function isTokenExpired(token: Pick<StoredToken, 'created' | 'expiresIn'>, now: Date): boolean {
  const created = Date.parse(token.created);
  if (Number.isNaN(created) || !Number.isFinite(token.expiresIn)) return true;
  const elapsedSeconds = (now.getTime() - created) / 1000;
  return elapsedSeconds + TOKEN_REFRESH_MARGIN_SECONDS >= token.expiresIn;
}
