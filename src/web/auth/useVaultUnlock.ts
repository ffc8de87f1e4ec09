import { useCallback, useEffect, useState } from 'react';
import { extraAuthMessageIds, WrongPasswordError, type ExtraAuthViewModel } from '../../../machines/extraAuthMachine';
import { failureMessageId } from '../../../machines/failureMessage';
import { useVaultKey } from '../vault/useVaultKey';
import { vaultKeyStore } from '../vault/vaultKeyStore';

const idle = { isSubmitting: false, errorMessageId: null };

export interface VaultUnlock {
  /** Logged in to passwords (the extra token) without this tab's vault key: the password unlocks it. */
  needed: boolean;
  /** The password login screen's view while `needed`: not in yet, busy, or why the last try failed. */
  view: ExtraAuthViewModel;
  submit: (extraPassword: string) => void;
  edit: () => void;
}

/**
 * The vault key is the tab's (sessionStorage), the extra token the browser's: a tab opened after
 * the password login in another has the token but not the key. Then the password login screen
 * unlocks the key with the extra password instead of logging in again (a wrong one: 'Wrong
 * password'). A key this tab kept before a reload is restored first.
 */
export function useVaultUnlock(unlockVault: (extraPassword: string) => Promise<void>, hasExtraToken: boolean): VaultUnlock {
  const vaultKey = useVaultKey();
  const [state, setState] = useState<Omit<ExtraAuthViewModel, 'isLoggedIn'>>(idle);
  useEffect(() => {
    if (hasExtraToken) void vaultKeyStore.restore();
  }, [hasExtraToken]);

  const submit = useCallback(
    (extraPassword: string) => {
      if (extraPassword === '') return;
      setState({ isSubmitting: true, errorMessageId: null });
      unlockVault(extraPassword).then(
        () => setState(idle),
        (error: unknown) =>
          setState({
            isSubmitting: false,
            errorMessageId: error instanceof WrongPasswordError ? extraAuthMessageIds.wrongPassword : failureMessageId(error, extraAuthMessageIds.loginFailed),
          }),
      );
    },
    [unlockVault],
  );
  const edit = useCallback(() => setState((old) => (old.errorMessageId ? { ...old, errorMessageId: null } : old)), []);

  return { needed: hasExtraToken && vaultKey === null, view: { isLoggedIn: false, ...state }, submit, edit };
}
