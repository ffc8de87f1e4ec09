import type { AreaDeps } from '../../area';
import { accountsContext } from './context';
import { createDeleteAccountHandlers } from './handlers/deleteAccount';
import { createLoginHandlers } from './handlers/login';
import { createSessionHandlers } from './handlers/sessions';
import { createTwoFactorHandlers } from './handlers/twoFactor';
import { createUserHandlers } from './handlers/user';
import type { AuthSettings } from './settings';
import type { AccountsTables } from './tables';

/** Every accounts handler: sign-up, login and refresh are open; everything else needs a token. */
export function createAccountsHandlers(deps: AreaDeps<AccountsTables>, settings: AuthSettings) {
  const context = accountsContext(deps, settings);
  return {
    open: createLoginHandlers(context),
    secured: {
      ...createSessionHandlers(context),
      ...createUserHandlers(context),
      ...createTwoFactorHandlers(context),
      ...createDeleteAccountHandlers(context),
    },
  };
}
