import type { FastifyInstance } from 'fastify';

/**
 * An operation may take a larger body than the app's limit when the contract says so with
 * `x-fastify-config: { bodyLimit }` (openapi-glue hands that over as the route's config), e.g.
 * the password import. Registered before the routes, so it sees each as it is added.
 */
export function registerRouteBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
}
