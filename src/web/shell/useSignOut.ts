import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useOptionalAuthRuntime } from '../auth/AuthProvider';
import { localSession } from '../session/localSession';

/**
 * Spec §4: logout revokes the refresh token (`POST /auth/logout`), clears the local user and the
 * extra token and goes to /login. That is the auth machine's logout (what `useAuth().logout()`
 * sends). Outside an <AuthProvider> (shell tests, stories), or when the machine is not logged in
 * while storage holds a user (another tab logged in), only the local part is done here.
 */
export function useSignOut(): () => void {
  const runtime = useOptionalAuthRuntime();
  const navigate = useNavigate();
  return useCallback(() => {
    if (runtime?.auth.getSnapshot().matches('loggedIn')) {
      runtime.auth.send({ type: 'logout.requested' });
      return;
    }
    localSession.clear();
    void navigate({ to: '/login' });
  }, [runtime, navigate]);
}
