/**
 * Whether the user has set an extra (vault) password, which makes the Passwords link usable
 * (spec §2: "disabled by default"). The account API does not report it yet, so it is false for
 * now; when it does, this hook reads it and nothing else in the shell changes.
 */
export function useHasExtraPassword(): boolean {
  return false;
}
