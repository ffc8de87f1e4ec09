import { setTimeout as delay } from 'node:timers/promises';
import { idempotencyRefusals } from './refusals';
import type { IdempotencySettings } from './settings';
import { countKeysAfter, deleteKeyCreatedAt, findKey, insertClaim, takeOverClaim, type KeptAnswer, type KeyRow } from './store';
import type { IdempotencyDb } from './tables';

/** Run the handler (this request holds the key now), or answer what the key's first request answered. */
export type ClaimOutcome = { kind: 'claimed' } | { kind: 'replay'; answer: KeptAnswer };

export interface ClaimRequest {
  userId: string;
  key: string;
  requestHash: string;
}

/**
 * Claims a user's key for a request, or finds what it answered. A key with another request is
 * refused; a key whose first request still runs is waited for (polling its row, a few seconds at
 * most, so it works across processes) and then answered, or refused as in flight; one running for
 * minutes was abandoned and is taken over. An expired key counts as new. Throws the refusals as
 * ApiErrors.
 */
export async function claimKey(db: IdempotencyDb, settings: IdempotencySettings, claim: ClaimRequest): Promise<ClaimOutcome> {
  const { userId, key, requestHash } = claim;
  const deadline = Date.now() + settings.waitMs;
  for (let looked = false; ; looked = true) {
    if (looked && Date.now() >= deadline) throw idempotencyRefusals.inFlight();
    const row = await currentRow(db, settings, userId, key);
    if (row === undefined) {
      await refuseOverCap(db, settings, userId);
      if (await insertClaim(db, userId, key, requestHash, settings.now().toISOString())) return { kind: 'claimed' };
      continue; // another request claimed it meanwhile: look at its row
    }
    if (row.request_hash !== requestHash) throw idempotencyRefusals.reused();
    if (row.status_code !== null) return { kind: 'replay', answer: { statusCode: row.status_code, contentType: row.content_type, body: row.body } };
    if (isAbandoned(settings, row) && (await takeOverClaim(db, userId, key, row, settings.now().toISOString()))) return { kind: 'claimed' };
    if (Date.now() >= deadline) throw idempotencyRefusals.inFlight();
    await delay(settings.pollMs);
  }
}

/** The key's row, or undefined when there is none or it has expired (then it is deleted). */
async function currentRow(db: IdempotencyDb, settings: IdempotencySettings, userId: string, key: string): Promise<KeyRow | undefined> {
  const row = await findKey(db, userId, key);
  if (row === undefined || row.created_at > expiredBefore(settings)) return row;
  await deleteKeyCreatedAt(db, userId, key, row.created_at);
  return undefined;
}

async function refuseOverCap(db: IdempotencyDb, settings: IdempotencySettings, userId: string): Promise<void> {
  const { count, oldest } = await countKeysAfter(db, userId, expiredBefore(settings));
  if (count < settings.maxKeysPerUser) return;
  const freedAt = oldest === null ? settings.now().getTime() : Date.parse(oldest) + settings.lifetimeMs;
  throw idempotencyRefusals.exhausted(settings.maxKeysPerUser, (freedAt - settings.now().getTime()) / 1000);
}

function isAbandoned(settings: IdempotencySettings, row: KeyRow): boolean {
  return Date.parse(row.created_at) <= settings.now().getTime() - settings.abandonedAfterMs;
}

function expiredBefore(settings: IdempotencySettings): string {
  return new Date(settings.now().getTime() - settings.lifetimeMs).toISOString();
}
