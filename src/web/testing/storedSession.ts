import { extraTokenStorageKey, localSession, userStorageKey, type LocalUser, type TokenPair } from '../session/localSession';

/**
 * Puts a session into storage as a previous visit (or another tab) left it, and lets the store
 * read it: what an auth runtime started afterwards begins with. Screens never write the session.
 */
export function storeSession(user: LocalUser | null, extraToken: TokenPair | null = null) {
  if (user) localStorage.setItem(userStorageKey, JSON.stringify(user));
  else localStorage.removeItem(userStorageKey);
  if (extraToken) localStorage.setItem(extraTokenStorageKey, JSON.stringify(extraToken));
  else localStorage.removeItem(extraTokenStorageKey);
  localSession.reload();
}

/** A token pair that is valid for an hour from now. */
export function testTokenPair(name: string): TokenPair {
  return { token: `${name}-token`, refreshToken: `${name}-refresh`, created: new Date().toISOString(), expiresIn: 3600 };
}
