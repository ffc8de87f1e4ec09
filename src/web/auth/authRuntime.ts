import { createActor, fromPromise } from 'xstate';
import {
  authMachine,
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
import type { Preferences } from '../../domain/preferences';
import type { StoredToken } from '../../domain/tokenExpiry';
import { unwrap } from '../api/apiResult';
import { createApiClient, type ApiClient } from '../api/client';
import type { components } from '../../contract/openapi';
import type { LocalUser, localSession } from '../session/localSession';
import type { ToastActor } from '../shell/toastActor';
import { createSessionMiddleware, deviceFingerprint, type SessionScope } from './sessionMiddleware';

type ServerUser = components['schemas']['User'];
type Profile = components['schemas']['Profile'];
/** The preferences to change (openapi.yaml `PreferencesChange`). */
export type PreferencesChange = components['schemas']['PreferencesChange'];

/** What the runtime needs of the local session store (`localSession` in the app). */
export type SessionStore = Pick<typeof localSession, 'get' | 'setUser' | 'setExtraToken' | 'clear'>;

export interface AuthRuntimeOptions {
  /** The app's client; the runtime adds its middleware to it. Made from `fetch`/`baseUrl` if absent. */
  client?: ApiClient;
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
  session: SessionStore;
  toasts: Pick<ToastActor, 'send'>;
  /** The router's navigate, by path. */
  navigate: (path: string) => void;
  /** A message id's text in the current language, or the default. */
  translate: (messageId: string, defaultMessage: string) => string;
  /** Defaults to `deviceFingerprint` (WebCrypto); tests may replace it. */
  fingerprint?: (userId: string) => Promise<string>;
}

export interface AuthRuntime {
  client: ApiClient;
  auth: AuthActor;
  extraAuth: ExtraAuthActor;
  /** The access pair's token machine. */
  accessTokens: TokenRefreshActor;
  /** The extra pair's token machine (same machine, other actors). */
  extraTokens: TokenRefreshActor;
  /** PUT /auth/user/{id}; on success the local user takes the new preferences at once. */
  savePreferences: (change: PreferencesChange) => Promise<boolean>;
  /**
   * GET /auth/user/{id}: takes the server's account (2FA, extra password, preferences) into the
   * signed-in user, so a change made in another browser shows here. Resolves false when it failed.
   */
  refreshUser: () => Promise<boolean>;
  /**
   * Follows a change another tab made to the stored session (call it after `localSession.reload()`):
   * a pair it refreshed replaces ours (refresh tokens rotate, so ours is spent), a logout there
   * logs out here, and a password logout there ends the password session here.
   */
  syncFromSession: () => void;
  stop: () => void;
}

const now = () => new Date().toISOString();

/** The server's user as the machine keeps it; `created` is stamped on receipt (tokenExpiry.ts). */
function sessionUser(user: ServerUser): SessionUser {
  return { ...user, access: { ...user.access, created: now() }, preferences: user.preferences as Preferences };
}

function localUser(user: SessionUser): LocalUser {
  return {
    _id: user._id,
    username: user.username ?? '',
    userSessionId: user.userSessionId ?? '',
    is2faEnabled: user.is2faEnabled,
    hasExtraPassword: user.hasExtraPassword,
    access: user.access,
    preferences: user.preferences,
  };
}

/**
 * The accounts workflows, started once at app start (DESIGN §5): the auth machine, the extra
 * (password area) login, and the token machine twice (access pair, extra pair), provided with
 * the real API calls, the local session store, the router's navigate and the toasts. Each
 * machine starts from what the local session holds, so a reload keeps both sessions.
 */
export function createAuthRuntime(options: AuthRuntimeOptions): AuthRuntime {
  const { session, toasts, navigate, translate } = options;
  const client = options.client ?? createApiClient({ baseUrl: options.baseUrl, fetch: options.fetch });
  const fingerprintOf = options.fingerprint ?? ((userId: string) => deviceFingerprint(userId));

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
  let auth!: AuthActor;
  let extraAuth!: ExtraAuthActor;

  const refreshRequest = (field: 'refreshToken' | 'extraRefreshToken') =>
    fromPromise<RefreshedToken, RefreshRequestInput>(async ({ input }) =>
      unwrap(await client.POST('/auth/refreshtoken', { body: { [field]: input.refreshToken } })),
    );

  const { user: storedUser, extraToken: storedExtraToken } = session.get();

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
        loginRequest: fromPromise<LoginResult, Credentials>(async ({ input }) => {
          const data = unwrap(await client.POST('/auth/login', { body: { username: input.username, password: input.password } }));
          return 'twoFactorRequired' in data ? data : sessionUser(data);
        }),
        signupRequest: fromPromise<SessionUser, SignupForm>(async ({ input }) => {
          const body = { ...input } as { username: string; password: string; language?: 1 | 2 };
          return sessionUser(unwrap(await client.POST('/auth/signup', { body })));
        }),
        twoFactorRequest: fromPromise<SessionUser, TwoFactorRequestInput>(async ({ input }) =>
          sessionUser(
            unwrap(await client.POST('/auth/2fa', { body: { code: input.code }, headers: { 'x-access-token': input.pendingToken } })),
          ),
        ),
        logoutRequest: fromPromise<void, LogoutRequestInput>(async ({ input }) => {
          unwrap(await client.POST('/auth/logout', { body: { refreshToken: input.refreshToken } }));
        }),
      },
      actions: {
        storeUser: (_, { user }) => {
          session.setUser(localUser(user));
          startTokens(accessTokens, user.access);
        },
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
        extraPasswordRequest: fromPromise<RefreshedToken, ExtraPasswordRequestInput>(async ({ input }) => {
          const result = await client.POST('/auth/extra-password', { body: { extraPassword: input.extraPassword } });
          // Spec §8: the server refusing the password itself is the one 'Wrong password'.
          if (result.response.status === 401) throw new WrongPasswordError();
          return unwrap(result);
        }),
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
    const userId = session.get().user?._id;
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

  accessTokens.start();
  extraTokens.start();
  auth.start();
  extraAuth.start();

  /** Takes the server's profile into the signed-in user, if it is still the same user. */
  function takeProfile(profile: Profile): boolean {
    const current = auth.getSnapshot().context.user;
    if (!current || current._id !== profile._id) return false;
    auth.send({
      type: 'user.updated',
      user: {
        ...current,
        username: profile.username,
        is2faEnabled: profile.is2faEnabled,
        hasExtraPassword: profile.hasExtraPassword,
        preferences: profile.preferences as Preferences,
      },
    });
    return true;
  }

  async function savePreferences(change: PreferencesChange): Promise<boolean> {
    const user = auth.getSnapshot().context.user;
    if (!user) return false;
    try {
      return takeProfile(unwrap(await client.PUT('/auth/user/{id}', { params: { path: { id: user._id } }, body: { preferences: change } })));
    } catch {
      return false;
    }
  }

  async function refreshUser(): Promise<boolean> {
    const user = auth.getSnapshot().context.user;
    if (!user) return false;
    try {
      return takeProfile(unwrap(await client.GET('/auth/user/{id}', { params: { path: { id: user._id } } })));
    } catch {
      return false;
    }
  }

  function syncFromSession() {
    const { user, extraToken } = session.get();
    const authUser = auth.getSnapshot().context.user;
    if (user) {
      startTokens(accessTokens, user.access);
      if (authUser && authUser.access.token !== user.access.token) auth.send({ type: 'session.refreshed', access: user.access });
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

  return {
    client,
    auth,
    extraAuth,
    accessTokens,
    extraTokens,
    savePreferences,
    refreshUser,
    syncFromSession,
    stop() {
      for (const actor of [auth, extraAuth, accessTokens, extraTokens]) actor.stop();
    },
  };
}

