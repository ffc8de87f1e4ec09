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
import { extraAuthMachine, WrongPasswordError, type ExtraAuthActor, type ExtraPasswordRequestInput } from '../../../machines/extraAuthMachine';
import {
  sessionTimedOutWarning,
  tokenRefreshMachine,
  type RefreshedToken,
  type RefreshRequestInput,
  type SessionWarning,
  type TokenRefreshActor,
} from '../../../machines/tokenRefreshMachine';
import type { Profile, User } from '../../contract/types';
import type { StoredToken } from '../../domain/tokenExpiry';
import { unwrap } from '../api/apiResult';
import { explained } from '../api/errorMessages';
import { createApiClient, type ApiClient } from '../api/client';
import type { SessionStore } from '../session/localSession';
import type { ToastActor } from '../shell/toastActor';
import { createSessionMiddleware, deviceFingerprint, type SessionScope } from './sessionMiddleware';

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
}

export interface AuthRuntime {
  client: ApiClient;
  /** The signed-in user lives here (context `user`), and only here; see `useCurrentUser`. */
  auth: AuthActor;
  extraAuth: ExtraAuthActor;
  /** The access pair's token machine. */
  accessTokens: TokenRefreshActor;
  /** The extra pair's token machine (same machine, other actors). */
  extraTokens: TokenRefreshActor;
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
 * The accounts workflows, started once at app start (DESIGN §5): the auth machine, the extra
 * (password area) login, and the token machine twice (access pair, extra pair), provided with
 * the real API calls, the stored session, the router's navigate and the toasts. Each machine
 * starts from what the stored session holds, so a reload keeps both sessions.
 *
 * The signed-in user has one home, the auth machine. The stored session is its copy, written
 * here whenever the machine's user changes and never by screens; a copy another tab stored with a
 * newer profile (`profileAt`) is taken in rather than overwritten.
 */
export function createAuthRuntime(options: AuthRuntimeOptions): AuthRuntime {
  const { session, toasts, navigate, translate } = options;
  const client = options.client ?? createApiClient({ baseUrl: options.baseUrl, fetch: options.fetch });
  const fingerprintOf = options.fingerprint ?? ((userId: string) => deviceFingerprint(userId));
  const now = options.now ?? Date.now;
  const isoNow = () => new Date(now()).toISOString();

  const showWarning = (message: string) => {
    toasts.send({ type: 'toast.shown', toast: { message, kind: 'warning', duration: 'extended' } });
  };
  const showSessionWarning = (warning: SessionWarning) => {
    toasts.send({
      type: 'toast.shown',
      toast: { message: translate(warning.messageId, warning.defaultMessage), kind: 'warning', duration: warning.duration },
    });
  };

  // The four actors refer to each other through these; all are assigned before any starts.
  // eslint-disable-next-line prefer-const -- assigned below, once the actors they are used by exist
  let auth!: AuthActor;
  // eslint-disable-next-line prefer-const -- as auth
  let extraAuth!: ExtraAuthActor;

  const { user: storedUser, extraToken: storedExtraToken } = session.get();
  /** When the machine's profile was taken from the server (or from a newer stored copy). */
  let profileAt = storedUser?.profileAt ?? 0;
  /** The user as received from the server now, with its profile marked fresh. */
  const received = (user: User): SessionUser => {
    profileAt = now();
    return sessionUser(user, isoNow());
  };

  const refreshRequest = (field: 'refreshToken' | 'extraRefreshToken') =>
    fromPromise<RefreshedToken, RefreshRequestInput>(async ({ input }) =>
      unwrap(await client.POST('/auth/refreshtoken', { body: { [field]: input.refreshToken } })),
    );

  const accessTokens = createActor(
    tokenRefreshMachine.provide({
      actors: { refreshRequest: refreshRequest('refreshToken') },
      actions: {
        persistSession: (_, { session: access }) => auth.send({ type: 'session.refreshed', access }),
        logOut: () => auth.send({ type: 'logout.requested' }),
        showWarning: (_, warning) => showSessionWarning(warning),
      },
    }),
    { input: { session: storedUser?.access ?? null } },
  );

  const extraTokens = createActor(
    tokenRefreshMachine.provide({
      actors: { refreshRequest: refreshRequest('extraRefreshToken') },
      actions: {
        persistSession: (_, { session: extra }) => extraAuth.send({ type: 'session.refreshed', session: extra }),
        logOut: () => extraAuth.send({ type: 'session.expired' }),
        showWarning: (_, warning) => showSessionWarning(warning),
      },
    }),
    { input: { session: storedExtraToken ?? null } },
  );

  /** Hands a pair to its token machine unless it holds that one already (e.g. it just refreshed it). */
  const startTokens = (actor: TokenRefreshActor, pair: StoredToken) => {
    if (actor.getSnapshot().context.session?.token !== pair.token) actor.send({ type: 'session.started', session: pair });
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
        // The stored copy follows the machine's user on its own (persistUser below).
        storeUser: (_, { user }) => startTokens(accessTokens, user.access),
        clearLocalSession: () => {
          session.clear();
          accessTokens.send({ type: 'session.ended' });
          extraTokens.send({ type: 'session.ended' });
          extraAuth.send({ type: 'session.cleared' });
        },
        navigateTo: (_, { path }) => navigate(path),
      },
    }),
    { input: { user: storedUser } },
  );

  extraAuth = createActor(
    extraAuthMachine.provide({
      actors: {
        extraPasswordRequest: fromPromise<RefreshedToken, ExtraPasswordRequestInput>(({ input }) =>
          explained(async () => {
            const result = await client.POST('/auth/extra-password', { body: { extraPassword: input.extraPassword } });
            // Spec §8: the server refusing the password itself is the one 'Wrong password'.
            if (result.response.status === 401) throw new WrongPasswordError();
            return unwrap(result);
          }),
        ),
      },
      actions: {
        storeExtraSession: (_, { session: extra }) => {
          session.setExtraToken(extra);
          startTokens(extraTokens, extra);
        },
        clearExtraSession: () => {
          session.setExtraToken(null);
          extraTokens.send({ type: 'session.ended' });
        },
        navigateTo: (_, { path }) => navigate(path),
      },
    }),
    { input: { session: storedExtraToken } },
  );

  let fingerprint: { userId: string; value: Promise<string | null> } | null = null;
  const currentFingerprint = () => {
    const userId = auth.getSnapshot().context.user?._id;
    if (!userId) return Promise.resolve(null);
    if (fingerprint?.userId !== userId) {
      // No WebCrypto (an insecure origin): the header is optional, so the call goes without it.
      fingerprint = { userId, value: fingerprintOf(userId).catch(() => null) };
    }
    return fingerprint.value;
  };

  const endSession = (scope: SessionScope, warning: string) => {
    if (scope === 'passwords') extraAuth.send({ type: 'session.expired' });
    else auth.send({ type: 'logout.requested' });
    showWarning(warning);
  };

  client.use(
    createSessionMiddleware({
      accessTokens,
      extraTokens,
      endSession,
      sessionTimedOut: () => translate(sessionTimedOutWarning.messageId, sessionTimedOutWarning.defaultMessage),
      fingerprint: currentFingerprint,
    }),
  );

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
  // old, and another browser may have changed 2FA or the extra password since.
  let wasLoggedIn = false;
  const authSubscription = auth.subscribe((snapshot) => {
    persistUser(snapshot.context.user);
    const isLoggedIn = selectAuth(snapshot).isLoggedIn;
    if (isLoggedIn && !wasLoggedIn) void refreshUser();
    wasLoggedIn = isLoggedIn;
  });

  function syncFromSession() {
    const { user, extraToken } = session.get();
    const authUser = auth.getSnapshot().context.user;
    if (user) {
      startTokens(accessTokens, user.access);
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
    if (extraToken) {
      startTokens(extraTokens, extraToken);
      const held = extraAuth.getSnapshot().context.session;
      if (held && held.token !== extraToken.token) extraAuth.send({ type: 'session.refreshed', session: extraToken });
    } else if (extraAuth.getSnapshot().context.session) {
      // Already cleared in storage; the guards (router.invalidate on the session change) leave the page.
      extraTokens.send({ type: 'session.ended' });
      extraAuth.send({ type: 'session.cleared' });
    }
  }

  accessTokens.start();
  extraTokens.start();
  auth.start();
  extraAuth.start();

  return {
    client,
    auth,
    extraAuth,
    accessTokens,
    extraTokens,
    refreshUser,
    syncFromSession,
    stop() {
      authSubscription.unsubscribe();
      for (const actor of [auth, extraAuth, accessTokens, extraTokens]) actor.stop();
    },
  };
}
