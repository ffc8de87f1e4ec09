import { defineArea } from '../../area';
import { createAccountDataAreaHandlers } from './handlers';
import { accountDataSettings } from './settings';

/**
 * The whole account as one zip, and its restore into an empty account (issue 26): no tables of
 * its own; every area with an `accountData` part adds its rows (docs/account-export.md).
 */
export const accountData = defineArea({
  name: 'accountData',
  settings: accountDataSettings,
  handlers: createAccountDataAreaHandlers,
  migrations: {},
});
