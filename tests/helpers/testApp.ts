import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import type { Dialect, OpenedDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { defaultDialect, openTestDatabase } from './testDatabase';

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'database'>> {
  dialect?: Dialect;
}

export interface TestApp {
  app: FastifyInstance;
  database: OpenedDatabase;
  dataDir: string;
  /** Closes the app, then the database, and removes the temp dir / PostgreSQL schema. */
  close: () => Promise<void>;
}

export const TEST_SECRET = 'test-secret-test-secret-test-secret!';

/**
 * API tests sign up many users from inject's one address; the sign-up limit per address is lifted
 * unless a test sets its own (tests/api/accounts/signup.test.ts proves the real one).
 */
const TEST_SIGNUP_LIMIT = { max: 1000, windowSeconds: 3600 };

/**
 * The app on a fresh migrated database (SQLite, or PostgreSQL when DATABASE_URL is set), silent,
 * with responses that break the contract turned into 500s so a test notices. Without a webRoot
 * it points at an empty directory, so tests never depend on a real `npm run build`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { dialect = defaultDialect, ...appOptions } = options;
  const { database, dataDir, dispose } = await openTestDatabase(dialect);
  try {
    await migrateToLatest(database);
    const app = await buildApp({
      database,
      secret: TEST_SECRET,
      log: false,
      responseValidation: 'error',
      webRoot: path.join(dataDir, 'web-not-built'),
      ...appOptions,
      settings: { ...appOptions.settings, accounts: { signupLimit: TEST_SIGNUP_LIMIT, ...appOptions.settings?.accounts } },
    });
    await app.ready();
    return {
      app,
      database,
      dataDir,
      close: async () => {
        await app.close();
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
