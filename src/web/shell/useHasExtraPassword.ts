import { useLocalSession } from '../session/useLocalSession';

/**
 * Whether the user has set an extra (vault) password, which makes the Passwords link usable
 * (spec §2: "disabled by default"): the local user's `hasExtraPassword`, from the server's User.
 */
export function useHasExtraPassword(): boolean {
  return useLocalSession().user?.hasExtraPassword ?? false;
}
