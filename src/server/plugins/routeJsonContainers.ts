import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { JsonContainerCounter } from '../validation/jsonContainers';

/**
 * An operation whose contract says `x-fastify-config: { maxJsonContainers }` (the imports) takes a
 * JSON body with at most that many objects and arrays: counted while the body arrives, and refused
 * with 413 as soon as it has more, before a byte of it is parsed. Registered before the routes.
 */
export function registerRouteJsonContainers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const max = (route.config as { maxJsonContainers?: unknown } | undefined)?.maxJsonContainers;
    if (typeof max !== 'number') return;
    const existing = route.preParsing;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preParsing = [
      ...hooks,
      async (request, _reply, payload) => {
        if (request.headers['content-type']?.startsWith('application/json') !== true) return payload;
        return countingStream(max, payload);
      },
    ];
  });
}

function countingStream(max: number, payload: NodeJS.ReadableStream): NodeJS.ReadableStream {
  const counter = new JsonContainerCounter();
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (counter.add(chunk) > max) {
        done(new ApiError(413, 'PAYLOAD_TOO_LARGE', `The request holds more than ${max.toLocaleString('en')} JSON objects and arrays: send fewer rows at a time`));
        return;
      }
      done(null, chunk);
    },
  });
  payload.on('error', (error) => counting.destroy(error));
  // Fastify listens for the refusal while it reads; once it has stopped reading, a late error
  // (the rest of the body arriving after the refusal) has nobody else to go to.
  counting.on('error', () => payload.unpipe(counting));
  return payload.pipe(counting);
}
