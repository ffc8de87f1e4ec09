import { defineArea } from '../../area';
import { createDashboardHandlers } from './handlers';

/** The dashboard by date: no tables of its own; every area with a `dashboardSection` adds one. */
export const dashboard = defineArea({
  name: 'dashboard',
  handlers: createDashboardHandlers,
  migrations: {},
});
