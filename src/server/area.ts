import type { Kysely, Migration } from 'kysely';
import type { Preferences, Schemas } from '../contract/types';
import type { AccountDataPart, NamedAccountDataPart } from './accountData/types';
import type { AnyTables, Dialect } from './db/database';
import type { AreaHandlers, SecurityHandlers } from './handlers';

/** What an area's parts get from the app: its own tables of the one database, and the app's facts. */
export interface AreaDeps<Tables> {
  db: Kysely<Tables>;
  dialect: Dialect;
  /** The server's version (package.json). */
  version: string;
  /** The app secret; an area derives its own keys from it. */
  secret: string;
  /** Every area's dashboard section, in the list's order (read when asked: areas start in turn). */
  dashboardSections: () => readonly DashboardSectionReader[];
  /** Every area's part of the whole-account export and restore, in the list's order (read when asked). */
  accountDataParts: () => readonly NamedAccountDataPart[];
  /** How many of this version's migrations the database has not run (readiness: GET /health/ready). */
  pendingMigrations: () => Promise<number>;
}

/** What the dashboard asks each area: the caller, the day in their zone, and their preferences. */
export interface DashboardRequest {
  userId: string;
  date: string;
  timeZone: string;
  preferences: Preferences;
}

/** An area's section of the dashboard for a day; undefined when it has nothing for that day. */
export type DashboardSectionReader = (request: DashboardRequest) => Promise<Schemas['DashboardSection'] | undefined>;

/** For an area that keeps no tables. */
export type NoTables = Record<never, never>;

/** Work an area repeats while the app runs (e.g. pruning rows that can no longer matter). */
export interface AreaTimer<Tables, Settings> {
  name: string;
  everyMs: number;
  run: (deps: AreaDeps<Tables>, settings: Settings) => Promise<void>;
}

/**
 * One area of the server: everything the app needs from it. `src/server/areas/<area>/index.ts`
 * defines one with `defineArea`, and `src/server/areas/index.ts` lists them; the composition root
 * (`src/server/composition.ts`) hands that list to the app and the migrator, and the contract test
 * checks it.
 */
export interface AreaDefinition<Name extends string, Tables, Settings, Handlers extends AreaHandlers> {
  name: Name;
  /** The area's tunables (lifetimes, clock, limits) from production defaults and overrides (tests). */
  settings?: (overrides: Partial<Settings>) => Settings;
  /** Handlers by operationId; the app checks open/secured against the contract. */
  handlers: (deps: AreaDeps<Tables>, settings: Settings) => Handlers;
  /** Checks for the contract's security schemes this area owns (accounts: the tokens). */
  security?: (deps: AreaDeps<Tables>, settings: Settings) => SecurityHandlers;
  /**
   * The area's migrations by name. New names are a UTC timestamp and a word
   * (`20261123T1400_shopping_lists`), so two areas never collide and each sorts after what shipped.
   */
  migrations: Readonly<Record<string, Migration>>;
  timers?: ReadonlyArray<AreaTimer<Tables, Settings>>;
  /** The area's section of the dashboard by date (DESIGN §7), if it has one. */
  dashboardSection?: (deps: AreaDeps<Tables>, settings: Settings) => DashboardSectionReader;
  /** The area's rows in the whole-account export, and their restore (issue 26), if it keeps any. */
  accountData?: (deps: AreaDeps<Tables>, settings: Settings) => AccountDataPart<Tables>;
}

/** What the app hands every area when it starts: the one database, which each area types as its own. */
export type CoreDeps = AreaDeps<AnyTables>;

/** An area with its settings resolved and its parts built, ready for the app to register. */
export interface StartedArea {
  name: string;
  handlers: AreaHandlers;
  security: SecurityHandlers;
  timers: Array<{ name: string; everyMs: number; run: () => Promise<void> }>;
  dashboardSection?: DashboardSectionReader;
  accountData?: NamedAccountDataPart;
}

export interface Area<Name extends string, Tables, Settings, Handlers extends AreaHandlers>
  extends AreaDefinition<Name, Tables, Settings, Handlers> {
  start: (core: CoreDeps, overrides?: Partial<Settings>) => StartedArea;
}

export function defineArea<const Name extends string, Tables, Settings, Handlers extends AreaHandlers>(
  definition: AreaDefinition<Name, Tables, Settings, Handlers>,
): Area<Name, Tables, Settings, Handlers> {
  return {
    ...definition,
    start: (core, overrides = {}) => {
      const deps: AreaDeps<Tables> = core;
      // An area without a settings function has none; its parts do not read them.
      const settings = definition.settings === undefined ? (undefined as Settings) : definition.settings(overrides);
      return {
        name: definition.name,
        handlers: definition.handlers(deps, settings),
        security: definition.security?.(deps, settings) ?? {},
        timers: (definition.timers ?? []).map((timer) => ({
          name: `${definition.name}: ${timer.name}`,
          everyMs: timer.everyMs,
          run: () => timer.run(deps, settings),
        })),
        ...(definition.dashboardSection === undefined ? {} : { dashboardSection: definition.dashboardSection(deps, settings) }),
        ...(definition.accountData === undefined ? {} : { accountData: { area: definition.name, ...definition.accountData(deps, settings) } as NamedAccountDataPart }),
      };
    },
  };
}

/** The tables an area declares (through its handlers' deps). */
export type TablesOf<A> = A extends { handlers: (deps: AreaDeps<infer Tables>, ...rest: never[]) => unknown } ? Tables : never;

/** The settings an area takes, or unknown for an area without any. */
export type SettingsOf<A> = A extends { handlers: (deps: never, settings: infer Settings) => unknown } ? Settings : never;

/** Operations an area answers. */
export type OperationsOf<A> = A extends { handlers: (...args: never[]) => infer Handlers extends AreaHandlers }
  ? keyof Handlers['open'] | keyof Handlers['secured']
  : never;

export type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
