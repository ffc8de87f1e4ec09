import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import type { Dialect } from '../../src/server/db/database';
import type { AppDatabase } from '../../src/server/composition';
import { defaultDialect, openMigratedTestDatabase } from './testDatabase';

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'database'>> {
  dialect?: Dialect;
}

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
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
 * with responses that break the contract turned into 500s so a test notices (each route's
 * validators and serializers compiled when it is first called). Without a webRoot
 * it points at an empty directory, so tests never depend on a real `npm run build`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { dialect = defaultDialect, ...appOptions } = options;
  const { database, dataDir, dispose } = await openMigratedTestDatabase(dialect);
  try {
    const app = await buildTestApp(database, dataDir, appOptions);
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

/**
 * An app as createTestApp makes it, on a database that is already open and migrated: a second
 * server on the same database, or the next one after a restart. The caller closes it.
 */
export function buildTestApp(database: AppDatabase, dataDir: string, options: Omit<TestAppOptions, 'dialect'> = {}): Promise<FastifyInstance> {
  return buildApp({
    database,
    secret: TEST_SECRET,
    log: false,
    responseValidation: 'error',
    // Seconds per app when all at start; tests/api/schemas.test.ts compiles every one of them.
    schemaCompilation: 'onFirstUse',
    webRoot: path.join(dataDir, 'web-not-built'),
    ...options,
    settings: { ...options.settings, accounts: { signupLimit: TEST_SIGNUP_LIMIT, ...options.settings?.accounts } },
  });
}
