import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusals } from '../accountData/refusals';
import { ApiError } from '../errors';
import { acceptedMediaTypes, readLimited } from './limitedBody';

/**
 * Raw zip bodies (the restore of an account export, contract/accountData.yaml): the bytes as a
 * Buffer up to the route's own limit, refused with 413 ACCOUNT_DATA_TOO_LARGE as soon as
 * Content-Length or the bytes read pass it; a route that takes no zip refuses it with 415.
 */
export function registerZipBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/zip', async (request: FastifyRequest, payload: Readable) => {
    const accepted = acceptedMediaTypes(request);
    if (!accepted.includes('application/zip')) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${accepted.length === 0 ? 'application/json' : accepted.join(' or ')}`);
    }
    const limit = request.routeOptions.bodyLimit;
    return readLimited(payload, limit, Number(request.headers['content-length']), () => refusals.tooLarge(limit));
  });
}
