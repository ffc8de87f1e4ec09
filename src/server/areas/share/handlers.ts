import type { AreaDeps } from '../../area';
import { createLinkHandlers } from './handlers/links';
import { createPublicHandlers } from './handlers/public';
import type { ShareSettings } from './settings';
import type { ShareTables } from './tables';

/** The owner's links (/share) need the access token; the public reads (/public/...) need none. */
export function createShareHandlers(deps: AreaDeps<ShareTables>, settings: ShareSettings) {
  return {
    secured: createLinkHandlers(deps, settings),
    open: createPublicHandlers(deps, settings),
  };
}
