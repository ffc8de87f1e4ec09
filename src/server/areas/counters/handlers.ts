import type { AreaDeps } from '../../area';
import { createCounterHandlers } from './handlers/counters';
import { createEventHandlers } from './handlers/events';
import { createGroupHandlers } from './handlers/groups';
import type { CountersSettings } from './settings';
import type { CountersTables } from './tables';

/** Every call of the counters area needs the access token. */
export function createCountersHandlers(deps: AreaDeps<CountersTables>, settings: CountersSettings) {
  return {
    secured: { ...createGroupHandlers(deps, settings), ...createCounterHandlers(deps, settings), ...createEventHandlers(deps, settings) },
    open: {},
  };
}
