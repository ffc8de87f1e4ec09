import type { LocalSession, LocalUser, SessionStore, TokenPair } from '../session/localSession';

/**
 * A stored session kept in memory, for stories: the auth runtime works as in the app, but nothing
 * reaches the browser's storage, so one story's sign-out cannot sign the next one out.
 */
export function createMemorySession(user: LocalUser | null, extraToken: TokenPair | null = null): SessionStore {
  let current: LocalSession = { user, extraToken };
  return {
    get: () => current,
    readStoredUser: () => current.user,
    setUser: (next) => {
      current = { ...current, user: next };
    },
    setExtraToken: (next) => {
      current = { ...current, extraToken: next };
    },
    clear: () => {
      current = { user: null, extraToken: null };
    },
  };
}
