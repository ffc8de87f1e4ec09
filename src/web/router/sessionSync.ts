import type { AnyRouter } from '@tanstack/react-router';
import type { SessionGuard } from './context';

/**
 * Re-runs the guards whenever the session changes (DESIGN §5), so signing out, or the extra
 * token lapsing, leaves a guarded page at once instead of on the next navigation.
 * Returns the unsubscribe function.
 */
export function invalidateOnSessionChange(router: AnyRouter, session: Pick<SessionGuard, 'subscribe'>) {
  return session.subscribe(() => {
    void router.invalidate();
  });
}
