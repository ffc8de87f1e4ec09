import type { SessionGuard } from '../router/context';

/**
 * Calls `onUser` with the signed-in user's id (null signed out) now and whenever it changes; returns
 * the unsubscribe. The outbox follows it: a user's changes are only ever sent in their own session.
 */
export function watchSignedInUser(session: SessionGuard, onUser: (userId: string | null) => void): () => void {
  let last: string | null | undefined;
  const tell = () => {
    const userId = session.hasAccessToken() ? session.userId() : null;
    if (userId === last) return;
    last = userId;
    onUser(userId);
  };
  tell();
  return session.subscribe(tell);
}
