import { selectAuth } from '../../../machines/authMachine';
import type { SessionGuard } from '../router/context';
import type { AuthRuntime } from './authRuntime';

/**
 * The guards' view of the auth runtime: signed in and password-logged-in, as the machines say,
 * and the vault key this tab holds (the signed-in session's). The vault key only ever goes with
 * the extra login's or the user's session, so their changes are the ones to follow.
 * The extra login's machine comes with the signed-in session, which the "auth" guard waits for
 * (`ready`) before the "extra" guard below it asks.
 */
export function runtimeSessionGuard(runtime: Pick<AuthRuntime, 'auth' | 'signedIn'>): SessionGuard {
  const hasAccessToken = () => selectAuth(runtime.auth.getSnapshot()).isLoggedIn;
  const hasExtraToken = () => runtime.signedIn.current()?.hasExtraToken() ?? false;
  return {
    hasAccessToken,
    userId: () => runtime.auth.getSnapshot().context.user?._id ?? null,
    hasExtraToken,
    hasVaultKey: async () => (await runtime.signedIn.load()).hasVaultKey(),
    ready: () => runtime.signedIn.load(),
    subscribe(listener) {
      let last = `${hasAccessToken()} ${hasExtraToken()}`;
      const onChange = () => {
        const next = `${hasAccessToken()} ${hasExtraToken()}`;
        if (next === last) return;
        last = next;
        listener();
      };
      const subscriptions = [runtime.auth.subscribe(onChange)];
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
