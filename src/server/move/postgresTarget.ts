import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { MoveRefusal } from './moveRefusal';

/** How long to wait for PostgreSQL to answer before saying it does not, in ms. */
const CONNECT_TIMEOUT_MS = 10_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mover reads every table by name, whatever the areas call them
export type AnyDb = Kysely<any>;

/** DATABASE_URL without its password, to name the target in messages. */
export function describeTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** The target database on one connection (the move is one transaction); refuses when it does not answer. */
export async function openPostgresTarget(databaseUrl: string): Promise<AnyDb> {
  const db: AnyDb = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }) }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new MoveRefusal(`PostgreSQL at ${describeTarget(databaseUrl)} does not answer: ${(error as Error).message}. Nothing was moved.`);
  }
  return db;
}

/** Refuses a target that holds anything: a table with rows, migrations recorded, or tables at all. */
export async function refuseUnlessEmpty(db: AnyDb, target: string): Promise<void> {
  const tables = await tableNames(db);
  if (tables.length === 0) return;
  const notEmpty = `The PostgreSQL database ${target} is not empty`;
  const createNew = 'Move into a new, empty database (e.g. createdb -O lifelog lifelog_moved). Nothing was moved.';
  if (tables.includes('kysely_migration')) {
    const { rows } = await sql<{ count: string }>`select count(*) as count from kysely_migration`.execute(db);
    if (Number(rows[0]?.count) > 0) throw new MoveRefusal(`${notEmpty}: a Lifelog server has already run on it (${rows[0]?.count} migrations recorded). ${createNew}`);
  }
  for (const table of tables) {
    const { rows } = await sql<{ any: boolean }>`select exists (select 1 from ${sql.table(table)}) as any`.execute(db);
    if (rows[0]?.any === true) throw new MoveRefusal(`${notEmpty}: its table ${table} holds rows. ${createNew}`);
  }
  throw new MoveRefusal(`${notEmpty}: it holds tables already (${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}). ${createNew}`);
}

/** The tables of the schema the connection works in. */
export async function tableNames(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name);
}
