import type { ErrorObject } from 'ajv';
import type { ErrorCode } from '../contract/types';
import { isDatabaseUnavailable } from './db/unavailable';
import { ApiError } from './errors';
import { describeValidationError, type RequestPart } from './validation/messages';

/** What an error becomes on the wire. */
export interface ErrorReply {
  statusCode: number;
  code: ErrorCode;
  message: string;
  headers: Record<string, string>;
}

export const INTERNAL_MESSAGE = 'Something went wrong on the server. Please try again later.';

/** When a client asks again after the database did not answer: PostgreSQL restarts in seconds. */
export const DATABASE_RETRY_SECONDS = 5;

/** Fastify's own errors for bad input, reworded for a person reading them. */
const FRAMEWORK_ERRORS: Record<string, (limit: number) => Omit<ErrorReply, 'headers'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({ statusCode: 400, code: 'INVALID_JSON', message: 'Request body is not valid JSON' }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'Request body is empty but Content-Type is application/json',
  }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => ({
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Content-Type must be application/json',
  }),
  FST_ERR_CTP_BODY_TOO_LARGE: (limit) => ({
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: `Request body is larger than the limit of ${formatBytes(limit)}`,
  }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'Request body size does not match Content-Length',
  }),
  FST_ERR_BAD_URL: () => ({ statusCode: 400, code: 'BAD_REQUEST', message: 'The URL is malformed' }),
  FST_ERR_MAX_PARAM_LENGTH: () => ({ statusCode: 414, code: 'URI_TOO_LONG', message: 'A path parameter is too long' }),
};

const CODES_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Maps any thrown error to its reply. Client errors keep their status and get a readable
 * message; everything else is a 500 whose details stay in the log.
 */
export function toErrorReply(error: unknown, bodyLimit: number): ErrorReply {
  const securityErrors = securityHandlerErrors(error);
  if (securityErrors !== undefined) {
    // openapi-glue wraps what the security handler threw; the handler's own ApiError says why.
    // A token that could not be checked because the database is away is not a wrong token: a 401
    // would sign the person out.
    if (securityErrors.some(isDatabaseUnavailable)) return databaseUnavailable();
    const inner = securityErrors.find((candidate) => candidate instanceof ApiError);
    return inner instanceof ApiError
      ? fromApiError(inner)
      : { statusCode: 401, code: 'UNAUTHORIZED', message: 'Missing or invalid token', headers: {} };
  }
  if (error instanceof ApiError) return fromApiError(error);
  if (!(error instanceof Error)) return internal();
  if (isDatabaseUnavailable(error)) return databaseUnavailable();

  const details = error as Error & { code?: unknown; statusCode?: unknown; validation?: unknown; validationContext?: unknown };
  if (Array.isArray(details.validation) && details.validation.length > 0) {
    const first = details.validation[0] as ErrorObject;
    const part = (details.validationContext ?? 'body') as RequestPart;
    return { statusCode: 400, code: 'VALIDATION_FAILED', message: describeValidationError(first, part), headers: {} };
  }
  const framework = typeof details.code === 'string' ? FRAMEWORK_ERRORS[details.code] : undefined;
  if (framework !== undefined) return { ...framework(bodyLimit), headers: {} };

  const statusCode = typeof details.statusCode === 'number' ? details.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, code: CODES_BY_STATUS[statusCode] ?? 'BAD_REQUEST', message: error.message, headers: {} };
  }
  return internal();
}

/**
 * The errors inside openapi-glue's SecurityError (its typings export the class as a type only,
 * so it is recognised by shape: name "Unauthorized" plus an `errors` list).
 */
function securityHandlerErrors(error: unknown): unknown[] | undefined {
  if (!(error instanceof Error) || error.name !== 'Unauthorized' || !('errors' in error)) return undefined;
  return Array.isArray(error.errors) ? error.errors : undefined;
}

function fromApiError(error: ApiError): ErrorReply {
  return { statusCode: error.statusCode, code: error.code, message: error.message, headers: error.headers };
}

function databaseUnavailable(): ErrorReply {
  return {
    statusCode: 503,
    code: 'DATABASE_UNAVAILABLE',
    message: 'The database does not answer right now; nothing was changed. Try again in a few seconds.',
    headers: { 'retry-after': String(DATABASE_RETRY_SECONDS) },
  };
}

function internal(): ErrorReply {
  return { statusCode: 500, code: 'INTERNAL', message: INTERNAL_MESSAGE, headers: {} };
}

/** 1048576 → "1 MiB", 1536 → "1.5 KiB", 100 → "100 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MiB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

function round(value: number): string {
  return String(Math.round(value * 10) / 10);
}
