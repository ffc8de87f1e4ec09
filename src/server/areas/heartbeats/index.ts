import { defineArea } from '../../area';
import { heartbeatsAccountData } from './accountData';
import { closeSilentStamps } from './beats';
import { createHeartbeatHandlers } from './handlers';
import * as m20261123T1930 from './migrations/20261123T1930_heartbeats';
import { heartbeatSettings, SWEEP_EVERY_MS } from './settings';

/**
 * Heartbeats: automatic time tracking. A definition's URL, sent to with its key, keeps a stamp
 * running in its sub group; the stamp ends at its last heartbeat once none came for the timeout.
 */
export const heartbeats = defineArea({
  name: 'heartbeats',
  settings: heartbeatSettings,
  handlers: createHeartbeatHandlers,
  accountData: heartbeatsAccountData,
  migrations: {
    '20261123T1930_heartbeats': m20261123T1930,
  },
  timers: [
    {
      name: 'end stamps whose heartbeats stopped, at their last heartbeat',
      everyMs: SWEEP_EVERY_MS,
      run: async ({ db, dialect }, settings) => {
        await closeSilentStamps(db, dialect, settings.now());
      },
    },
  ],
});
