import type { AreaDeps } from '../../area';
import { createExportHandlers } from './handlers/exports';
import { createGoalHandlers } from './handlers/goals';
import { createTimeGroupHandlers } from './handlers/groups';
import { createImportHandlers } from './handlers/imports';
import { createStampHandlers } from './handlers/stamps';
import { createSubGroupHandlers } from './handlers/subGroups';
import { createTagHandlers } from './handlers/tags';
import { createTotalHandlers } from './handlers/totals';
import type { TimeSettings } from './settings';
import type { TimeTables } from './tables';

/** /time-group, /sub-group and /time-stamp (spec §7), /tag, /goal, /time-total, /time-import and /time-export; every change that takes several steps is one transaction. */
export function createTimeHandlers(deps: AreaDeps<TimeTables>, settings: TimeSettings) {
  return {
    secured: {
      ...createTimeGroupHandlers(deps, settings),
      ...createSubGroupHandlers(deps, settings),
      ...createStampHandlers(deps, settings),
      ...createTagHandlers(deps, settings),
      ...createGoalHandlers(deps, settings),
      ...createTotalHandlers(deps, settings),
      ...createImportHandlers(deps, settings),
      ...createExportHandlers(deps, settings),
    },
    open: {},
  };
}
