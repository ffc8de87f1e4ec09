import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/** A check for one security scheme of the contract; throws an ApiError to refuse. */
export type SecurityHandler = (request: FastifyRequest) => Promise<void>;

/** Security handlers keyed by the contract's securitySchemes names. */
export type SecurityHandlers = Record<string, SecurityHandler>;

/**
 * Checks for the contract's security schemes. They fail closed: until the accounts work
 * verifies tokens here, every operation that requires a token is refused with 401, never
 * served unchecked.
 */
export function createSecurityHandlers(): SecurityHandlers {
  return {
    accessToken: async () => {
      throw unauthorized('Missing or invalid access token');
    },
    extraToken: async () => {
      throw unauthorized('Missing or invalid extra token');
    },
  };
}
