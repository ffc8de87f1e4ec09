import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ExtraAuthActor, ExtraAuthViewModel, selectExtraAuth } from '../../../machines/extraAuthMachine';
import type { VaultKeyStore } from '../vault/vaultKeyStore';
import type { VaultUnlock } from './vaultUnlock';

export interface UseExtraAuth {
  /**
   * The password login screen's view-model (machines/extraAuthMachine.ts `selectExtraAuth`):
   * logged in once this tab also holds the vault key.
   */
  view: ExtraAuthViewModel;
  /**
   * Derives the keys, POST /auth/extra-password, unwraps the vault key (vaultLogin.ts); a
   * refused password sets `view.errorMessageId` (spec §8 'Wrong password').
   */
  login: (extraPassword: string) => void;
  /** The password field was edited: its last error ('Wrong password') goes. */
  editPassword: () => void;
  /** Spec §4: password logout: clears the extra token and goes to /password-login; the user stays logged in. */
  logout: () => void;
}

/** What `useExtraAuthOf` reads of the signed-in session (signedInSession.ts, which hands it out). */
export interface ExtraAuthParts {
  extraAuth: ExtraAuthActor;
  selectExtraAuth: typeof selectExtraAuth;
  vaultKeys: VaultKeyStore;
  vaultUnlock: VaultUnlock;
}

/**
 * `useExtraAuth` (AuthProvider.tsx) on a loaded signed-in session; it loads with the session, so
 * the sign-in screen does not carry it. A tab logged in to passwords elsewhere has the extra
 * token but not the vault key: then the screen unlocks the key (vaultUnlock.ts) instead.
 */
export function useExtraAuthOf({ extraAuth, selectExtraAuth, vaultKeys, vaultUnlock }: ExtraAuthParts): UseExtraAuth {
  const machineView = useSelector(extraAuth, selectExtraAuth, shallowEqual);
  const hasVaultKey = useSyncExternalStore(vaultKeys.subscribe, () => vaultKeys.get() !== null);
  const unlock = useSyncExternalStore(vaultUnlock.subscribe, vaultUnlock.getState);
  useEffect(() => {
    // After a reload the key is in sessionStorage until restored.
    if (machineView.isLoggedIn) void vaultKeys.restore();
  }, [machineView.isLoggedIn, vaultKeys]);
  const actions = useMemo(
    () => ({
      login: (extraPassword: string) => extraAuth.send({ type: 'password.submitted', extraPassword }),
      editPassword: () => extraAuth.send({ type: 'password.edited' }),
      logout: () => extraAuth.send({ type: 'logout.requested' }),
    }),
    [extraAuth],
  );
  if (machineView.isLoggedIn && !hasVaultKey) {
    return { view: { isLoggedIn: false, ...unlock }, login: vaultUnlock.submit, editPassword: vaultUnlock.edit, logout: actions.logout };
  }
  return { view: machineView, ...actions };
}
