import type { Schemas } from '../../../contract/types';
import type { ShareWithTarget } from './repository/links';
import type { ShareKind } from './tables';

/** The web's public pages, by kind: the link a visitor opens (relative to the app's origin). */
const PAGES: Record<ShareKind, string> = {
  drink: '/public/drink/',
  drinkCollection: '/public/drink-collection/',
  collection: '/public/collection/',
};

export function toShare(row: ShareWithTarget, now: Date): Schemas['Share'] {
  return {
    _id: row.id,
    kind: row.kind,
    targetId: row.target_id,
    targetName: row.target_name,
    token: row.token,
    url: `${PAGES[row.kind]}${row.token}`,
    expiresAt: row.expires_at,
    expired: isExpired(row.expires_at, now),
    createdAt: row.created_at,
  };
}

/** A link stops working at its expiry instant (ISO UTC text compares as time). */
export function isExpired(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && expiresAt <= now.toISOString();
}
