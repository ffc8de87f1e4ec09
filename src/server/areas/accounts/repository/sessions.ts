import type { Selectable } from 'kysely';
import type { AccountsDb, SessionTable } from '../tables';

export type SessionRow = Selectable<SessionTable>;

export interface NewSession {
  id: string;
  userId: string;
  kind: SessionRow['kind'];
  state: SessionRow['state'];
  parentId?: string;
  device: string | null;
  userAgent: string | null;
  now: string;
  expiresAt: string;
  /** Absent for a pending-2FA session, which cannot be refreshed. */
  refreshTokenHash?: string;
}

export async function insertSession(db: AccountsDb, session: NewSession): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('session')
      .values({
        id: session.id,
        user_id: session.userId,
        kind: session.kind,
        state: session.state,
        parent_id: session.parentId ?? null,
        device: session.device,
        user_agent: session.userAgent,
        created_at: session.now,
        last_used_at: session.now,
        expires_at: session.expiresAt,
      })
      .execute();
    if (session.refreshTokenHash !== undefined) {
      await trx
        .insertInto('refresh_token')
        .values({ token_hash: session.refreshTokenHash, session_id: session.id, created_at: session.now })
        .execute();
    }
  });
}

/** One of the user's sessions; another user's is not found. */
export function findSession(db: AccountsDb, userId: string, sessionId: string): Promise<SessionRow | undefined> {
  return db.selectFrom('session').selectAll().where('user_id', '=', userId).where('id', '=', sessionId).executeTakeFirst();
}

/** Usable: not revoked, not past its absolute expiry. */
export function isLive(session: SessionRow, now: string): boolean {
  return session.revoked_at === null && session.expires_at > now;
}

export type RotateResult =
  | { outcome: 'rotated'; session: SessionRow }
  /** Unknown token, or its session is revoked, expired or of the wrong kind. */
  | { outcome: 'invalid' }
  /** A rotated token came back: it leaked, so its family was revoked. */
  | { outcome: 'reused' };

/**
 * Swaps a refresh token for a new one. Marking the old one used is a conditional update, so of
 * two concurrent uses of one token exactly one wins and the other counts as reuse.
 * Keyed by the token alone: the refresh token is the credential that says who the user is.
 */
export async function rotateRefreshToken(
  db: AccountsDb,
  oldHash: string,
  newHash: string,
  kind: SessionRow['kind'],
  now: string,
): Promise<RotateResult> {
  return db.transaction().execute(async (trx): Promise<RotateResult> => {
    const found = await trx
      .selectFrom('refresh_token')
      .innerJoin('session', 'session.id', 'refresh_token.session_id')
      .selectAll('session')
      .where('refresh_token.token_hash', '=', oldHash)
      .executeTakeFirst();
    if (found === undefined || found.kind !== kind || found.state !== 'active' || !isLive(found, now)) {
      return { outcome: 'invalid' };
    }
    const marked = await trx
      .updateTable('refresh_token')
      .set({ used_at: now })
      .where('token_hash', '=', oldHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (marked.numUpdatedRows === 0n) {
      await revokeSession(trx, found.user_id, found.id, now);
      return { outcome: 'reused' };
    }
    await trx.insertInto('refresh_token').values({ token_hash: newHash, session_id: found.id, created_at: now }).execute();
    await trx.updateTable('session').set({ last_used_at: now }).where('id', '=', found.id).execute();
    return { outcome: 'rotated', session: found };
  });
}

/** Revokes one of the user's sessions and the extra sessions opened under it; false when none was live. */
export async function revokeSession(db: AccountsDb, userId: string, sessionId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('id', '=', sessionId), eb('parent_id', '=', sessionId)]))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Ends one of the user's live logins (a main session, with its extra sessions); false when the
 * user has no such live login, which includes another user's session id.
 */
export async function revokeLiveLogin(db: AccountsDb, userId: string, sessionId: string, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('session')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', sessionId)
      .where('kind', '=', 'main')
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (ended.numUpdatedRows === 0n) return false;
    await revokeSession(trx, userId, sessionId, now);
    return true;
  });
}

/** Ends the user's session that a current (not rotated) refresh token belongs to, if there is one. */
export async function revokeSessionOfRefreshToken(db: AccountsDb, userId: string, tokenHash: string, now: string): Promise<void> {
  const named = await db
    .selectFrom('refresh_token')
    .innerJoin('session', 'session.id', 'refresh_token.session_id')
    .select('session.id')
    .where('session.user_id', '=', userId)
    .where('refresh_token.token_hash', '=', tokenHash)
    .where('refresh_token.used_at', 'is', null)
    .executeTakeFirst();
  if (named !== undefined) await revokeSession(db, userId, named.id, now);
}

/** The user's live main sessions, newest first. */
export function listLiveSessions(db: AccountsDb, userId: string, now: string): Promise<SessionRow[]> {
  return db
    .selectFrom('session')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'main')
    .where('state', '=', 'active')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Revokes every session of the user except keepId (and keepId's extra sessions). */
export async function revokeOtherSessions(db: AccountsDb, userId: string, keepId: string, now: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .where((eb) => eb.or([eb('parent_id', 'is', null), eb('parent_id', '!=', keepId)]))
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The user's pending-2FA session becomes a full one: its first refresh token and the full absolute
 * expiry. False when it is no longer pending (a concurrent request finished it first).
 */
export async function activateSession(
  db: AccountsDb,
  userId: string,
  sessionId: string,
  refreshTokenHash: string,
  now: string,
  expiresAt: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const activated = await trx
      .updateTable('session')
      .set({ state: 'active', last_used_at: now, expires_at: expiresAt })
      .where('user_id', '=', userId)
      .where('id', '=', sessionId)
      .where('state', '=', 'pending_2fa')
      .executeTakeFirst();
    if (activated.numUpdatedRows === 0n) return false;
    await trx.insertInto('refresh_token').values({ token_hash: refreshTokenHash, session_id: sessionId, created_at: now }).execute();
    return true;
  });
}

/** Ends the user's extra-password sessions (the extra password changed). */
export async function revokeExtraSessions(db: AccountsDb, userId: string, now: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', 'extra')
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of the user (a password reset from the command line); how many were live. */
export async function revokeAllSessions(db: AccountsDb, userId: string, now: string): Promise<number> {
  const result = await db.updateTable('session').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
