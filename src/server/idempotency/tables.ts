import type { Kysely } from 'kysely';

/** The idempotency store's one table as Kysely sees it (see composition.ts for the conventions). */
export interface IdempotencyTables {
  idempotency_key: IdempotencyKeyTable;
}

/**
 * One key a user sent with a change, and what the change answered. A row with `status_code` null
 * is a claim whose request still runs; with a status and a null `body`, the answer was too large
 * to keep (the change applied once; its answer cannot be given again).
 */
export interface IdempotencyKeyTable {
  user_id: string;
  /** The Idempotency-Key header, lower-cased. */
  key: string;
  /** HMAC of method, path with query, and body: the same key must come with the same request. */
  request_hash: string;
  created_at: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
}

export type IdempotencyDb = Kysely<IdempotencyTables>;
