import { useCallback } from 'react';
import { useAuthRuntime } from '../auth/AuthProvider';

/**
 * Spec §4: logout revokes the refresh token (`POST /auth/logout`), clears the local user and the
 * extra token and goes to /login. That is the auth machine's logout (what `useAuth().logout()`
 * sends); the shell's user menu offers it.
 */
export function useSignOut(): () => void {
  const runtime = useAuthRuntime();
  return useCallback(() => runtime.auth.send({ type: 'logout.requested' }), [runtime]);
}
