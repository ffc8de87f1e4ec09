import { sql, type Kysely } from 'kysely';
import type { NoTables } from '../../../area';

/** True when the database answers a trivial query (no user's data: it reads no table). */
export async function databaseAnswers(db: Kysely<NoTables>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
