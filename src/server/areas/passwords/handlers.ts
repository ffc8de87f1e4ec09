import type { AreaDeps } from '../../area';
import { createEntryHandlers } from './handlers/entries';
import { createGroupHandlers } from './handlers/groups';
import { createImportHandlers } from './handlers/import';
import type { PasswordsSettings } from './settings';
import type { PasswordsTables } from './tables';

/** /password, /password-shallow, /password-import and /password-group; every call needs both tokens (spec §6). */
export function createPasswordsHandlers(deps: AreaDeps<PasswordsTables>, settings: PasswordsSettings) {
  return {
    secured: { ...createEntryHandlers(deps, settings), ...createImportHandlers(deps, settings), ...createGroupHandlers(deps, settings) },
    open: {},
  };
}
