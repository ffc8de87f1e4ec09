import type { AreaDeps } from '../../area';
import type { AuthSettings } from './settings';
import type { AccountsDb, AccountsTables } from './tables';
import { createTokenSigner, type TokenSigner } from './tokens';

/** What the accounts handlers share: the area's tables, the token signer, settings and the app secret. */
export interface AccountsContext {
  db: AccountsDb;
  signer: TokenSigner;
  settings: AuthSettings;
  /** Keys for TOTP secrets are derived from it. */
  secret: string;
}

export function accountsContext(deps: AreaDeps<AccountsTables>, settings: AuthSettings): AccountsContext {
  return { db: deps.db, signer: createTokenSigner(deps.secret), settings, secret: deps.secret };
}
