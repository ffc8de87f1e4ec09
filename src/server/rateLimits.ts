import { sql, type Kysely } from 'kysely';

/**
 * The one table the limiter needs. The accounts area owns and migrates `rate_limit`; any area that
 * limits attempts (accounts' logins, share's public reads) declares it with this shape and passes
 * its own database here, so the counters stay rows that every server process shares (DESIGN §3).
 */
export interface RateLimitTables {
  rate_limit: { key: string; window_start: string; count: number };
}

type RateLimitDb = Kysely<RateLimitTables>;

/**
 * An area's database seen as holding only `rate_limit`. Kysely's database type is invariant, so a
 * Kysely of more tables is not assignable to this one; DB extends RateLimitTables proves the table
 * is there with this shape, which makes the narrowing safe.
 */
function limiterView<DB extends RateLimitTables>(db: Kysely<DB>): RateLimitDb {
  return db as unknown as RateLimitDb;
}

export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

export type ConsumeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt against key in a fixed window and says whether it is within the limit. One
 * atomic upsert, so concurrent attempts (from any number of server processes) cannot slip past.
 * Keys name a purpose and an account or address, not a user's row: they guard what is guessed at.
 * A successful attempt gives its unit back with release(), so only failures accumulate.
 */
export async function consume<DB extends RateLimitTables>(db: Kysely<DB>, key: string, limit: RateLimit, now: Date): Promise<ConsumeResult> {
  const nowIso = now.toISOString();
  const expiredBefore = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  const expired = sql<boolean>`${sql.ref('rate_limit.window_start')} <= ${expiredBefore}`;
  const row = await limiterView(db)
    .insertInto('rate_limit')
    .values({ key, window_start: nowIso, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else ${sql.ref('rate_limit.count')} + 1 end`,
        window_start: sql<string>`case when ${expired} then ${nowIso} else ${sql.ref('rate_limit.window_start')} end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= limit.max) return { allowed: true };
  const windowEnds = new Date(row.window_start).getTime() + limit.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
}

export async function release<DB extends RateLimitTables>(db: Kysely<DB>, key: string): Promise<void> {
  await limiterView(db)
    .updateTable('rate_limit')
    .set({ count: sql<number>`${sql.ref('count')} - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}
