import type { Preferences } from '../../domain/preferences';

/** The signed-in user as the browser keeps it (spec §3, "User (local)"). */
export interface LocalUser {
  _id: string;
  username: string;
  userSessionId: string;
  is2faEnabled: boolean;
  /** Whether an extra (password area) password is set (openapi.yaml `User.hasExtraPassword`). */
  hasExtraPassword?: boolean;
  access: TokenPair;
  preferences: Preferences;
}

/** An access or extra token pair; `created` is an ISO time, `expiresIn` seconds (spec §3). */
export interface TokenPair {
  token: string;
  refreshToken: string;
  created: string;
  expiresIn: number;
}

export interface LocalSession {
  user: LocalUser | null;
  extraToken: TokenPair | null;
}

const userKey = 'lifelog.user';
const extraTokenKey = 'lifelog.extraToken';

let current: LocalSession = { user: read(userKey), extraToken: read(extraTokenKey) };
const listeners = new Set<() => void>();

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

function publish(next: LocalSession) {
  current = next;
  for (const listener of listeners) listener();
}

/** The local session store the guards and the shell read; the auth machines write it. */
export const localSession = {
  get: (): LocalSession => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  hasAccessToken: () => Boolean(current.user?.access.token),
  hasExtraToken: () => Boolean(current.extraToken?.token),
  setUser(user: LocalUser | null) {
    write(userKey, user);
    publish({ ...current, user });
  },
  setExtraToken(extraToken: TokenPair | null) {
    write(extraTokenKey, extraToken);
    publish({ ...current, extraToken });
  },
  /** Spec §4: logout clears the local user and the extra token. */
  clear() {
    write(userKey, null);
    write(extraTokenKey, null);
    publish({ user: null, extraToken: null });
  },
  /** Re-reads storage, e.g. after another tab changed it or a test seeded it. */
  reload() {
    publish({ user: read(userKey), extraToken: read(extraTokenKey) });
  },
};
