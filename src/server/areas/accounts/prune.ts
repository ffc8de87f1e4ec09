import type { AccountsDb } from './tables';

export const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes rows that can no longer matter, so the auth tables do not grow forever: ended sessions
 * (with their refresh tokens, by cascade) a day after they ended, rate-limit windows a day old,
 * and TOTP replay markers an hour old (a code is only accepted within one 30 s step of now).
 * Upkeep across all users by design, so it takes no user id.
 */
export async function pruneAuthRows(db: AccountsDb, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('session')
      .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
      .execute();
    await trx.deleteFrom('rate_limit').where('window_start', '<', dayAgo).execute();
    await trx.deleteFrom('totp_used_step').where('used_at', '<', hourAgo).execute();
  });
}
