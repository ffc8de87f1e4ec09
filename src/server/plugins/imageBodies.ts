import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatBytes } from '../errorReply';
import { ApiError } from '../errors';

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
    return readLimited(payload, request.routeOptions.bodyLimit, Number(request.headers['content-length']));
  });
}

function acceptedMediaTypes(request: FastifyRequest): string[] {
  const body = (request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
  return Object.keys(body?.content ?? {});
}

/**
 * Reads the body up to the limit. Listeners, not `for await`: leaving an async iterator early
 * destroys the request stream, and with it the socket the 413 must still go out on (Fastify
 * closes the connection after an error it meets while parsing).
 */
function readLimited(payload: Readable, limit: number, declaredLength: number): Promise<Buffer> {
  const tooLarge = () => new ApiError(413, 'IMAGE_TOO_LARGE', `The image is larger than the limit of ${formatBytes(limit)}`);
  if (declaredLength > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      length += bytes.length;
      if (length > limit) {
        stop();
        reject(tooLarge());
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () => {
      stop();
      if (!Number.isNaN(declaredLength) && declaredLength !== length) reject(new ApiError(400, 'BAD_REQUEST', 'Request body size does not match Content-Length'));
      else resolve(Buffer.concat(chunks, length));
    };
    const onError = (error: Error) => {
      stop();
      reject(new ApiError(400, 'BAD_REQUEST', `The upload broke off: ${error.message}`));
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
