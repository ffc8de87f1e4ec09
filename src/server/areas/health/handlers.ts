import type { AreaDeps, NoTables } from '../../area';
import { createHealthCheckHandlers } from './handlers/health';

/** Health needs no token: a load balancer or monitor asks it. */
export function createHealthHandlers(deps: AreaDeps<NoTables>) {
  return { open: createHealthCheckHandlers(deps), secured: {} };
}
