import type { OperationId } from '../../contract/types';
import type { OperationsOf, SettingsOf, TablesOf, UnionToIntersection } from '../area';
import { accounts } from './accounts/index';
import { collections } from './collections/index';
import { counters } from './counters/index';
import { dashboard } from './dashboard/index';
import { drinks } from './drinks/index';
import { health } from './health/index';
import { heartbeats } from './heartbeats/index';
import { images } from './images/index';
import { notes } from './notes/index';
import { passwords } from './passwords/index';
import { recipes } from './recipes/index';
import { share } from './share/index';
import { shopping } from './shopping/index';
import { storage } from './storage/index';
import { time } from './time/index';

/**
 * THE list of server areas. The app registers their handlers, security checks and timers, the
 * migrator runs their migrations, and the contract test checks them against the contract: adding
 * an area is its folder plus one line here.
 */
export const areas = [health, accounts, time, heartbeats, passwords, notes, images, recipes, shopping, storage, drinks, collections, counters, share, dashboard] as const;

type AnyArea = (typeof areas)[number];

/**
 * Every table of every area, as Kysely sees the one database. Conventions that hold on both
 * SQLite and PostgreSQL:
 * - times are ISO 8601 UTC strings (`Date#toISOString()`), which sort correctly as text;
 * - booleans are integers 0/1 (better-sqlite3 cannot bind `true`, and one representation
 *   keeps the repositories free of dialect checks);
 * - JSON values are text, parsed by the repository.
 */
export type Database = UnionToIntersection<TablesOf<AnyArea>>;

/** Settings an app (a test) may override, per area that has any: `{ accounts: { now } }`. */
export type SettingsOverrides = {
  [A in AnyArea as unknown extends SettingsOf<A> ? never : A['name']]?: Partial<SettingsOf<A>>;
};

type Handled = OperationsOf<AnyArea>;
type Missing = Exclude<OperationId, Handled>;
type Unknown = Exclude<Handled, OperationId>;

/**
 * Fails to compile when an operation of the contract has no handler in any area, or a handler
 * answers no operation; the error names them.
 */
export const everyOperationHasAHandler: [Missing, Unknown] extends [never, never]
  ? true
  : { operationsWithoutHandler: Missing; handlersWithoutOperation: Unknown } = true;
