import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../envelope';
import { toErrorReply } from '../errorReply';

/**
 * Every error becomes the error envelope with a meaningful status. Client errors are logged at
 * info (they are not the server's fault), server errors at error with the stack.
 */
export function registerErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler(async (error, request, reply) => sendError(error, request, reply, bodyLimit));
}

/** Also used for errors Fastify raises before routing (malformed URL), see app.ts. */
export async function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply, bodyLimit: number): Promise<void> {
  // A route may have its own limit (see routeBodyLimits.ts); errors before routing have none.
  const routeLimit = (request.routeOptions as { bodyLimit?: number } | undefined)?.bodyLimit;
  const mapped = toErrorReply(error, routeLimit ?? bodyLimit);
  if (mapped.statusCode === 503) {
    // Not a bug to trace (the database is away, or the server is busy): one line, no stack.
    request.log.warn({ code: mapped.code, reason: error instanceof Error ? error.message : String(error) }, 'Service unavailable');
  } else if (mapped.statusCode >= 500) {
    request.log.error({ err: error }, 'Request failed');
  } else {
    request.log.info({ statusCode: mapped.statusCode, code: mapped.code, reason: mapped.message }, 'Request rejected');
  }
  await reply.code(mapped.statusCode).headers(mapped.headers).send(errorBody(mapped.code, mapped.message));
}
