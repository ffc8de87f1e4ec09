import type { RequestBody } from '../../contract/types';
import { createVault, openVault, rewrapVault, type Vault } from './vaultKeys';

// What PUT /auth/user/{id} takes to set, change or reset the extra password (contract/auth.yaml):
// the keys derived in the browser and the vault, never the extra password itself.

type ExtraPasswordChange = Pick<RequestBody<'updateUser'>, 'currentPassword' | 'extraPassword' | 'vault' | 'currentExtraPassword' | 'resetVault'>;

/** A first extra password: a new random vault key, wrapped under it. */
export async function settingExtraPassword(currentPassword: string, extraPassword: string): Promise<ExtraPasswordChange> {
  const { authKey, vault } = await createVault(extraPassword);
  return { currentPassword, extraPassword: authKey, vault };
}

/**
 * A new extra password in place of the current one: the current one unwraps the vault key here
 * (`WrongExtraPasswordError` when it does not) and the new one wraps the same key, so every saved
 * entry stays readable; the server checks the current one's key too.
 */
export async function changingExtraPassword(currentPassword: string, currentExtraPassword: string, extraPassword: string, vault: Vault): Promise<ExtraPasswordChange> {
  const current = await openVault(currentExtraPassword, vault);
  const next = await rewrapVault(current.vaultKey, extraPassword);
  return { currentPassword, extraPassword: next.authKey, vault: next.vault, currentExtraPassword: current.authKey };
}

/** A new extra password without the current one (forgotten, or set before the vault): a new, empty vault. */
export async function resettingExtraPassword(currentPassword: string, extraPassword: string): Promise<ExtraPasswordChange> {
  return { ...(await settingExtraPassword(currentPassword, extraPassword)), resetVault: true };
}
