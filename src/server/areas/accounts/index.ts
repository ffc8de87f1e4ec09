import { defineArea } from '../../area';
import { accountsAccountData } from './accountData';
import { createAccountsHandlers } from './handlers';
import * as m0001Users from './migrations/0001_users';
import * as m0002Auth from './migrations/0002_auth';
import * as m20261125T0440 from './migrations/20261125T0440_extra_password_vault';
import { HOUR_MS, pruneAuthRows } from './prune';
import { createSecurityHandlers } from './security';
import { authSettings } from './settings';

/** Accounts: sign-up, login, tokens and sessions, 2FA, the extra password, preferences. */
export const accounts = defineArea({
  name: 'accounts',
  settings: authSettings,
  handlers: createAccountsHandlers,
  security: createSecurityHandlers,
  accountData: accountsAccountData,
  migrations: {
    // Shipped before migrations were named by timestamp; databases recorded these exact names.
    '0001_users': m0001Users,
    '0002_auth': m0002Auth,
    '20261125T0440_extra_password_vault': m20261125T0440,
  },
  timers: [
    {
      name: 'prune ended sessions, old attempt counts and used TOTP steps',
      everyMs: HOUR_MS,
      run: ({ db }, settings) => pruneAuthRows(db, settings.now()),
    },
  ],
});

/** What the dashboard may read of a user: their preferences, handed to every area's section. */
export { userPreferences } from './userPreferences';

/** What the command line's `npm run reset-password` does (scripts/reset-password.ts). */
export { NEW_PASSWORD_LENGTH, resetPassword, type ResetPasswordResult } from './resetPassword';
