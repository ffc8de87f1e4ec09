import type { FastifyInstance } from 'fastify';
import { errorBody } from '../envelope';
import { isApiPath } from '../paths';
import { sendSpaFallback } from './spa';

/**
 * Requests that match no route: under /api a 404 envelope (any method; /api never falls back to
 * the SPA); a GET/HEAD elsewhere is a client-side route, answered with the SPA.
 */
export function registerNotFound(app: FastifyInstance, webRoot: string): void {
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? request.url;
    if (!isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendSpaFallback(reply, webRoot, urlPath);
    }
    const message = isApiPath(request.url) ? `No API endpoint at ${request.method} ${urlPath}` : 'Not found';
    return reply.code(404).send(errorBody('NOT_FOUND', message));
  });
}
