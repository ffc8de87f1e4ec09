import type { AreaDeps } from '../../area';
import type { AccountsTables } from '../accounts/tables';
import { createDashboardReadHandlers } from './handlers/dashboard';

/** The dashboard needs the access token; it reads the caller's preferences through the accounts area. */
export function createDashboardHandlers(deps: AreaDeps<AccountsTables>) {
  return { secured: createDashboardReadHandlers(deps), open: {} };
}
