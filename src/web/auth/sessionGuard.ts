import { selectAuth } from '../../../machines/authMachine';
import { selectExtraAuth } from '../../../machines/extraAuthMachine';
import type { SessionGuard } from '../router/context';
import type { AuthRuntime } from './authRuntime';

/** The guards' view of the auth runtime: signed in and password-logged-in, as the machines say. */
export function runtimeSessionGuard(runtime: Pick<AuthRuntime, 'auth' | 'extraAuth'>): SessionGuard {
  const hasAccessToken = () => selectAuth(runtime.auth.getSnapshot()).isLoggedIn;
  const hasExtraToken = () => selectExtraAuth(runtime.extraAuth.getSnapshot()).isLoggedIn;
  return {
    hasAccessToken,
    hasExtraToken,
    subscribe(listener) {
      let last = `${hasAccessToken()} ${hasExtraToken()}`;
      const onChange = () => {
        const next = `${hasAccessToken()} ${hasExtraToken()}`;
        if (next === last) return;
        last = next;
        listener();
      };
      const subscriptions = [runtime.auth.subscribe(onChange), runtime.extraAuth.subscribe(onChange)];
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
  };
}
