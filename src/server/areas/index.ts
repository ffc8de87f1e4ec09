import type { OperationId } from '../../contract/types';
import type { OperationsOf } from '../area';
import { accountData } from './accountData/index';
import { accounts } from './accounts/index';
import { collections } from './collections/index';
import { counters } from './counters/index';
import { dashboard } from './dashboard/index';
import { deviceControl } from './deviceControl/index';
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
 * THE list of server areas. The composition root (composition.ts) hands them to the app, which
 * registers their handlers, security checks and timers, and to the migrator, which runs their
 * migrations; the contract test checks them against the contract. Adding an area is its folder
 * plus one line here.
 */
export const areas = [health, accounts, time, heartbeats, passwords, notes, images, recipes, shopping, storage, drinks, collections, counters, share, deviceControl, dashboard, accountData] as const;

type AnyArea = (typeof areas)[number];

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
