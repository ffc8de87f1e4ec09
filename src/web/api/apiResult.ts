/** The envelope every response body has (DESIGN §2). */
export interface Envelope {
  status?: boolean;
  data?: unknown;
  error?: { code: string; message: string };
}

/** Spec §5: a call counts as failed when its body lacks a truthy `status`, whatever the HTTP code. */
export function isSuccessBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Boolean((body as Envelope).status);
}

/** A failed call: `message` is the server's text (spec §8 shows it in a warning toast on 403). */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';

  constructor(
    message: string,
    /** The HTTP status, or 0 when the body alone said the call failed. */
    readonly httpStatus: number,
    /** The contract's error code, e.g. `VALIDATION_FAILED`, when the server sent one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

type DataOf<Body> = Body extends { data?: infer Data } ? Data : undefined;

function failure(body: unknown, httpStatus: number): ApiCallError {
  const error = typeof body === 'object' && body !== null ? (body as Envelope).error : undefined;
  return new ApiCallError(error?.message ?? `The call failed (HTTP ${httpStatus}).`, httpStatus, error?.code);
}

/**
 * The `data` of a successful envelope, or an `ApiCallError`. Use it as a query's `select`
 * with `$api`, whose own check looks only at the HTTP status.
 */
export function envelopeData<Body>(body: Body): DataOf<Body> {
  if (!isSuccessBody(body)) throw failure(body, 0);
  return (body as Envelope).data as DataOf<Body>;
}

/** Unwraps an openapi-fetch result: the envelope's `data` on success, else an `ApiCallError`. */
export function unwrap<Body>(result: { data?: Body; error?: unknown; response: Response }): DataOf<Body> {
  const body = result.data ?? result.error;
  if (!result.response.ok || !isSuccessBody(body)) throw failure(body, result.response.status);
  return (body as Envelope).data as DataOf<Body>;
}
