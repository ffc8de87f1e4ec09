import type { Kysely } from 'kysely';
import type { TimerDb, TimerTables } from './tables';

/**
 * A period's claim: true for exactly one of any number of processes asking for the same timer at
 * about the same time. One atomic upsert that writes only when the last claim has run out, on
 * SQLite and PostgreSQL alike; no process id, so a process that dies loses nothing but its period.
 */
export async function claimPeriod<DB extends TimerTables>(db: Kysely<DB>, name: string, now: Date, periodMs: number): Promise<boolean> {
  // A little short of the period: processes' ticks drift, and the owner's next tick must find its
  // own claim over, or the timer would skip a period now and then.
  const until = new Date(now.getTime() + periodMs * CLAIM_SHARE).toISOString();
  const claimed = await timersView(db)
    .insertInto('timer_claim')
    .values({ name, claimed_until: until })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ claimed_until: until })
        .where('timer_claim.claimed_until', '<=', now.toISOString()),
    )
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** How much of a period a claim lasts. */
const CLAIM_SHARE = 0.9;

/** Kysely's database type is invariant; DB extends TimerTables proves the table is there, so the narrowing is safe. */
const timersView = <DB extends TimerTables>(db: Kysely<DB>): TimerDb => db as unknown as TimerDb;
