import type { IdempotencyDb, IdempotencyKeyTable } from './tables';

export type KeyRow = IdempotencyKeyTable;

/** What a finished request answered; `body` null when it was too large to keep. */
export interface KeptAnswer {
  statusCode: number;
  contentType: string | null;
  body: string | null;
}

/**
 * Claims the user's key for a request: true when this call made the row. The primary key
 * (user, key) decides between concurrent claims in any number of processes: exactly one insert
 * wins, the others insert nothing and read the winner's row.
 */
export async function insertClaim(db: IdempotencyDb, userId: string, key: string, requestHash: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_key')
    .values({ user_id: userId, key, request_hash: requestHash, created_at: now, status_code: null, content_type: null, body: null })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findKey(db: IdempotencyDb, userId: string, key: string): Promise<KeyRow | undefined> {
  return db.selectFrom('idempotency_key').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}

/** Deletes the user's key if it is still the row that was read (an expired one), so a new claim can take its place. */
export async function deleteKeyCreatedAt(db: IdempotencyDb, userId: string, key: string, createdAt: string): Promise<void> {
  await db.deleteFrom('idempotency_key').where('user_id', '=', userId).where('key', '=', key).where('created_at', '=', createdAt).execute();
}

/** Takes over the user's abandoned running claim if it is still the row that was read: true when it did. */
export async function takeOverClaim(db: IdempotencyDb, userId: string, key: string, abandoned: KeyRow, now: string): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_key')
    .set({ created_at: now })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('status_code', 'is', null)
    .where('created_at', '=', abandoned.created_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many keys the user started after `since`, and when the oldest of them was started. */
export async function countKeysAfter(db: IdempotencyDb, userId: string, since: string): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('idempotency_key')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), oldest: (row?.oldest as string | null | undefined) ?? null };
}

/** Keeps the answer of the user's running claim. */
export async function finishKey(db: IdempotencyDb, userId: string, key: string, answer: KeptAnswer): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({ status_code: answer.statusCode, content_type: answer.contentType, body: answer.body })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('status_code', 'is', null)
    .execute();
}

/** Gives up the user's running claim (the change did not apply), so the same key may try again. */
export async function releaseKey(db: IdempotencyDb, userId: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_key').where('user_id', '=', userId).where('key', '=', key).where('status_code', 'is', null).execute();
}

/** Deletes every key started at or before `before`: upkeep across all users by design, so it takes no user id. */
export async function sweepExpiredKeys(db: IdempotencyDb, before: string): Promise<void> {
  await db.deleteFrom('idempotency_key').where('created_at', '<=', before).execute();
}
