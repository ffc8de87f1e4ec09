import { ApiError, badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../errors';

/** Heartbeats' refusals, each with its contract code (HeartbeatErrorCode, or a shared one). */
export const refusals = {
  heartbeatNotFound: () => notFound('Heartbeat definition not found', 'HEARTBEAT_NOT_FOUND'),
  subGroupNotFound: () => notFound('Sub group not found', 'SUB_GROUP_NOT_FOUND'),
  subGroupGone: () => conflict('The sub group of this heartbeat was deleted: choose another for it', 'HEARTBEAT_SUB_GROUP_GONE'),
  // One answer for a missing key, a wrong key and an unknown id: ids cannot be probed.
  wrongKey: () => unauthorized('Send the heartbeat key of this URL in X-Heartbeat-Key'),
  tooMany: (retryAfterSeconds: number) => tooManyRequests('Too many heartbeats for this URL: try again later', retryAfterSeconds),
  nothingToChange: () => badRequest('Send at least one change', 'NOTHING_TO_CHANGE'),
  invalidTimeZone: () => badRequest('timeZone must be an IANA time zone name, e.g. Europe/Stockholm', 'INVALID_TIME_ZONE'),
  tooManyHeartbeats: (max: number) =>
    conflict(`You have ${max.toLocaleString('en')} heartbeat URLs, the most one account keeps: delete some before adding more`, 'TOO_MANY_HEARTBEATS'),
} satisfies Record<string, (...args: never[]) => ApiError>;
