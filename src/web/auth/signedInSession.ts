import type { Middleware } from 'openapi-fetch';
import { createActor, fromPromise } from 'xstate';
import type { AuthActor } from '../../../machines/authMachine';
import {
  extraAuthMachine,
  selectExtraAuth,
  type ExtraAuthActor,
  type ExtraPasswordRequestInput,
} from '../../../machines/extraAuthMachine';
import {
  sessionTimedOutWarning,
  tokenRefreshMachine,
  type RefreshedToken,
  type RefreshRequestInput,
  type SessionWarning,
  type TokenRefreshActor,
} from '../../../machines/tokenRefreshMachine';
import type { StoredToken } from '../../domain/tokenExpiry';
import { unwrap } from '../api/apiResult';
import { asUnreachable } from '../api/networkFailure';
import type { ApiClient } from '../api/client';
import { explained } from '../api/errorMessages';
import type { SessionStore } from '../session/localSession';
import { vaultKeyStore, type VaultKeyStore } from '../vault/vaultKeyStore';
import { useExtraAuthOf } from './extraAuthBinding';
import { createSessionMiddleware, deviceFingerprint, type SessionScope } from './sessionMiddleware';
import { unlockVault, vaultPasswordLogin } from './vaultLogin';
import { createVaultUnlock, type VaultUnlock } from './vaultUnlock';

/** What the signed-in session takes from the auth runtime (authRuntime.ts) that loads it. */
export interface SignedInSessionHost {
  client: ApiClient;
  auth: AuthActor;
  session: SessionStore;
  navigate: (path: string) => void;
  translate: (messageId: string, defaultMessage: string) => string;
  /** Shows an already translated warning for 1.5 s (spec §8, §9). */
  showWarning: (message: string, duration?: SessionWarning['duration']) => void;
  /** Defaults to `deviceFingerprint` (WebCrypto); tests may replace it. */
  fingerprint?: (userId: string) => Promise<string>;
}

/**
 * What only a signed-in user needs, loaded on sign-in (or at start with a stored user; the
 * "auth" guard waits for it), so the sign-in screen does not carry it: the extra (password area)
 * login with the vault key it unwraps (vaultLogin.ts), the token machine twice (access pair, extra pair), and the session middleware's work
 * (tokens, device fingerprint, spec §8's refresh/retry/logout), which the runtime's client hands
 * its calls to.
 */
export interface SignedInSession {
  extraAuth: ExtraAuthActor;
  /** The extra login's view-model, for `useExtraAuth` (kept here with its machine). */
  selectExtraAuth: typeof selectExtraAuth;
  /** The access pair's token machine. */
  accessTokens: TokenRefreshActor;
  /** The extra pair's token machine (same machine, other actors). */
  extraTokens: TokenRefreshActor;
  /** Spec §2 "extra": password-logged-in, as the extra login machine says. */
  hasExtraToken: () => boolean;
  middleware: Middleware;
  /** Hands the access pair to its token machine unless it holds that one already. */
  startAccess: (pair: StoredToken) => void;
  /** `useExtraAuth`'s work (extraAuthBinding.ts), loaded with this session rather than with the sign-in screen. */
  useExtraAuth: typeof useExtraAuthOf;
  /** The vault key is in this tab (issue 9), restored from sessionStorage after a reload: for the "extra" guard. */
  hasVaultKey: () => Promise<boolean>;
  /** This tab's vault key (issue 9), for `useExtraAuth`, which loads with this session. */
  vaultKeys: VaultKeyStore;
  /**
   * This tab has the extra token but not the vault key (the password login happened in another
   * tab): the extra password unwraps it here, for the password login screen (vaultUnlock.ts).
   */
  vaultUnlock: VaultUnlock;
  /**
   * The extra password was set anew, which ends every extra session on the server: ours and the
   * vault key it opened end here too, without leaving the page (the next visit logs in again).
   */
  endExtraSession: () => void;
  /** The user logged out (the stored session is already cleared): both pairs, the extra login and the vault key end. */
  clear: () => void;
  /** Follows the extra token another tab stored (or removed); see `AuthRuntime.syncFromSession`. */
  syncExtra: (extraToken: StoredToken | null) => void;
  stop: () => void;
}

/** Hands a pair to its token machine unless it holds that one already (e.g. it just refreshed it). */
function startTokens(actor: TokenRefreshActor, pair: StoredToken) {
  if (actor.getSnapshot().context.session?.token !== pair.token) actor.send({ type: 'session.started', session: pair });
}

