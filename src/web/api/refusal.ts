// Not errorMessages.ts: the router's error screen uses this, and the first screen must not load every area's texts.
import { errorCodeOf } from './errorCode';

const httpStatusOf = (error: unknown): number | undefined => {
  const status = typeof error === 'object' && error !== null ? (error as { httpStatus?: unknown }).httpStatus : undefined;
  return typeof status === 'number' ? status : undefined;
};

/** The server answered and said no (4xx): asking again gives the same answer, so no retry. */
export function isRefusal(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * A read of one thing by id that found nothing: a 404, or a 400 for an id that cannot be one
 * (`/note/doesnotexist1`). Not a connection problem, so the page says "not found" with a way out.
 */
export function isNotFound(error: unknown, notFoundCode?: string): boolean {
  const status = httpStatusOf(error);
  return status === 404 || status === 400 || (notFoundCode !== undefined && errorCodeOf(error) === notFoundCode);
}

/** The query cache's retry rule: one retry covers a network blip or a busy server; a refusal never. */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  return failures < 1 && !isRefusal(error);
}
