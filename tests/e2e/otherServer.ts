import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startBuiltServer } from '../helpers/builtServer';

/** Where the journeys find PostgreSQL: CI starts it there (.ci/run); a developer may point elsewhere. */
const postgresUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://lifelog:lifelog@127.0.0.1:5432/lifelog';

export interface OtherServer {
  baseUrl: string;
  database: 'postgresql' | 'sqlite';
  stop: () => Promise<void>;
}

/**
 * A second instance of the built app (the one globalSetup's `npm start` built), on the other
 * database: PostgreSQL in a database of its own, made here and dropped by `stop`, for journeys that
 * take data from one server to another. Without PostgreSQL it runs on SQLite, except in CI, which
 * always has it.
 */
export async function startOtherServer(): Promise<OtherServer> {
  const database = await freshPostgresDatabase();
  if (!database && process.env.CI) throw new Error(`PostgreSQL does not answer at ${postgresUrl}: CI runs this journey across databases`);
  const server = await startBuiltServer(database ? { env: { DATABASE_URL: database.url } } : {}).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  return {
    baseUrl: server.baseUrl,
    database: database ? 'postgresql' : 'sqlite',
    stop: async () => {
      await server.stop();
      await database?.drop();
    },
  };
}

/** A new, empty database beside the one at `postgresUrl`, or null when PostgreSQL does not answer. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `lifelog_e2e_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
    },
  };
}
