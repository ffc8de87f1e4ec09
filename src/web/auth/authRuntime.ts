import { createActor, fromPromise } from 'xstate';
import {
  authMachine,
  selectAuth,
  type AuthActor,
  type Credentials,
  type LoginResult,
  type LogoutRequestInput,
  type SessionUser,
  type SignupForm,
  type TwoFactorRequestInput,
} from '../../../machines/authMachine';
import type { Profile, User } from '../../contract/types';
import { unwrap } from '../api/apiResult';
import { createApiClient, type ApiClient } from '../api/client';
import { createLazyPart, type LazyPart } from '../lazyPart';
import type { SessionStore } from '../session/localSession';
import type { ToastActor } from '../shell/toastActor';
import { forgetStoredVaultKey } from '../vault/storedVaultKey';
import type { SignedInSession, SignedInSessionHost } from './signedInSession';

export interface AuthRuntimeOptions {
  /** The app's client; the runtime adds its middleware to it. Made from `fetch`/`baseUrl` if absent. */
  client?: ApiClient;
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
  /** The browser's stored session (`localSession`): where the machines start from and what they persist to. */
  session: SessionStore;
  toasts: Pick<ToastActor, 'send'>;
  /** The router's navigate, by path. */
  navigate: (path: string) => void;
  /** A message id's text in the current language, or the default. */
  translate: (messageId: string, defaultMessage: string) => string;
  /** Defaults to `deviceFingerprint` (WebCrypto); tests may replace it. */
  fingerprint?: (userId: string) => Promise<string>;
  /** The clock for `profileAt` (ms); tests may replace it. */
  now?: () => number;
  /** Wipes what the browser saved of the user for offline reading (offlineData.ts); tests may replace it. */
  wipeOfflineData?: () => Promise<void>;
}

export interface AuthRuntime {
  client: ApiClient;
  /** The signed-in user lives here (context `user`), and only here; see `useCurrentUser`. */
  auth: AuthActor;
  /**
   * The extra (password area) login and both token machines, with the session middleware's work
   * (signedInSession.ts): loaded on sign-in, at start with a stored user and by the "auth" guard,
   * so the sign-in screen does not carry them.
   */
  signedIn: LazyPart<SignedInSession>;
  /**
   * GET /auth/user/{id}: takes the server's account (2FA, extra password, preferences) into the
   * signed-in user (`user.updated`), so a change made in another browser shows here. Runs on
   * sign-in and start, on focus (src/web/auth/windowSync.ts) and after every change to the user
   * (mutations that name `currentUser`). Resolves false when it failed or was overtaken.
   */
  refreshUser: () => Promise<boolean>;
  /**
   * Follows a change another tab made to the stored session (call it after `localSession.reload()`):
   * a pair it refreshed replaces ours (refresh tokens rotate, so ours is spent), a newer profile
   * replaces ours, a logout there logs out here, and a password logout there ends the password
   * session here.
   */
  syncFromSession: () => void;
  stop: () => void;
}

/**
 * `explained` (api/errorMessages.ts) with the error codes' words loaded only when a request is
 * refused, so the sign-in screen does not carry the words for every code. Should they fail to
 * load (offline), the machine says its step's own message.
 */
async function explained<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const explain = await import('../api/errorMessages').then(
      (module) => module.explainFailure,
      () => (failure: unknown) => failure,
    );
    throw explain(error);
  }
}

/** The server's user as the machine keeps it; `created` is stamped on receipt (tokenExpiry.ts). */
function sessionUser(user: User, receivedAt: string): SessionUser {
  return { ...user, access: { ...user.access, created: receivedAt } };
}

/** The profile part of a user: what GET /auth/user/{id} answers and another tab may change. */
function withProfile(user: SessionUser, profile: Pick<Profile, 'username' | 'is2faEnabled' | 'hasExtraPassword' | 'preferences'>): SessionUser {
  return {
    ...user,
    username: profile.username,
    is2faEnabled: profile.is2faEnabled,
    hasExtraPassword: profile.hasExtraPassword,
    preferences: profile.preferences,
  };
}

