import type { Middleware } from 'openapi-fetch';
import { requestToken, TokenRefusedError, type TokenRefreshActor } from '../../../machines/tokenRefreshMachine';
import { apiReachability, ServerUnreachableError, unreachableMiddleware } from '../api/networkFailure';
import { sendsAccessToken, sendsExtraToken } from '../api/tokenRules';

/** Which session a refused call ends: the user's login, or only the password area's (spec §4). */
export type SessionScope = 'user' | 'passwords';

export interface SessionMiddlewareOptions {
  /** The access pair's token machine: hands out a valid token, refreshing first when expired (spec §4). */
  accessTokens: TokenRefreshActor;
  /** The extra pair's token machine, the same machine provided for the password area. */
  extraTokens: TokenRefreshActor;
  /**
   * Logs out (`user`) or out of passwords (`passwords`) and shows `warning`, a text that is
   * already translated or the server's own (spec §8).
   */
  endSession: (scope: SessionScope, warning: string) => void;
  /** The translated 'Session timed out.' (spec §8). */
  sessionTimedOut: () => string;
  /** The `x-device-fingerprint` value (spec §6), or null while the user is not known. */
  fingerprint: () => Promise<string | null>;
}

async function tokenOrNull(actor: TokenRefreshActor): Promise<string | null> {
  try {
    return await requestToken(actor);
  } catch (error) {
    // Offline: the refresh could not reach the server, so neither can this call; it fails as
    // offline (the session stands) rather than going out without its token.
    if (error instanceof TokenRefusedError && error.reason === 'unreachable') {
      apiReachability.report(true);
      throw new ServerUnreachableError(error);
    }
    // Not logged in (the server will refuse) or the refresh failed (the token machine has
    // already logged out and warned): send the call without a token either way.
    return null;
  }
}

/** The `error.message` of an error envelope, or '' when the body has none. */
async function serverMessage(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : '';
  } catch {
    return '';
  }
}

/**
 * Spec §7 and §8 on every call: the tokens (from the token machines, so an expired one is
 * refreshed first and concurrent callers share that one refresh), the device fingerprint, and
 * the answers to 401 and 403:
 * - 401 on a normal call: refresh the access token and retry once; still 401 → log out with
 *   'Session timed out.'. A failed refresh logs out through the token machine.
 * - 401 on a password call: the same with the extra token; failure → log out of passwords.
 * - 403: log out (password calls: out of passwords) with the server's text as the warning.
 * `/auth/...` calls answer wrong credentials with 401 (docs/decisions.md), so their 401 is
 * handed to the caller as it is. A call that got no answer rejects with a `ServerUnreachableError`.
 */
export function createSessionMiddleware(options: SessionMiddlewareOptions): Middleware {
  const { accessTokens, extraTokens, endSession, sessionTimedOut, fingerprint } = options;
  // An untouched copy of each call that carried a token, for the one retry (fetch consumes the body).
  const spares = new Map<string, Request>();

  async function onForbidden(response: Response, scope: SessionScope) {
    endSession(scope, (await serverMessage(response)) || sessionTimedOut());
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      const device = await fingerprint();
      if (device) request.headers.set('x-device-fingerprint', device);
      // A header set by the call itself wins: the 2FA step sends its pending login's token.
      if (sendsAccessToken(schemaPath, request.method) && !request.headers.has('x-access-token')) {
        const token = await tokenOrNull(accessTokens);
        if (token) request.headers.set('x-access-token', token);
      }
      if (sendsExtraToken(schemaPath) && !request.headers.has('x-extra-token')) {
        const token = await tokenOrNull(extraTokens);
        if (token) request.headers.set('x-extra-token', token);
      }
      if (request.headers.has('x-access-token') || request.headers.has('x-extra-token')) {
        spares.set(id, request.clone());
      }
      return request;
    },

    async onResponse(params) {
      const { request, response, schemaPath, id, options: clientOptions } = params;
      await unreachableMiddleware.onResponse?.(params);
      const spare = spares.get(id);
      spares.delete(id);
      if (response.status !== 401 && response.status !== 403) return undefined;

      const scope: SessionScope = sendsExtraToken(schemaPath) ? 'passwords' : 'user';
      const header = scope === 'passwords' ? 'x-extra-token' : 'x-access-token';
      const sentToken = request.headers.get(header);
      // A call made without the token had no session to end or refresh.
      if (!sentToken) return undefined;

      if (response.status === 403) {
        await onForbidden(response, scope);
        return undefined;
      }
      if (schemaPath.startsWith('/auth/') || !spare) return undefined;

      let token: string;
      try {
        token = await requestToken(scope === 'passwords' ? extraTokens : accessTokens, { rejectedToken: sentToken });
      } catch {
        // The refresh failed: the token machine has logged out and shown the warning.
        return undefined;
      }
      // Retry once only: whatever the retry answers goes to the caller.
      spare.headers.set(header, token);
      const retried = await clientOptions.fetch(spare);
      if (retried.status === 401) endSession(scope, sessionTimedOut());
      else if (retried.status === 403) await onForbidden(retried, scope);
      return retried;
    },

    onError(params) {
      spares.delete(params.id);
      // No answer: offline, told from a refusal (networkFailure.ts), so the session stands.
      return unreachableMiddleware.onError!(params);
    },
  };
}

/** Spec §6: SHA-256 (hex) of the browser's agent string, its languages and the user id. */
export async function deviceFingerprint(
  userId: string,
  browser: Pick<Navigator, 'userAgent' | 'languages'> = navigator,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const text = [browser.userAgent, (browser.languages ?? []).join(','), userId].join('\n');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
