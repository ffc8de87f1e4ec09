import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { localSession } from '../session/localSession';

/**
 * Spec §4: logout clears the local user and the extra token and goes to /login.
 * The server-side `POST /auth/logout` (revoking the refresh token) belongs to the auth machine;
 * when it exists, this is the one place to call it from.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    localSession.clear();
    void navigate({ to: '/login' });
  }, [navigate]);
}
