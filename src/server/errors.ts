/**
 * Errors a handler throws on purpose. The error handler turns them into the error envelope with
 * their HTTP status; anything else becomes a 500 with a generic message (details only in the log).
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, 'BAD_REQUEST', message);
export const unauthorized = (message: string): ApiError => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string): ApiError => new ApiError(403, 'FORBIDDEN', message);
/** Also for another user's ids: never reveal that they exist (DESIGN §2). */
export const notFound = (message: string): ApiError => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string): ApiError => new ApiError(409, 'CONFLICT', message);
export const serviceUnavailable = (message: string): ApiError =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number): ApiError =>
  new ApiError(429, 'RATE_LIMITED', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
