import type { Middleware } from 'openapi-fetch';
import type { LocalSession } from '../session/localSession';
import { sendsAccessToken, sendsExtraToken } from './tokenRules';

/** A call the server refused with 401 or 403. */
export interface RefusedCall {
  /** The request as sent, headers included. */
  request: Request;
  response: Response;
  /** The contract path, e.g. `/password-group`, to tell password calls apart (spec §8). */
  schemaPath: string;
}

export interface AuthMiddlewareOptions {
  /** Read on every call, so a refreshed token is used from the next call on. */
  getSession: () => LocalSession;
  /**
   * The seam for spec §8 (refresh and retry once, or log out; 403 logs out with the server's
   * message), which the accounts issue supplies. A returned Response replaces the refused one,
   * e.g. the retried call's; `undefined` lets the refusal through to the caller.
   */
  onRefused?: (call: RefusedCall) => Promise<Response | undefined> | Response | undefined;
}

/** Adds the session's tokens to each call by the rules of spec §7, and hands refusals on. */
export function createAuthMiddleware({ getSession, onRefused }: AuthMiddlewareOptions): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const { user, extraToken } = getSession();
      if (user?.access.token && sendsAccessToken(schemaPath)) {
        request.headers.set('x-access-token', user.access.token);
      }
      if (extraToken?.token && sendsExtraToken(schemaPath)) {
        request.headers.set('x-extra-token', extraToken.token);
      }
      return request;
    },
    onResponse({ request, response, schemaPath }) {
      if (!onRefused || (response.status !== 401 && response.status !== 403)) return undefined;
      return onRefused({ request, response, schemaPath });
    },
  };
}
