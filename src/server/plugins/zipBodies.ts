import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusals } from '../accountData/refusals';
import { ApiError } from '../errors';
import { acceptedMediaTypes, readLimited } from './limitedBody';

/**
 * Raw zip bodies (the restore of an account export, contract/accountData.yaml): the bytes as a
 * Buffer up to the route's own limit, refused with 413 ACCOUNT_DATA_TOO_LARGE as soon as
 * Content-Length or the bytes read pass it; a route that takes no zip refuses it with 415.
 *
 * One such file at a time on the whole server: the upload, and the reading and restoring of it
 * after, hold up to hundreds of megabytes, so a second one meanwhile is answered 503 (try again
 * shortly) rather than letting a few at once run the process out of memory for everyone.
 */
export function registerZipBodies(app: FastifyInstance): void {
  let holder: FastifyRequest | null = null;
  const release = async (request: FastifyRequest) => {
    if (holder === request) holder = null;
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
  app.addContentTypeParser('application/zip', async (request: FastifyRequest, payload: Readable) => {
    const accepted = acceptedMediaTypes(request);
    if (!accepted.includes('application/zip')) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${accepted.length === 0 ? 'application/json' : accepted.join(' or ')}`);
    }
    if (holder !== null) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'Another account file is being read on this server: try again in a minute');
    holder = request;
    const limit = request.routeOptions.bodyLimit;
    return readLimited(payload, limit, Number(request.headers['content-length']), () => refusals.tooLarge(limit));
  });
}
