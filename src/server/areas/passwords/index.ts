import { defineArea } from '../../area';
import { passwordsAccountData } from './accountData';
import { createPasswordsHandlers } from './handlers';
import * as m20261125T0445 from './migrations/20261125T0445_passwords';
import { passwordsSettings } from './settings';

/** The password vault: groups and entries the browser encrypts; the server keeps ciphertext and plaintext names. */
export const passwords = defineArea({
  name: 'passwords',
  settings: passwordsSettings,
  handlers: createPasswordsHandlers,
  accountData: passwordsAccountData,
  migrations: {
    '20261125T0445_passwords': m20261125T0445,
  },
});

/** What the accounts area may do with a user's vault: empty it, in its own transaction (the vault reset). */
export { deleteVault } from './repository/vault';
