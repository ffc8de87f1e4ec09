import { defineArea } from '../../area';
import { countersAccountData } from './accountData';
import { countersDashboardSection } from './dashboardSection';
import { createCountersHandlers } from './handlers';
import * as m20261127T0920 from './migrations/20261127T0920_counters';
import { countersSettings } from './settings';

/** Counters in groups: every change of a value is an event with its time (history, exact undo). */
export const counters = defineArea({
  name: 'counters',
  settings: countersSettings,
  handlers: createCountersHandlers,
  accountData: countersAccountData,
  dashboardSection: countersDashboardSection,
  migrations: {
    '20261127T0920_counters': m20261127T0920,
  },
});
