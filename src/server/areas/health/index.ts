import { defineArea } from '../../area';
import { createHealthHandlers } from './handlers';

/** Health: whether the server and its database answer. No tables, settings or timers. */
export const health = defineArea({
  name: 'health',
  handlers: createHealthHandlers,
  migrations: {},
});
