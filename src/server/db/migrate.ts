import { Migrator, sql, type MigrationResult } from 'kysely';
import type { OpenedDatabase } from './database';
import { migrations } from './migrations/index';

/** Brings the schema up to date; a second run is a no-op. Throws when a migration fails. */
export async function migrateToLatest({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in *any* schema unless told which one; on a
    // PostgreSQL database with several schemas (tests use one per file) it would find another
    // schema's tables. Pin it to the schema the connection actually works in.
    ...(dialect === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return results;
}

async function currentSchema(db: OpenedDatabase['db']): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) throw new Error('PostgreSQL has no current schema (check search_path)');
  return schema;
}
