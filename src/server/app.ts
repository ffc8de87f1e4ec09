import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { appMigrations, startAreas, type SettingsOverrides } from './composition';
import { pendingMigrationCount } from './db/migrate';
import { loadSpecification, type Specification } from './contract';
import type { OpenedDatabase } from './db/database';
import type { LooseHandlers } from './handlers';
import { idempotencySettings, idempotencySweepTimer, registerIdempotency, type IdempotencySettings } from './idempotency/index';
import { loggerOptions, type LogOptions } from './logger';
import { API_PREFIX } from './paths';
import { registerAuthenticateFirst } from './plugins/authenticateFirst';
import { registerErrorHandling, sendError } from './plugins/errorHandling';
import { registerImageBodies } from './plugins/imageBodies';
import { registerNotFound } from './plugins/notFound';
import { registerRequestValidation } from './plugins/requestValidation';
import { registerResponseValidation, type ResponseValidationMode } from './plugins/responseValidation';
import { registerRouteBodyLimits } from './plugins/routeBodyLimits';
import { registerRouteJsonContainers } from './plugins/routeJsonContainers';
import { registerSecurityHeaders, setSecurityHeaders } from './plugins/securityHeaders';
import { registerSpa } from './plugins/spa';
import { registerZipBodies } from './plugins/zipBodies';
import { collectHandlers, collectSecurity, looseHandlers, toRouteHandlers } from './registry';
import type { SchemaCompilation } from './schemaCompilation';
import { serializerCompilers } from './serializers';
import { scheduleTimers } from './timers/index';
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
  /** The contract (default: the bundled one); tests pass fixtures. */
  specification?: Specification;
  /** Handlers of a fixture contract, instead of the areas' (the areas' security checks stay). */
  handlers?: LooseHandlers;
  responseValidation?: ResponseValidationMode;
  /** See schemaCompilation.ts. Default: 'onFirstUse' in 'log' mode (production), else 'atStart'. */
  schemaCompilation?: SchemaCompilation;
  bodyLimit?: number;
  /** Per-area settings, e.g. `{ accounts: { now } }` (tests fix the clock, shorten lifetimes). */
  settings?: SettingsOverrides;
  /** The Idempotency-Key store's tunables (tests fix its clock, shorten its waits and caps). */
  idempotency?: Partial<IdempotencySettings>;
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
  const responseValidation = options.responseValidation ?? 'error';
  const onFirstUse = (options.schemaCompilation ?? (responseValidation === 'log' ? 'onFirstUse' : 'atStart')) === 'onFirstUse';
  const app = Fastify({
    logger: loggerOptions(options.log ?? { level: 'info' }),
    bodyLimit,
    trustProxy: options.trustProxy ?? false,
    schemaController: serializerCompilers(onFirstUse),
    // Errors Fastify meets before routing (malformed URL) get the same envelope and headers.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request.raw, reply.raw);
      void sendError(error, request, reply, bodyLimit);
    },
  });
  // Only JSON bodies: without the text/plain parser, any other content type is a 415, except the
  // raw image bytes of an upload (only on a route whose contract takes them, see imageBodies.ts).
  app.removeContentTypeParser('text/plain');
  registerImageBodies(app);
  registerZipBodies(app);

  await registerSecurityHeaders(app);
  registerAuthenticateFirst(app);
  const specification = options.specification ?? loadSpecification();
  registerRequestValidation(app, specification, onFirstUse);
  registerResponseValidation(app, responseValidation, onFirstUse);
  registerErrorHandling(app, bodyLimit);
  registerNotFound(app, webRoot);
  await registerSpa(app, webRoot);
  registerRouteBodyLimits(app);
  registerRouteJsonContainers(app);
  // After authenticateFirst: a key is read only once the caller is known (see idempotency/plugin.ts).
  const idempotency = idempotencySettings(options.idempotency);
  registerIdempotency(app, {
    db: options.database.db,
    secret: options.secret,
    settings: idempotency,
    ...(options.database.requestTransactions === undefined ? {} : { transactions: options.database.requestTransactions }),
  });

  const started = startAreas(
    {
      db: options.database.db,
      dialect: options.database.dialect,
      version: serverVersion,
      secret: options.secret,
      pendingMigrations: () => pendingMigrationCount(options.database, appMigrations()),
    },
    options.settings,
  );
  await app.register(openapiGlue, {
    specification,
    serviceHandlers: toRouteHandlers(
      specification,
      options.handlers === undefined ? collectHandlers(started) : looseHandlers(options.handlers),
    ),
    securityHandlers: collectSecurity(started),
    prefix: API_PREFIX,
  });
  // The areas' timers and the idempotency store's, once per period across processes; closing the
  // app waits for a run under way, so the caller may close the database after.
  const timers = scheduleTimers(options.database.db, [...started.flatMap((area) => area.timers), idempotencySweepTimer(options.database.db, idempotency)], app.log);
  app.addHook('onClose', () => timers.stop());
  return app;
}
