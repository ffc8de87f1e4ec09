import { defineArea } from '../../area';
import { timeAccountData } from './accountData';
import { timeDashboardSection } from './dashboardSection';
import { createTimeHandlers } from './handlers';
import * as m20261123T1715 from './migrations/20261123T1715_time_tracker';
import * as m20261123T1730 from './migrations/20261123T1730_time_totals_index';
import * as m20261123T1745 from './migrations/20261123T1745_time_group_totals';
import * as m20261123T1900 from './migrations/20261123T1900_time_tags';
import * as m20261123T1915 from './migrations/20261123T1915_time_goals';
import { findStamp, findActiveInSubGroup, insertStamp, updateStamp } from './repository/stamps';
import { findSubGroup } from './repository/subGroups';
import { timeSettings } from './settings';

/** The time tracker: time groups, sub groups and stamps, with period totals in the client's zone; tags, goals and range totals. */
export const time = defineArea({
  name: 'time',
  settings: timeSettings,
  handlers: createTimeHandlers,
  accountData: timeAccountData,
  dashboardSection: timeDashboardSection,
  migrations: {
    '20261123T1715_time_tracker': m20261123T1715,
    '20261123T1730_time_totals_index': m20261123T1730,
    '20261123T1745_time_group_totals': m20261123T1745,
    '20261123T1900_time_tags': m20261123T1900,
    '20261123T1915_time_goals': m20261123T1915,
  },
});

/**
 * What other areas may do with the time tracker's stamps (heartbeats start, find and end them).
 * Each takes a database or transaction holding the time tables and the user id; the changes keep
 * the group's totals in step, so they run in the caller's transaction.
 */
export const timeStamps = { findSubGroup, findStamp, findActiveInSubGroup, insertStamp, updateStamp };

export type { StampRow } from './repository/stamps';
