import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
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
}

/** All areas' handlers. A contract test checks these keys equal openapi.yaml's operationIds. */
export function createHandlers(deps: AppDeps): Handlers {
  return {
    ...createHealthHandlers(deps),
  };
}
