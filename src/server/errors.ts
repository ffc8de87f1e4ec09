import type { ErrorCode } from '../contract/types';

/**
 * Errors a handler throws on purpose. The error handler turns them into the error envelope with
 * their HTTP status; anything else becomes a 500 with a generic message (details only in the log).
 * The code is one the contract declares (`ErrorCode`): the client shows its own words for it.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST'): ApiError => new ApiError(400, code, message);
export const unauthorized = (message: string, code: ErrorCode = 'UNAUTHORIZED'): ApiError => new ApiError(401, code, message);
export const forbidden = (message: string, code: ErrorCode = 'FORBIDDEN'): ApiError => new ApiError(403, code, message);
/** Also for another user's ids: never reveal that they exist (DESIGN §2). */
export const notFound = (message: string, code: ErrorCode = 'NOT_FOUND'): ApiError => new ApiError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT'): ApiError => new ApiError(409, code, message);
export const serviceUnavailable = (message: string): ApiError => new ApiError(503, 'SERVICE_UNAVAILABLE', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code: ErrorCode = 'RATE_LIMITED'): ApiError =>
  new ApiError(429, code, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
