import type { FastifyInstance } from 'fastify';

/**
 * openapi-glue runs an operation's security check as a preHandler, i.e. after the body has been
 * read, parsed and validated. Tokens travel in headers, so the check can run first: an anonymous
 * caller then gets 401 before the server spends work on its body, and learns nothing about the
 * body's schema. This moves the glue's check (the only preHandler on contract routes) to onRequest.
 */
export function registerAuthenticateFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const isContractRoute = typeof (route.schema as { operationId?: unknown } | undefined)?.operationId === 'string';
    if (!isContractRoute || route.preHandler === undefined) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    const checks = Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.onRequest = [...existing, ...checks] as typeof existing;
    route.preHandler = undefined;
  });
}
