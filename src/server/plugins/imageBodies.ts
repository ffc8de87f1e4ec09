import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatBytes } from '../errorReply';
import { ApiError } from '../errors';
import { acceptedMediaTypes, readLimited } from './limitedBody';

/**
 * The media types an image upload may carry (contract/images.yaml: POST /image). The server
 * decides what a file is by decoding it, never by this header; octet-stream lets the web send a
 * file whose type the browser does not know.
 */
export const IMAGE_BODY_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/octet-stream'];

/**
 * Raw bodies for image uploads: the bytes as a Buffer, up to the route's own limit (the contract's
 * `x-fastify-config: { bodyLimit }`, 5 MiB for POST /image), refused with 413 IMAGE_TOO_LARGE as
 * soon as Content-Length or the bytes read pass it. A route whose contract takes no such body
 * refuses it with 415 before reading a byte (only JSON everywhere else).
 */
export function registerImageBodies(app: FastifyInstance): void {
  app.addContentTypeParser(IMAGE_BODY_TYPES, async (request: FastifyRequest, payload: Readable) => {
    const accepted = acceptedMediaTypes(request);
    if (request.mediaType === undefined || !accepted.includes(request.mediaType)) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${accepted.length === 0 ? 'application/json' : accepted.join(' or ')}`);
    }
    const limit = request.routeOptions.bodyLimit;
    const tooLarge = () => new ApiError(413, 'IMAGE_TOO_LARGE', `The image is larger than the limit of ${formatBytes(limit)}`);
    return readLimited(payload, limit, Number(request.headers['content-length']), tooLarge);
  });
}
