import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath } from '../paths';

/** Vite puts content-hashed files here: a changed file gets a new name, so caching is forever. */
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, robots.txt) is revalidated on each use. */
const REVALIDATE = 'no-cache';

export const NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build` (or `npm start`, which builds first), then reload.';

/**
 * Serves the built SPA from webRoot. Files are looked up per request (wildcard route), so a
 * rebuild needs no restart. Paths under /api are never served from disk. The build writes
 * brotli and gzip copies beside the text files (scripts/precompress.mjs): a client that accepts
 * one gets it with its Content-Encoding, others the file as it is, and every answer says
 * `Vary: Accept-Encoding` so shared caches keep them apart. The same holds for index.html sent
 * as the fallback for client-side routes.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    serveDotFiles: false,
    allowedPath: (pathName) => !isApiPath(pathName),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(webRoot, filePath).split(path.sep);
      reply.header('cache-control', relative[0] === HASHED_ASSETS_DIR ? IMMUTABLE : REVALIDATE);
    },
  });
}

/**
 * Answers a GET/HEAD of a non-API path that is not a file: index.html, so deep links such as
 * /time-group/abc work. A missing /assets/ file is a 404 instead, so a stale tab asking for an
 * old chunk gets an error rather than HTML parsed as JavaScript.
 */
export async function sendSpaFallback(reply: FastifyReply, webRoot: string, urlPath: string): Promise<void> {
  if (urlPath.startsWith(`/${HASHED_ASSETS_DIR}/`)) {
    await reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return;
  }
  if (!(await fileExists(path.join(webRoot, 'index.html')))) {
    await reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    return;
  }
  await reply.sendFile('index.html', webRoot);
}

async function fileExists(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}
