import { ApiError } from '../errors';

/** The idempotency store's refusals, each with a message a person can act on. */
export const idempotencyRefusals = {
  reused: () =>
    new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different change; send a new key with each change'),
  inFlight: () =>
    new ApiError(409, 'IDEMPOTENCY_KEY_IN_FLIGHT', 'The change with this Idempotency-Key is still being applied; try again in a moment', {
      'retry-after': '1',
    }),
  exhausted: (max: number, retryAfterSeconds: number) =>
    new ApiError(
      429,
      'IDEMPOTENCY_KEYS_EXHAUSTED',
      `More than ${max.toLocaleString('en')} changes with an Idempotency-Key in 24 hours; wait, or send the change without a key`,
      { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    ),
  answerNotKept: () =>
    new ApiError(
      409,
      'IDEMPOTENCY_ANSWER_NOT_KEPT',
      'This change was already applied, but its answer was too large to keep; read the data again to see it',
    ),
};
