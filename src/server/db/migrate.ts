import { Migrator, sql, type Migration, type MigrationResult } from 'kysely';
import type { OpenedDatabase } from './database';

export type Migrations = Record<string, Migration>;

/**
 * The migrations of the areas listed (the app: every area's, see composition.ts). Listed statically
 * by each area (no directory scan) so bundling, tsx and vitest all see the same set. Never rename
 * or edit one that has shipped: databases record names.
 */
export function collectMigrations(list: ReadonlyArray<{ name: string; migrations: Readonly<Migrations> }>): Migrations {
  const all: Migrations = {};
  for (const area of list) {
    for (const [name, migration] of Object.entries(area.migrations)) {
      if (name in all) throw new Error(`Two migrations are named ${name}`);
      all[name] = migration;
    }
  }
  return all;
}

/**
 * Brings the schema up to date; a second run is a no-op. Throws when a migration fails.
 * `inOpenTransaction`: the caller's connection is in a transaction of its own, which the migrations
 * join instead of opening one (the move to PostgreSQL migrates and copies in one).
 */
export async function migrateToLatest(
  database: Pick<OpenedDatabase, 'db' | 'dialect'>,
  migrations: Migrations,
  { inOpenTransaction = false }: { inOpenTransaction?: boolean } = {},
): Promise<MigrationResult[]> {
  const migrator = await migratorOf(database, migrations, inOpenTransaction);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return results;
}

/** How many of `migrations` the database has not run (all of them on a database never migrated). */
export async function pendingMigrationCount(database: Pick<OpenedDatabase, 'db' | 'dialect'>, migrations: Migrations): Promise<number> {
  const known = await (await migratorOf(database, migrations)).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).length;
}

async function migratorOf({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>, migrations: Migrations, inOpenTransaction = false): Promise<Migrator> {
  return new Migrator({
    db,
    disableTransactions: inOpenTransaction,
    provider: { getMigrations: async () => migrations },
    // Areas land in any order: a migration named before one already run (another area's, merged
    // later) still runs, instead of the migrator refusing to go on.
    allowUnorderedMigrations: true,
    // Kysely looks for its bookkeeping tables in *any* schema unless told which one; on a
    // PostgreSQL database with several schemas (tests use one per file) it would find another
    // schema's tables. Pin it to the schema the connection actually works in.
    ...(dialect === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
}

async function currentSchema(db: OpenedDatabase['db']): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) throw new Error('PostgreSQL has no current schema (check search_path)');
  return schema;
}
