import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from '../paths';

/**
 * Security headers on every response (DESIGN §4). The CSP allows no inline script; inline
 * styles are allowed because React's style attributes need them. No upgrade-insecure-requests
 * and no HSTS: a self-hosted instance may run on plain HTTP in a home network, and TLS (with
 * HSTS) is the reverse proxy's business. `'wasm-unsafe-eval'` lets the vault's Argon2id
 * (WebAssembly, in a worker) compile; it allows no JavaScript eval.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // blob: for images fetched with the access token and shown through object URLs (contract/images.yaml).
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  // Said outright, though default-src already covers them: the service worker (sw.js, the
  // installable app's) and the vault's worker are the app's own files, and so is the manifest.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

// Untyped on purpose: helmet ships separate ESM and CJS typings that TypeScript sees as unrelated.
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false as const, directives: CONTENT_SECURITY_POLICY },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'no-referrer' as const },
  xFrameOptions: { action: 'deny' as const },
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, { global: true, ...HELMET_OPTIONS });
  // API answers are per user and may hold secrets: no cache may keep them. An answer that set its
  // own (an image's bytes: private, revalidated, see contract/images.yaml) keeps it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

const applyHelmet = helmet(HELMET_OPTIONS);

/**
 * The same headers, for replies Fastify makes before any hook runs (a malformed URL is
 * rejected before routing, so @fastify/helmet's onRequest hook never sees it).
 */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  applyHelmet(request, response, () => undefined);
}
