import { useCurrentUser } from '../auth/AuthProvider';

/**
 * Whether the user has set an extra (vault) password, which makes the Passwords link usable
 * (spec §2: "disabled by default"): the signed-in user's `hasExtraPassword`.
 */
export function useHasExtraPassword(): boolean {
  return useCurrentUser()?.hasExtraPassword ?? false;
}
