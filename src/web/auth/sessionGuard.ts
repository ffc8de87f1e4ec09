import { selectAuth } from '../../../machines/authMachine';
import type { SessionGuard } from '../router/context';
import { vaultKeyStore } from '../vault/vaultKeyStore';
import type { AuthRuntime } from './authRuntime';

/**
 * The guards' view of the auth runtime: signed in and password-logged-in, as the machines say,
 * and the vault key this tab holds (vaultKeyStore).
 * The extra login's machine comes with the signed-in session, which the "auth" guard waits for
 * (`ready`) before the "extra" guard below it asks.
 */
export function runtimeSessionGuard(runtime: Pick<AuthRuntime, 'auth' | 'signedIn'>): SessionGuard {
  const hasAccessToken = () => selectAuth(runtime.auth.getSnapshot()).isLoggedIn;
  const hasExtraToken = () => runtime.signedIn.current()?.hasExtraToken() ?? false;
  const hasVaultKeyNow = () => vaultKeyStore.get() !== null;
  return {
    hasAccessToken,
    hasExtraToken,
    hasVaultKey: async () => (await vaultKeyStore.restore()) !== null,
    ready: () => runtime.signedIn.load(),
    subscribe(listener) {
      let last = `${hasAccessToken()} ${hasExtraToken()} ${hasVaultKeyNow()}`;
      const onChange = () => {
        const next = `${hasAccessToken()} ${hasExtraToken()} ${hasVaultKeyNow()}`;
        if (next === last) return;
        last = next;
        listener();
      };
      const subscriptions = [runtime.auth.subscribe(onChange), { unsubscribe: vaultKeyStore.subscribe(onChange) }];
      const watchExtra = () => {
        const extraAuth = runtime.signedIn.current()?.extraAuth;
        if (!extraAuth) return;
        subscriptions.push(extraAuth.subscribe(onChange));
        onChange();
      };
      const stopWaiting = runtime.signedIn.subscribe(watchExtra);
      watchExtra();
      return () => {
        stopWaiting();
        subscriptions.forEach((subscription) => subscription.unsubscribe());
      };
    },
  };
}
