import type { AreaDeps } from '../../area';
import { createBeatHandlers } from './handlers/beats';
import { createDefinitionHandlers } from './handlers/definitions';
import type { HeartbeatSettings } from './settings';
import type { HeartbeatTables } from './tables';

/** /heartbeat (the signed-in owner's definitions) and POST /heartbeat/{id} (a heartbeat, with its key). */
export function createHeartbeatHandlers(deps: AreaDeps<HeartbeatTables>, settings: HeartbeatSettings) {
  return {
    secured: createDefinitionHandlers(deps, settings),
    open: createBeatHandlers(deps, settings),
  };
}
