import type { AreaDeps } from '../../area';
import { createDecisionHandlers } from './handlers/decision';
import { createDeviceHandlers } from './handlers/devices';
import type { DeviceControlSettings } from './settings';
import type { DeviceControlTables } from './tables';

/** /device (the signed-in owner's devices) and GET /device/{id}/decision (a device, with its key). */
export function createDeviceControlHandlers(deps: AreaDeps<DeviceControlTables>, settings: DeviceControlSettings) {
  return {
    secured: createDeviceHandlers(deps, settings),
    open: createDecisionHandlers(deps, settings),
  };
}