/**
 * Starts the signed-in session from what is current: the auth machine's user (its access pair)
 * and the stored extra token, so it can start long after the page did.
 */
export function startSignedInSession({ client, auth, session, navigate, translate, showWarning, fingerprint: fingerprintOf = deviceFingerprint }: SignedInSessionHost): SignedInSession {
  // eslint-disable-next-line prefer-const -- assigned below, once the actors it is used by exist
  let extraAuth!: ExtraAuthActor;
  const showSessionWarning = (warning: SessionWarning) => showWarning(translate(warning.messageId, warning.defaultMessage), warning.duration);
  const storedExtraToken = session.get().extraToken;
  // A vault key kept past its extra token (it ended while the tab was away) opens nothing any more.
  if (!storedExtraToken) vaultKeyStore.clear();

  // A refresh that got no answer (offline, a gateway error) rejects as unreachable: the token
  // machine keeps the session then, and only a refusal (401, an expired session) logs out.
  const refreshRequest = (field: 'refreshToken' | 'extraRefreshToken') =>
    fromPromise<RefreshedToken, RefreshRequestInput>(async ({ input }) => {
      try {
        return unwrap(await client.POST('/auth/refreshtoken', { body: { [field]: input.refreshToken } }));
      } catch (error) {
        throw asUnreachable(error);
      }
    });

  const accessTokens = createActor(
    tokenRefreshMachine.provide({
      actors: { refreshRequest: refreshRequest('refreshToken') },
      actions: {
        persistSession: (_, { session: access }) => auth.send({ type: 'session.refreshed', access }),
        logOut: () => auth.send({ type: 'logout.requested' }),
        showWarning: (_, warning) => showSessionWarning(warning),
      },
    }),
    { input: { session: auth.getSnapshot().context.user?.access ?? null } },
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

  extraAuth = createActor(
    extraAuthMachine.provide({
      actors: {
        extraPasswordRequest: fromPromise<RefreshedToken, ExtraPasswordRequestInput>(({ input }) =>
          explained(() => vaultPasswordLogin(client, input.extraPassword)),
        ),
      },
      actions: {
        storeExtraSession: (_, { session: extra }) => {
          session.setExtraToken(extra);
          startTokens(extraTokens, extra);
        },
        clearExtraSession: () => {
          vaultKeyStore.clear();
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

  const middleware = createSessionMiddleware({
    accessTokens,
    extraTokens,
    endSession,
    sessionTimedOut: () => translate(sessionTimedOutWarning.messageId, sessionTimedOutWarning.defaultMessage),
    fingerprint: currentFingerprint,
  });

  accessTokens.start();
  extraTokens.start();
  extraAuth.start();

  return {
    extraAuth,
    selectExtraAuth,
    accessTokens,
    extraTokens,
    hasExtraToken: () => selectExtraAuth(extraAuth.getSnapshot()).isLoggedIn,
    middleware,
    startAccess: (pair) => startTokens(accessTokens, pair),
    useExtraAuth: useExtraAuthOf,
    hasVaultKey: async () => (await vaultKeyStore.restore()) !== null,
    vaultKeys: vaultKeyStore,
    vaultUnlock: createVaultUnlock((extraPassword) => explained(() => unlockVault(client, extraPassword))),
    clear() {
      vaultKeyStore.clear();
      accessTokens.send({ type: 'session.ended' });
      extraTokens.send({ type: 'session.ended' });
      extraAuth.send({ type: 'session.cleared' });
    },
    endExtraSession() {
      session.setExtraToken(null);
      vaultKeyStore.clear();
      extraTokens.send({ type: 'session.ended' });
      if (extraAuth.getSnapshot().context.session) extraAuth.send({ type: 'session.cleared' });
    },
    syncExtra(extraToken) {
      if (extraToken) {
        startTokens(extraTokens, extraToken);
        const held = extraAuth.getSnapshot().context.session;
        if (held && held.token !== extraToken.token) extraAuth.send({ type: 'session.refreshed', session: extraToken });
      } else if (extraAuth.getSnapshot().context.session) {
        // Already cleared in storage; the guards (router.invalidate on the session change) leave the page.
        vaultKeyStore.clear();
        extraTokens.send({ type: 'session.ended' });
        extraAuth.send({ type: 'session.cleared' });
      }
    },
    stop() {
      for (const actor of [extraAuth, accessTokens, extraTokens]) actor.stop();
    },
  };
}
