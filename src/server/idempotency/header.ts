import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The request's Idempotency-Key, lower-cased (a UUID in either case is the same key), or
 * undefined without one. Anything else is refused before the body is read.
 */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new ApiError(
      400,
      'IDEMPOTENCY_KEY_INVALID',
      'Idempotency-Key must be one UUID such as 0b6c5a3e-6f1d-4f5e-9a0e-2f4b8c1d7e93 (make a new one for each change)',
    );
  }
  return value.toLowerCase();
}

/** Whether a contract route declares the header (the contract says which operations take it). */
export function declaresIdempotencyKey(schema: unknown): boolean {
  const headers = (schema as { headers?: { properties?: Record<string, unknown> } } | undefined)?.headers;
  return Object.keys(headers?.properties ?? {}).some((name) => name.toLowerCase() === IDEMPOTENCY_HEADER);
}
