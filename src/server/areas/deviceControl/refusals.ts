import { ApiError, badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../errors';

/** Device control's refusals, each with its contract code (DeviceControlErrorCode, or a shared one). */
export const refusals = {
  deviceNotFound: () => notFound('Device not found', 'DEVICE_NOT_FOUND'),
  timeGroupNotFound: () => notFound('Time group not found', 'TIME_GROUP_NOT_FOUND'),
  // One answer for a missing key, a wrong key and an unknown id: ids cannot be probed.
  wrongKey: () => unauthorized('Send the key of this device in X-Device-Key'),
  tooManyQuestions: (retryAfterSeconds: number) => tooManyRequests('Too many questions for this device: ask again later', retryAfterSeconds),
  nothingToChange: () => badRequest('Send at least one change', 'NOTHING_TO_CHANGE'),
  invalidTimeZone: () => badRequest('timeZone must be an IANA time zone name, e.g. Europe/Stockholm', 'INVALID_TIME_ZONE'),
  tooManyDevices: (max: number) => conflict(`You have ${max} devices, the most one account keeps: delete one before adding more`, 'TOO_MANY_DEVICES'),
} satisfies Record<string, (...args: never[]) => ApiError>;
