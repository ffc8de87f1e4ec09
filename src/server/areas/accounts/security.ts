import type { FastifyRequest } from 'fastify';
import type { OperationId } from '../../../contract/types';
import type { AreaDeps } from '../../area';
import { findCaller, setCaller } from '../../caller';
import type { SecurityHandlers } from '../../handlers';
import { refusals } from './refusals';
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

/**
 * Checks for the contract's security schemes: signed tokens verified without a database read, so
 * a revoked session's access token lives on until it expires (minutes; see docs/decisions.md).
 * A passed access check names the caller that secured handlers receive.
 */
export function createSecurityHandlers({ secret }: AreaDeps<AccountsTables>, settings: AuthSettings): SecurityHandlers {
  const signer = createTokenSigner(secret);
  return {
    accessToken: async (request) => {
      const wanted: TokenScope = operationIdOf(request) === PENDING_2FA_OPERATION ? 'pending_2fa' : 'access';
      const token = headerValue(request, 'x-access-token');
      const claims = token === undefined ? undefined : await signer.verify(token, settings.now());
      if (claims?.scope !== wanted) throw refusals.invalidAccessToken();
      setCaller(request, { userId: claims.userId, sessionId: claims.sessionId });
    },
    extraToken: async (request) => {
      const token = headerValue(request, 'x-extra-token');
      const claims = token === undefined ? undefined : await signer.verify(token, settings.now());
      // The extra token must belong to the same user as the access token checked before it.
      if (claims?.scope !== 'extra' || claims.userId !== findCaller(request)?.userId) throw refusals.invalidExtraToken();
    },
  };
}
