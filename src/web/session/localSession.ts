import type { User } from '../../contract/types';
import type { StoredToken } from '../../domain/tokenExpiry';

/**
 * The signed-in user as this browser keeps it between visits (spec §3, "User (local)"): a copy
 * of what the auth machine holds, written only by the auth runtime (src/web/auth/authRuntime.ts).
 */
export type LocalUser = User & {
  /**
   * When (ms since the epoch) the profile part (2FA, extra password, preferences) was last taken
   * from the server, so a tab never writes an older profile over a newer one another tab stored.
   */
  profileAt?: number;
};

/** An access or extra token pair; `created` is an ISO time, `expiresIn` seconds (spec §3). */
export type TokenPair = StoredToken;

export interface LocalSession {
  user: LocalUser | null;
  extraToken: TokenPair | null;
}

export const userStorageKey = 'lifelog.user';
export const extraTokenStorageKey = 'lifelog.extraToken';

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // A hand-edited or corrupt entry counts as signed out rather than breaking the app.
    return null;
  }
}

function write(key: string, value: unknown) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

let current: LocalSession = { user: read(userStorageKey), extraToken: read(extraTokenStorageKey) };

/**
 * The browser's stored session. The auth runtime starts its machines from it and writes what they
 * hold back into it; nothing else writes it. Another tab's writes arrive through `reload()`.
 */
export const localSession = {
  get: (): LocalSession => current,
  /** What storage holds this instant (another tab may have written since the last reload). */
  readStoredUser: (): LocalUser | null => read(userStorageKey),
  setUser(user: LocalUser | null) {
    write(userStorageKey, user);
    current = { ...current, user };
  },
  setExtraToken(extraToken: TokenPair | null) {
    write(extraTokenStorageKey, extraToken);
    current = { ...current, extraToken };
  },
  /** Spec §4: logout clears the local user and the extra token. */
  clear() {
    write(userStorageKey, null);
    write(extraTokenStorageKey, null);
    current = { user: null, extraToken: null };
  },
  /** Re-reads storage, e.g. after another tab changed it or a test seeded it. */
  reload() {
    current = { user: read(userStorageKey), extraToken: read(extraTokenStorageKey) };
  },
};

/** What the auth runtime needs of the stored session (`localSession` in the app). */
export type SessionStore = Pick<typeof localSession, 'get' | 'readStoredUser' | 'setUser' | 'setExtraToken' | 'clear'>;
