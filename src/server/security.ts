import type { FastifyRequest } from 'fastify';
import { findAccess, setAccess, setExtra } from './areas/auth/context';
import { createTokenSigner, type TokenScope } from './areas/auth/tokens';
import { unauthorized } from './errors';

/** A check for one security scheme of the contract; throws an ApiError to refuse. */
export type SecurityHandler = (request: FastifyRequest) => Promise<void>;

/** Security handlers keyed by the contract's securitySchemes names. */
export type SecurityHandlers = Record<string, SecurityHandler>;

/** The one operation a pending-2FA token may call; every other one needs a full access token. */
const PENDING_2FA_OPERATION = 'verifyTwoFactor';

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
 */
export function createSecurityHandlers(secret: string, now: () => Date = () => new Date()): SecurityHandlers {
  const signer = createTokenSigner(secret);
  return {
    accessToken: async (request) => {
      const wanted: TokenScope = operationIdOf(request) === PENDING_2FA_OPERATION ? 'pending_2fa' : 'access';
      const token = headerValue(request, 'x-access-token');
      const claims = token === undefined ? undefined : await signer.verify(token, now());
      if (claims?.scope !== wanted) throw unauthorized('Missing or invalid access token');
      setAccess(request, claims);
    },
    extraToken: async (request) => {
      const token = headerValue(request, 'x-extra-token');
      const claims = token === undefined ? undefined : await signer.verify(token, now());
      // The extra token must belong to the same user as the access token checked before it.
      if (claims?.scope !== 'extra' || claims.userId !== findAccess(request)?.userId) {
        throw unauthorized('Missing or invalid extra token');
      }
      setExtra(request, claims);
    },
  };
}
