import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/** The media types the route's contract takes as its body. */
export function acceptedMediaTypes(request: FastifyRequest): string[] {
  const body = (request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
  return Object.keys(body?.content ?? {});
}

/**
 * Reads the body up to the limit. Listeners, not `for await`: leaving an async iterator early
 * destroys the request stream, and with it the socket the 413 must still go out on (Fastify
 * closes the connection after an error it meets while parsing).
 */
export function readLimited(payload: Readable, limit: number, declaredLength: number, tooLarge: () => ApiError): Promise<Buffer> {
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
