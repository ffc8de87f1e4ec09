import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import type { OpenedDatabase } from '../db/database';
import { isDatabaseUnavailable } from '../db/unavailable';

/** How long a starting server waits for its database (PostgreSQL starting beside it, say). */
export const DATABASE_WAIT_MS = 60_000;

/**
 * Resolves once the database answers; while it cannot be reached, asks again every second for up
 * to `waitMs` (saying so once), then throws. Any other error (a wrong password) throws at once.
 */
export async function waitForDatabase(database: OpenedDatabase, onWaiting: (reason: string) => void, waitMs = DATABASE_WAIT_MS): Promise<void> {
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      await sql`select 1`.execute(database.db);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= deadline) throw error;
      if (!told) onWaiting((error as Error).message);
      told = true;
      await delay(1000);
    }
  }
}