/**
 * The accounts workflows, started once at app start (DESIGN §5): the auth machine, provided with
 * the real API calls, the stored session, the router's navigate and the toasts, and, once a user
 * signs in (or at start with a stored one), what only a signed-in user needs (`signedIn`: the
 * extra login and the token machines). Each machine starts from what the stored session holds,
 * so a reload keeps both sessions.
 *
 * The signed-in user has one home, the auth machine. The stored session is its copy, written
 * here whenever the machine's user changes and never by screens; a copy another tab stored with a
 * newer profile (`profileAt`) is taken in rather than overwritten.
 */
export function createAuthRuntime(options: AuthRuntimeOptions): AuthRuntime {
  const { session, toasts, navigate, translate } = options;
  // Loaded only when a session ends, so the sign-in screen does not carry it.
  const wipeOffline = options.wipeOfflineData ?? (() => import('../session/offlineData').then((module) => module.wipeOfflineData()));
  const client = options.client ?? createApiClient({ baseUrl: options.baseUrl, fetch: options.fetch });
  const now = options.now ?? Date.now;
  const isoNow = () => new Date(now()).toISOString();

  const showWarning: SignedInSessionHost['showWarning'] = (message, duration = 'extended') => {
    toasts.send({ type: 'toast.shown', toast: { message, kind: 'warning', duration } });
  };

  // Assigned before anything can load the signed-in session, which uses it.
  // eslint-disable-next-line prefer-const -- assigned below, once the session it is used by exists
  let auth!: AuthActor;
  let stopped = false;
  const signedIn = createLazyPart(async () => {
    const { startSignedInSession } = await import('./signedInSession');
    const started = startSignedInSession({ client, auth, session, navigate, translate, showWarning, fingerprint: options.fingerprint });
    if (stopped) started.stop();
    return started;
  });
  const loadSignedIn = () => void signedIn.load().catch(() => {
    // Offline: the "auth" guard loads it again (and shows the route's error screen if it fails).
  });

  const { user: storedUser } = session.get();
  // Signed out in another tab while this one was away: its vault key goes too.
  if (!storedUser) forgetStoredVaultKey();
  /** When the machine's profile was taken from the server (or from a newer stored copy). */
  let profileAt = storedUser?.profileAt ?? 0;
  /** The user as received from the server now, with its profile marked fresh. */
  const received = (user: User): SessionUser => {
    profileAt = now();
    return sessionUser(user, isoNow());
  };

  auth = createActor(
    authMachine.provide({
      actors: {
        loginRequest: fromPromise<LoginResult, Credentials>(({ input }) =>
          explained(async () => {
            const data = unwrap(await client.POST('/auth/login', { body: { username: input.username, password: input.password } }));
            return 'twoFactorRequired' in data ? data : received(data);
          }),
        ),
        signupRequest: fromPromise<SessionUser, SignupForm>(({ input }) =>
          explained(async () => received(unwrap(await client.POST('/auth/signup', { body: input })))),
        ),
        twoFactorRequest: fromPromise<SessionUser, TwoFactorRequestInput>(({ input }) =>
          explained(async () =>
            received(unwrap(await client.POST('/auth/2fa', { body: { code: input.code }, headers: { 'x-access-token': input.pendingToken } }))),
          ),
        ),
        logoutRequest: fromPromise<void, LogoutRequestInput>(async ({ input }) => {
          unwrap(await client.POST('/auth/logout', { body: { refreshToken: input.refreshToken } }));
        }),
      },
      actions: {
        // The stored copy follows the machine's user on its own (persistUser below); a session
        // loaded later starts from the machine's user.
        storeUser: (_, { user }) => signedIn.current()?.startAccess(user.access),
        // Logging out, a deleted account and a session that ended (a refused refresh) all end here.
        clearLocalSession: () => {
          session.clear();
          // The vault key goes with the account's session (the signed-in session's `clear` wipes
          // the one in memory), even when the signed-in session has not loaded.
          forgetStoredVaultKey();
          signedIn.current()?.clear();
          // The saved data and cached photos go too (DESIGN §8): the next user of this browser never sees them.
          void wipeOffline();
        },
        navigateTo: (_, { path }) => navigate(path),
      },
    }),
    { input: { user: storedUser } },
  );

  // Every call goes through the signed-in session's middleware (tokens, device fingerprint, spec
  // §8's answers to 401 and 403) once it is loaded. Before that, a call made signed out without a
  // token is one it would leave as it is; any other waits for it.
  const sendsToken = (request: Request) => request.headers.has('x-access-token') || request.headers.has('x-extra-token');
  client.use({
    async onRequest(params) {
      if (!signedIn.current() && !auth.getSnapshot().context.user && !sendsToken(params.request)) return undefined;
      return (await signedIn.load()).middleware.onRequest?.(params);
    },
    onResponse: (params) => signedIn.current()?.middleware.onResponse?.(params),
    onError: (params) => signedIn.current()?.middleware.onError?.(params),
  });

  /** Puts a profile into the machine's user, if it is still the same user. */
  function takeProfile(profile: Pick<Profile, '_id' | 'username' | 'is2faEnabled' | 'hasExtraPassword' | 'preferences'>, at: number) {
    const current = auth.getSnapshot().context.user;
    if (!current || current._id !== profile._id) return false;
    profileAt = at;
    auth.send({ type: 'user.updated', user: withProfile(current, profile) });
    return true;
  }

  /**
   * Writes the machine's user to the stored session when it changes, unless another tab has
   * stored a newer profile of the same user since: then that profile is taken in first (and
   * written back with our tokens), so a tab never puts an older profile over a newer one.
   */
  let persisted = auth.getSnapshot().context.user;
  function persistUser(user: SessionUser | null) {
    if (user === persisted) return;
    persisted = user;
    if (!user) return; // logging out clears the stored session (clearLocalSession)
    const stored = session.readStoredUser();
    if (stored && stored._id === user._id && (stored.profileAt ?? 0) > profileAt) {
      takeProfile(stored, stored.profileAt ?? 0);
      return;
    }
    session.setUser({ ...user, profileAt });
  }

  let latestRefresh = 0;
  async function refreshUser(): Promise<boolean> {
    const user = auth.getSnapshot().context.user;
    if (!user) return false;
    // Only the latest request's answer counts: an earlier one may predate a change just made.
    const request = ++latestRefresh;
    try {
      const profile = unwrap(await client.GET('/auth/user/{id}', { params: { path: { id: user._id } } }));
      return request === latestRefresh && takeProfile(profile, now());
    } catch {
      return false;
    }
  }

  // Sign-in (and a start with a stored user) re-reads the account: the stored copy may be days
  // old, and another browser may have changed 2FA or the extra password since. The signed-in
  // session starts loading then, or already at the 2FA step while the code is typed.
  let wasLoggedIn = false;
  const authSubscription = auth.subscribe((snapshot) => {
    persistUser(snapshot.context.user);
    const { isLoggedIn, isAwaitingCode } = selectAuth(snapshot);
    if (isLoggedIn || isAwaitingCode) loadSignedIn();
    if (isLoggedIn && !wasLoggedIn) void refreshUser();
    wasLoggedIn = isLoggedIn;
  });

  function syncFromSession() {
    const { user, extraToken } = session.get();
    const authUser = auth.getSnapshot().context.user;
    const signedInSession = signedIn.current();
    if (user) {
      signedInSession?.startAccess(user.access);
      if (!authUser) {
        // Signed in in another tab.
        profileAt = user.profileAt ?? 0;
        auth.send({ type: 'session.restored', user });
      } else if (authUser._id === user._id) {
        if (authUser.access.token !== user.access.token) auth.send({ type: 'session.refreshed', access: user.access });
        if ((user.profileAt ?? 0) > profileAt) takeProfile(user, user.profileAt ?? 0);
      }
    } else if (authUser) {
      auth.send({ type: 'logout.requested' });
    }
    signedInSession?.syncExtra(extraToken);
  }

  auth.start();

  return {
    client,
    auth,
    signedIn,
    refreshUser,
    syncFromSession,
    stop() {
      stopped = true;
      authSubscription.unsubscribe();
      auth.stop();
      signedIn.current()?.stop();
    },
  };
}
