import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import { createAuthHandlers } from './areas/auth/handlers';
import { createSessionHandlers } from './areas/auth/sessionHandlers';
import type { AuthSettings } from './areas/auth/settings';
import { createTwoFactorHandlers } from './areas/auth/twoFactorHandlers';
import { createUserHandlers } from './areas/auth/userHandlers';
import { createHealthHandlers } from './areas/health/handlers';

/** A handler for one contract operation; its return value is the response body. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Handlers keyed by operationId (openapi-glue's serviceHandlers). */
export type Handlers = Record<string, Handler>;

/** What handlers may use; areas take the parts they need. */
export interface AppDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  version: string;
  secret: string;
  /** Token lifetimes, clock and rate limits; defaults are production's. */
  auth?: Partial<AuthSettings>;
}

/** All areas' handlers. A contract test checks these keys equal openapi.yaml's operationIds. */
export function createHandlers(deps: AppDeps): Handlers {
  return {
    ...createHealthHandlers(deps),
    ...createAuthHandlers(deps),
    ...createSessionHandlers(deps),
    ...createUserHandlers(deps),
    ...createTwoFactorHandlers(deps),
  };
}
