import type { AccountsDb } from '../tables';

/** Marks a TOTP step used; false when it already was (the code is being replayed). */
export async function markStepUsed(db: AccountsDb, userId: string, step: number, now: string): Promise<boolean> {
  const result = await db
    .insertInto('totp_used_step')
    .values({ user_id: userId, step, used_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'step']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Uses up a recovery code; false when it is unknown or was used. One conditional update: races cannot use it twice. */
export async function useRecoveryCode(db: AccountsDb, userId: string, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_code')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Turns 2FA on: the confirmed secret, the first code's step, fresh recovery codes. */
export async function enableTwoFactor(
  db: AccountsDb,
  userId: string,
  sealedSecret: string,
  codeHashes: string[],
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user')
      .set({ is_2fa_enabled: 1, totp_secret: sealedSecret, totp_pending_secret: null, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
    await trx.insertInto('recovery_code').values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash }))).execute();
  });
}

export async function disableTwoFactor(db: AccountsDb, userId: string, now: string): Promise<void> {
  await db.transaction().execute((trx) => disableTwoFactorIn(trx, userId, now));
}

/** Turns 2FA off within the caller's transaction: no secret, no recovery codes, no used steps. */
export async function disableTwoFactorIn(trx: AccountsDb, userId: string, now: string): Promise<void> {
  await trx
    .updateTable('user')
    .set({ is_2fa_enabled: 0, totp_secret: null, totp_pending_secret: null, updated_at: now })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
  await trx.deleteFrom('totp_used_step').where('user_id', '=', userId).execute();
}
