import { defineArea } from '../../area';
import { createTimeHandlers } from './handlers';
import * as m20261123T1715 from './migrations/20261123T1715_time_tracker';
import { timeSettings } from './settings';

/** The time tracker: time groups, sub groups and stamps, with period totals in the client's zone. */
export const time = defineArea({
  name: 'time',
  settings: timeSettings,
  handlers: createTimeHandlers,
  migrations: {
    '20261123T1715_time_tracker': m20261123T1715,
  },
});
