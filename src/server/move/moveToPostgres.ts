import type SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { appMigrations } from '../composition';
import { migrateToLatest } from '../db/migrate';
import { copyTable, sourceRowCount, targetChecksum } from './copyTable';
import { MoveRefusal } from './moveRefusal';
import { describeTarget, openPostgresTarget, refuseUnlessEmpty, tableNames, type AnyDb } from './postgresTarget';
import { fullTextShadowTables, openSqliteSource, sourceMigrations, sourceTables } from './sqliteSource';
import { NOT_COPIED, planTables } from './tablePlan';
import { setSequencesPastCopiedIds } from './sequences';

export interface MovedTable {
  name: string;
  rows: number;
  checksum: string;
}

export interface MoveOptions {
  /** The stopped SQLite server's DATA_DIR. */
  dataDir: string;
  /** The empty PostgreSQL database to move into. */
  databaseUrl: string;
  /** Told each table as it is copied (the command prints it). */
  onTable?: (table: MovedTable) => void;
  /** How long a server that is just stopping may take to let go of the SQLite file, in ms. */
  waitForStopMs?: number;
}

/**
 * Copies a stopped SQLite server's whole database into an empty PostgreSQL database, in one
 * transaction there: the target is migrated with the app's own migrations (so its schema is
 * exactly the app's), every table is copied in foreign-key order and checked (row count and a
 * checksum over the same normalised values on both sides), and only then committed; any failure
 * rolls it all back and leaves the target empty. Sessions are not copied (see tablePlan.ts).
 */
export async function moveToPostgres({ dataDir, databaseUrl, onTable, waitForStopMs }: MoveOptions): Promise<MovedTable[]> {
  const source = openSqliteSource(dataDir, waitForStopMs);
  try {
    refuseOtherVersion(sourceMigrations(source));
    const tables = sourceTables(source);
    const target = await openPostgresTarget(databaseUrl);
    try {
      return await target.connection().execute(async (db) => {
        await sql`begin`.execute(db);
        try {
          const moved = await moveInTransaction(source, db, tables, describeTarget(databaseUrl), onTable);
          await sql`commit`.execute(db);
          return moved;
        } catch (error) {
          await sql`rollback`.execute(db);
          throw error;
        }
      });
    } finally {
      await target.destroy();
    }
  } finally {
    source.close();
  }
}

async function moveInTransaction(
  source: SqliteDatabase.Database,
  db: AnyDb,
  tables: ReadonlyMap<string, readonly string[]>,
  targetName: string,
  onTable: MoveOptions['onTable'],
): Promise<MovedTable[]> {
  await refuseUnlessEmpty(db, targetName);
  const results = await migrateToLatest({ db, dialect: 'postgres' }, appMigrations(), { inOpenTransaction: true });
  if (results.length !== Object.keys(appMigrations()).length) {
    throw new MoveRefusal(`Something else migrated ${targetName} during the move (a server started on it?). Nothing was moved.`);
  }
  refuseTablesOnlyInSqlite(tables, new Set(await tableNames(db)), fullTextShadowTables(source));
  // The migrator recorded its own run just now; the source's records (with their times) replace them.
  await sql`delete from kysely_migration`.execute(db);

  const moved: MovedTable[] = [];
  for (const table of await planTables(db, tables)) {
    const copied = await copyTable(source, db, table).catch((error: unknown) => {
      if (error instanceof MoveRefusal) throw error;
      throw new MoveRefusal(`Copying the table ${table.name} failed: ${(error as Error).message}. Nothing was moved.`);
    });
    const expectedRows = sourceRowCount(source, table.name);
    const check = await targetChecksum(db, table);
    if (copied.rows !== expectedRows || check.rows !== expectedRows || check.hex !== copied.hex) {
      throw new MoveRefusal(
        `The table ${table.name} differs after copying (SQLite: ${expectedRows} rows, checksum ${copied.hex.slice(0, 16)}; PostgreSQL: ${check.rows} rows, checksum ${check.hex.slice(0, 16)}). Nothing was moved.`,
      );
    }
    const result = { name: table.name, rows: check.rows, checksum: check.hex };
    moved.push(result);
    onTable?.(result);
  }
  await setSequencesPastCopiedIds(db);
  return moved;
}

/** The source must have run exactly this version's migrations: no fewer (an older server), no others (a newer one). */
function refuseOtherVersion(ran: readonly string[]): void {
  const known = Object.keys(appMigrations());
  const missing = known.filter((name) => !ran.includes(name));
  const unknown = ran.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new MoveRefusal(`The SQLite database was made by a newer version of Lifelog (it ran ${unknown.join(', ')}): move it with that version. Nothing was moved.`);
  }
  if (missing.length > 0) {
    throw new MoveRefusal(
      `The SQLite database is not at this version's schema (${missing.length} migration(s) not run, e.g. ${missing[0]}): start the old server once with this version (it migrates at start), stop it, then move. Nothing was moved.`,
    );
  }
}

/** A table the source holds that the target lacks would be lost: refuse rather than drop it. */
function refuseTablesOnlyInSqlite(tables: ReadonlyMap<string, unknown>, target: ReadonlySet<string>, shadows: ReadonlySet<string>): void {
  const lost = [...tables.keys()].filter((name) => !target.has(name) && !shadows.has(name) && !NOT_COPIED.has(name));
  if (lost.length > 0) throw new MoveRefusal(`The SQLite database holds tables this version's PostgreSQL schema lacks (${lost.join(', ')}). Nothing was moved.`);
}
