import { extraAuthMessageIds, WrongPasswordError } from '../../../machines/extraAuthMachine';
import type { ExplainedFailure } from '../../../machines/failureMessage';
import type { RefreshedToken } from '../../../machines/tokenRefreshMachine';
import { unwrap } from '../api/apiResult';
import type { ApiClient } from '../api/client';
import { errorCodeOf } from '../api/errorMessages';
import { deriveVaultKeys, openVault, unwrapVaultKey, WrongExtraPasswordError, type Vault } from '../vault/vaultKeys';
import { vaultKeyStore } from '../vault/vaultKeyStore';

// The password login with the vault (issue 9): the extra password never leaves the browser. Its
// key derivation comes from the server (GET /auth/extra-password), the derived authentication key
// logs in (POST /auth/extra-password, which may say 'Wrong password'), and the derived wrapping
// key then unwraps the vault key, which this tab keeps (vaultKeyStore).

/** A refusal the password login explains in its own words (a message id of the app's catalogues). */
class VaultLoginError extends Error implements ExplainedFailure {
  constructor(readonly messageId: string) {
    super(messageId);
    this.name = 'VaultLoginError';
  }
}

/** What GET /auth/extra-password's refusals mean to the user; both send them to Settings. */
const vaultRefusals: Record<string, string> = {
  EXTRA_PASSWORD_NOT_SET: extraAuthMessageIds.extraPasswordNotSet,
  VAULT_RESET_NEEDED: extraAuthMessageIds.vaultResetNeeded,
};

/** The account's key derivation and wrapped vault key; an explained error when there is none to use. */
export async function readVault(client: ApiClient): Promise<Vault> {
  try {
    return unwrap(await client.GET('/auth/extra-password'));
  } catch (error) {
    const messageId = vaultRefusals[errorCodeOf(error) ?? ''];
    throw messageId ? new VaultLoginError(messageId) : error;
  }
}

/**
 * The password login: derive (in a worker, about a second), log in with the authentication key,
 * then unwrap and keep the vault key. A refused key is `WrongPasswordError`.
 */
export async function vaultPasswordLogin(client: ApiClient, extraPassword: string): Promise<RefreshedToken> {
  const vault = await readVault(client);
  const { authKey, wrappingKey } = await deriveVaultKeys(extraPassword, vault.kdf);
  const result = await client.POST('/auth/extra-password', { body: { extraPassword: authKey } });
  // Spec §8: the server refusing the password itself is the one 'Wrong password'.
  if (result.response.status === 401) throw new WrongPasswordError();
  const tokens = unwrap(result);
  // The server took the key, so the password is right: a vault key that does not open was changed.
  const vaultKey = await unwrapVaultKey(vault.wrappedVaultKey, wrappingKey).catch(() => {
    throw new VaultLoginError(extraAuthMessageIds.vaultDoesNotOpen);
  });
  await vaultKeyStore.set(vaultKey);
  return tokens;
}

/**
 * A tab that has the extra token (logged in to passwords in another tab) but not the vault key,
 * which stays in the tab that unlocked it: the extra password unwraps it here, without a new
 * login. A password that does not unwrap it is `WrongPasswordError`.
 */
export async function unlockVault(client: ApiClient, extraPassword: string): Promise<void> {
  const vault = await readVault(client);
  const { vaultKey } = await openVault(extraPassword, vault).catch((error: unknown) => {
    throw error instanceof WrongExtraPasswordError ? new WrongPasswordError() : error;
  });
  await vaultKeyStore.set(vaultKey);
}
