import type { AreaDeps } from '../../area';
import { accountsContext } from './context';
import { createLoginHandlers } from './loginHandlers';
import { createSessionHandlers } from './sessionHandlers';
import type { AuthSettings } from './settings';
import type { AccountsTables } from './tables';
import { createTwoFactorHandlers } from './twoFactorHandlers';
import { createUserHandlers } from './userHandlers';

/** Every accounts handler: sign-up, login and refresh are open; everything else needs a token. */
export function createAccountsHandlers(deps: AreaDeps<AccountsTables>, settings: AuthSettings) {
  const context = accountsContext(deps, settings);
  return {
    open: createLoginHandlers(context),
    secured: {
      ...createSessionHandlers(context),
      ...createUserHandlers(context),
      ...createTwoFactorHandlers(context),
    },
  };
}
