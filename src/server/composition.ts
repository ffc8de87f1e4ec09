import type { NamedAccountDataPart } from './accountData/types';
import type { CoreDeps, DashboardSectionReader, SettingsOf, StartedArea, TablesOf, UnionToIntersection } from './area';
import { areas } from './areas/index';
import type { OpenedDatabase } from './db/database';
import { collectMigrations, migrateToLatest, type Migrations } from './db/migrate';
import { idempotencyStore, type IdempotencyTables } from './idempotency/index';
import { timerStore, type TimerTables } from './timers/index';

// The composition root: the one module outside the areas that reads their list. The database,
// the migrator and the app's registry stay generic; this hands them every area.

type AnyArea = (typeof areas)[number];

/**
 * Every table of every area, as Kysely sees the one database. Conventions that hold on both
 * SQLite and PostgreSQL:
 * - times are ISO 8601 UTC strings (`Date#toISOString()`), which sort correctly as text;
 * - booleans are integers 0/1 (better-sqlite3 cannot bind `true`, and one representation
 *   keeps the repositories free of dialect checks);
 * - JSON values are text, parsed by the repository.
 */
export type Database = UnionToIntersection<TablesOf<AnyArea>> & IdempotencyTables & TimerTables;

/** The app's open database, typed with every area's tables (tests read and write them). */
export type AppDatabase = OpenedDatabase<Database>;

/** Settings an app (a test) may override, per area that has any: `{ accounts: { now } }`. */
export type SettingsOverrides = {
  [A in AnyArea as unknown extends SettingsOf<A> ? never : A['name']]?: Partial<SettingsOf<A>>;
};

/** Every area's migrations, and those of the idempotency store and the timers (which serve every area). */
export const appMigrations = (): Migrations => collectMigrations([...areas, idempotencyStore, timerStore]);

/** Brings the app's schema up to date with every area's migrations (see db/migrate.ts). */
export const migrateAppToLatest = (database: Pick<OpenedDatabase, 'db' | 'dialect'>) => migrateToLatest(database, appMigrations());

/** Every area of the list, with its settings and the app's database, secret and version. */
export function startAreas(core: Omit<CoreDeps, 'dashboardSections' | 'accountDataParts'>, settings: SettingsOverrides = {}): StartedArea[] {
  let sections: DashboardSectionReader[] = [];
  let accountDataParts: NamedAccountDataPart[] = [];
  const overrides: Partial<Record<string, object>> = settings;
  const started = areas.map((area) =>
    area.start({ ...core, dashboardSections: () => sections, accountDataParts: () => accountDataParts }, overrides[area.name]),
  );
  sections = started.flatMap((area) => (area.dashboardSection === undefined ? [] : [area.dashboardSection]));
  accountDataParts = started.flatMap((area) => (area.accountData === undefined ? [] : [area.accountData]));
  return started;
}
