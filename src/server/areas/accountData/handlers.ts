import type { AreaDeps, NoTables } from '../../area';
import { createAccountDataHandlers } from './handlers/accountData';
import type { AccountDataSettings } from './settings';

/** Every operation needs the access token: it is the caller's whole account. */
export function createAccountDataAreaHandlers(deps: AreaDeps<NoTables>, settings: AccountDataSettings) {
  return { secured: createAccountDataHandlers(deps, settings), open: {} };
}
