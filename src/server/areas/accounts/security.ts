import type { FastifyRequest } from 'fastify';
import type { OperationId } from '../../../contract/types';
import type { AreaDeps } from '../../area';
import { findCaller, setCaller } from '../../caller';
import type { SecurityHandlers } from '../../handlers';
import { refusals } from './refusals';
import { findSession, isLive, type SessionRow } from './repository/sessions';
import type { AuthSettings } from './settings';
import type { AccountsTables } from './tables';
import { createTokenSigner, type TokenScope } from './tokens';

/** The one operation a pending-2FA token may call; every other one needs a full access token. */
const PENDING_2FA_OPERATION: OperationId = 'verifyTwoFactor';

function operationIdOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The session a token of this scope may belong to: its kind and state. */
const SESSION_OF_SCOPE: Record<TokenScope, Pick<SessionRow, 'kind' | 'state'>> = {
  access: { kind: 'main', state: 'active' },
  pending_2fa: { kind: 'main', state: 'pending_2fa' },
  extra: { kind: 'extra', state: 'active' },
};

/**
 * Checks for the contract's security schemes: a signed token, and its session's row (one read by
 * primary key and user id), so a token dies with its session: logout, revoking a device and a
 * password change end it at once (see docs/decisions.md). A passed access check names the
 * caller that secured handlers receive.
 */
export function createSecurityHandlers({ db, secret }: AreaDeps<AccountsTables>, settings: AuthSettings): SecurityHandlers {
  const signer = createTokenSigner(secret);

  /** True when the token's session exists, is the user's, is live and is of the token's kind. */
  async function sessionIsLive(claims: { userId: string; sessionId: string; scope: TokenScope }, now: Date): Promise<boolean> {
    const session = await findSession(db, claims.userId, claims.sessionId);
    const wanted = SESSION_OF_SCOPE[claims.scope];
    return session?.kind === wanted.kind && session.state === wanted.state && isLive(session, now.toISOString());
  }

  return {
    accessToken: async (request) => {
      const wanted: TokenScope = operationIdOf(request) === PENDING_2FA_OPERATION ? 'pending_2fa' : 'access';
      const token = headerValue(request, 'x-access-token');
      const now = settings.now();
      const claims = token === undefined ? undefined : await signer.verify(token, now);
      if (claims?.scope !== wanted) throw refusals.invalidAccessToken();
      if (!(await sessionIsLive(claims, now))) {
        // A finished or abandoned pending login says so, so the client starts the login again.
        throw wanted === 'pending_2fa' ? refusals.loginExpired() : refusals.invalidAccessToken();
      }
      setCaller(request, { userId: claims.userId, sessionId: claims.sessionId });
    },
    extraToken: async (request) => {
      const token = headerValue(request, 'x-extra-token');
      const now = settings.now();
      const claims = token === undefined ? undefined : await signer.verify(token, now);
      // The extra token must belong to the same user as the access token checked before it.
      if (claims?.scope !== 'extra' || claims.userId !== findCaller(request)?.userId) throw refusals.invalidExtraToken();
      if (!(await sessionIsLive(claims, now))) throw refusals.invalidExtraToken();
    },
  };
}
