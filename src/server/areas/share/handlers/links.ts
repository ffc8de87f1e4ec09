import { randomBytes } from 'node:crypto';
import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { refusals } from '../refusals';
import * as links from '../repository/links';
import { targetName } from '../repository/targets';
import type { ShareSettings } from '../settings';
import type { ShareKind, ShareTables } from '../tables';
import { toShare } from '../views';

/** A link's secret: 256 random bits, URL-safe (43 characters). */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** /share: the owner's links. */
export function createLinkHandlers({ db }: AreaDeps<ShareTables>, settings: ShareSettings) {
  /** Whether the user has this drink, drink collection or collection (of any kind when none is named). */
  async function ownsTarget(userId: string, kind: ShareKind | undefined, targetId: string): Promise<boolean> {
    const kinds: ShareKind[] = kind === undefined ? ['drink', 'drinkCollection', 'collection'] : [kind];
    const names = await Promise.all(kinds.map((each) => targetName(db, userId, each, targetId)));
    return names.some((name) => name !== undefined);
  }

  return {
    async createShare({ body: { kind, targetId, expiresAt = null }, caller: { userId } }) {
      const now = settings.now();
      if (expiresAt !== null && Date.parse(expiresAt) <= now.getTime()) throw refusals.expiryInPast();
      const name = await targetName(db, userId, kind, targetId);
      if (name === undefined) throw refusals.targetNotFound(kind);
      if ((await links.countShares(db, userId)) >= settings.maxShares) throw refusals.tooManyShares(settings.maxShares);
      const row = {
        id: newId(),
        kind,
        target_id: targetId,
        token: newToken(),
        // Stored as the server writes times, so expiry compares as text on both databases.
        expires_at: expiresAt === null ? null : new Date(expiresAt).toISOString(),
        created_at: now.toISOString(),
      };
      await links.insertShare(db, userId, row);
      return toShare({ ...row, user_id: userId, target_name: name }, now);
    },

    async getShares({ query: { kind, targetId }, caller: { userId } }) {
      // Asking for a target's links is asking about the target: another user's is 404, as everywhere.
      if (targetId !== undefined && !(await ownsTarget(userId, kind, targetId))) throw refusals.targetNotFound(kind);
      const rows = await links.listShares(db, userId, { ...(kind === undefined ? {} : { kind }), ...(targetId === undefined ? {} : { targetId }) });
      const now = settings.now();
      return rows.map((row) => toShare(row, now));
    },

    async deleteShare({ query: { shareId }, caller: { userId } }) {
      if (!(await links.deleteShare(db, userId, shareId))) throw refusals.shareNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
