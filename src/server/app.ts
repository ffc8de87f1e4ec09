import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { loadSpecification, type Specification } from './contract';
import type { OpenedDatabase } from './db/database';
import { createHandlers, type Handlers } from './handlers';
import { loggerOptions, type LogOptions } from './logger';
import { API_PREFIX } from './paths';
import { registerAuthenticateFirst } from './plugins/authenticateFirst';
import { registerErrorHandling, sendError } from './plugins/errorHandling';
import { registerNotFound } from './plugins/notFound';
import { registerRequestValidation } from './plugins/requestValidation';
import { registerResponseValidation, type ResponseValidationMode } from './plugins/responseValidation';
import { registerSecurityHeaders, setSecurityHeaders } from './plugins/securityHeaders';
import { registerSpa } from './plugins/spa';
import { schedulePruning } from './areas/auth/prune';
import type { AuthSettings } from './areas/auth/settings';
import { createSecurityHandlers, type SecurityHandlers } from './security';
import { serverVersion } from './version';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));
/** Largest accepted request body: generous for notes and recipes, small enough to refuse abuse. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  /** An open, migrated database; the caller closes it after the app. */
  database: OpenedDatabase;
  /** Signing secret for tokens. */
  secret: string;
  /** The built SPA (default dist/web). */
  webRoot?: string;
  /** Logging; false = silent. Default: info to stdout. */
  log?: LogOptions | false;
  /** The contract (default: openapi.yaml); tests pass fixtures. */
  specification?: Specification;
  /** Handlers by operationId (default: all areas'). */
  handlers?: Handlers;
  securityHandlers?: SecurityHandlers;
  responseValidation?: ResponseValidationMode;
  bodyLimit?: number;
  /** Token lifetimes, clock and rate limits (tests shorten them). */
  auth?: Partial<AuthSettings>;
  /**
   * Trust X-Forwarded-For from a reverse proxy, so request.ip (rate limits per address) is the
   * client's, not the proxy's. Off by default: without a proxy a client could forge the header.
   */
  trustProxy?: boolean;
}

/** Builds the app (plugins, then routes) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const webRoot = options.webRoot ?? DEFAULT_WEB_ROOT;
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = Fastify({
    logger: loggerOptions(options.log ?? { level: 'info' }),
    bodyLimit,
    trustProxy: options.trustProxy ?? false,
    // Errors Fastify meets before routing (malformed URL) get the same envelope and headers.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request.raw, reply.raw);
      void sendError(error, request, reply, bodyLimit);
    },
  });
  // Only JSON bodies: without the text/plain parser, any other content type is a 415.
  app.removeContentTypeParser('text/plain');

  await registerSecurityHeaders(app);
  registerAuthenticateFirst(app);
  registerRequestValidation(app);
  registerResponseValidation(app, options.responseValidation ?? 'error');
  registerErrorHandling(app, bodyLimit);
  registerNotFound(app, webRoot);
  await registerSpa(app, webRoot);

  await app.register(openapiGlue, {
    specification: options.specification ?? loadSpecification(),
    serviceHandlers:
      options.handlers ??
      createHandlers({
        db: options.database.db,
        dialect: options.database.dialect,
        version: serverVersion,
        secret: options.secret,
        ...(options.auth === undefined ? {} : { auth: options.auth }),
      }),
    securityHandlers: options.securityHandlers ?? createSecurityHandlers(options.secret, options.auth?.now),
    prefix: API_PREFIX,
  });
  const stopPruning = schedulePruning(options.database.db, (error) => app.log.error({ err: error }, 'Pruning auth rows failed'));
  app.addHook('onClose', async () => stopPruning());
  return app;
}
