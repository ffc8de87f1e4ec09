import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseConfig } from '../../src/server/db/database';

export interface BenchUser {
  _id: string;
  access: { token: string };
}

/**
 * Signs a user up through the API, then writes their data straight into the server's database
 * (SQLite, or PostgreSQL with --postgres) as the API would leave it: a large seed in seconds.
 */
export async function seededUser<Tables>(
  baseUrl: string,
  config: DatabaseConfig,
  credentials: { username: string; password: string },
  seed: (db: Kysely<Tables>, userId: string) => Promise<void>,
): Promise<BenchUser> {
  const signup = await fetch(`${baseUrl}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  if (!signup.ok) throw new Error(`Bench sign-up failed: ${signup.status}`);
  const { data: user } = (await signup.json()) as { data: BenchUser };
  const database = openDatabase(config);
  try {
    await seed(database.db as unknown as Kysely<Tables>, user._id);
    // PostgreSQL's autovacuum analyzes a table soon after this many rows arrive (within a
    // minute), so a real server has statistics; the bench would otherwise measure the minute
    // before. SQLite gathers none by itself, so it is measured without (as the app runs).
    if (database.dialect === 'postgres') await sql`analyze`.execute(database.db);
  } finally {
    await database.close();
  }
  return user;
}
