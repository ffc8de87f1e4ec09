import { extraAuthMessageIds, WrongPasswordError } from '../../../machines/extraAuthMachine';
import { failureMessageId } from '../../../machines/failureMessage';

/** The password login screen's state while it unlocks this tab's vault key. */
export interface VaultUnlockState {
  isSubmitting: boolean;
  /** Why the last try failed: a message id of the app's catalogues, or null. */
  errorMessageId: string | null;
}

export interface VaultUnlock {
  getState: () => VaultUnlockState;
  subscribe: (listener: () => void) => () => void;
  submit: (extraPassword: string) => void;
  /** The password field was edited: the last refusal no longer describes it. */
  edit: () => void;
}

const idle: VaultUnlockState = { isSubmitting: false, errorMessageId: null };

/**
 * The vault key is the tab's (sessionStorage), the extra token the browser's: a tab opened after
 * the password login in another has the token but not the key. Its password login screen then
 * unlocks the key with the extra password (`unlock`, vaultLogin.ts) instead of logging in again;
 * a password that does not unwrap it says 'Wrong password', like the login (spec §8).
 */
export function createVaultUnlock(unlock: (extraPassword: string) => Promise<void>): VaultUnlock {
  let state = idle;
  const listeners = new Set<() => void>();
  const set = (next: VaultUnlockState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    submit(extraPassword) {
      if (extraPassword === '' || state.isSubmitting) return;
      set({ isSubmitting: true, errorMessageId: null });
      unlock(extraPassword).then(
        () => set(idle),
        (error: unknown) =>
          set({
            isSubmitting: false,
            errorMessageId: error instanceof WrongPasswordError ? extraAuthMessageIds.wrongPassword : failureMessageId(error, extraAuthMessageIds.loginFailed),
          }),
      );
    },
    edit() {
      if (state.errorMessageId) set({ ...state, errorMessageId: null });
    },
  };
}
