import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '../../contract/types';
import { errorCodeOf } from './errorCode';

/**
 * The client's words for the refusals the contract declares (`ErrorCode`), so a reworded server
 * message can never break a screen, and a Swedish visitor reads Swedish. A code not listed here
 * falls back to the caller's message for the action that failed. An area's own codes are worded in
 * its `errors.ts` (features/<area>/errors.ts), gathered below by file name; this file keeps the
 * codes no one area owns.
 */
const sharedErrorMessages = defineMessages({
  // The accounts' refusals (contract/auth.yaml AuthErrorCode): the sign-in screens show them
  // before any area's texts load, so they stay in the shell part of the shared catalogue.
  WRONG_LOGIN: { id: 'api.errors.wrongLogin', defaultMessage: 'Wrong username or password' },
  USERNAME_TAKEN: { id: 'api.errors.usernameTaken', defaultMessage: 'Username is taken' },
  WRONG_PASSWORD: { id: 'api.errors.wrongPassword', defaultMessage: 'Wrong password' },
  WRONG_CODE: { id: 'api.errors.wrongCode', defaultMessage: 'Wrong code' },
  WRONG_PASSWORD_OR_CODE: { id: 'api.errors.wrongPasswordOrCode', defaultMessage: 'Wrong password or code' },
  TOO_MANY_ATTEMPTS: { id: 'api.errors.tooManyAttempts', defaultMessage: 'Too many attempts. Please try again later.' },
  LOGIN_EXPIRED: { id: 'api.errors.loginExpired', defaultMessage: 'The login has expired. Please log in again.' },
  TWO_FACTOR_ALREADY_ON: { id: 'api.errors.twoFactorAlreadyOn', defaultMessage: 'Two-factor authentication is already on' },
  TWO_FACTOR_NOT_ON: { id: 'api.errors.twoFactorNotOn', defaultMessage: 'Two-factor authentication is not on' },
  TWO_FACTOR_SETUP_NOT_STARTED: { id: 'api.errors.twoFactorSetupNotStarted', defaultMessage: 'Start the two-factor setup again' },
  SESSION_NOT_FOUND: { id: 'api.errors.sessionNotFound', defaultMessage: 'That session has already ended' },
  PASSWORD_REQUIRED: { id: 'api.errors.passwordRequired', defaultMessage: 'Enter your password to confirm this change' },
  SIGNUP_CLOSED: { id: 'api.errors.signupClosed', defaultMessage: 'Sign-up is closed on this server. Ask its owner for an account.' },
  // Codes several areas' contracts declare (NOTHING_TO_CHANGE and the rest), the photos'
  // (contract/images.yaml ImagesErrorCode, components/image) and the share links' (contract/share.yaml
  // ShareErrorCode, components/share).
  NOTHING_TO_CHANGE: { id: 'api.areaErrors.nothingToChange', defaultMessage: 'Nothing was changed' },
  MOVE_INTO_ITSELF: { id: 'api.areaErrors.moveIntoItself', defaultMessage: 'Choose another sub group to move into' },
  MOVE_NEEDS_TARGET: { id: 'api.areaErrors.moveNeedsTarget', defaultMessage: 'Choose the sub group to move into' },
  ONE_QUERY_AT_A_TIME: { id: 'api.areaErrors.oneQueryAtATime', defaultMessage: 'The request asked for too much at once' },
  INVALID_TIME_ZONE: { id: 'api.areaErrors.invalidTimeZone', defaultMessage: 'The server does not know this time zone' },
  RANGE_REVERSED: { id: 'api.areaErrors.rangeReversed', defaultMessage: 'The range starts after it ends' },
  RANGE_TOO_LONG: { id: 'api.areaErrors.rangeTooLong', defaultMessage: 'That range is too long. Choose a shorter one.' },
  SEARCH_TOO_SHORT: { id: 'api.areaErrors.searchTooShort', defaultMessage: 'Type a word to search for' },
  IMAGE_NOT_FOUND: { id: 'api.areaErrors.imageNotFound', defaultMessage: 'That photo no longer exists' },
  IMAGE_TOO_LARGE: { id: 'api.areaErrors.imageTooLarge', defaultMessage: 'The photo is larger than 5 MB' },
  IMAGE_TOO_MANY_PIXELS: { id: 'api.areaErrors.imageTooManyPixels', defaultMessage: 'The photo has too many pixels (over 40 megapixels)' },
  IMAGE_TYPE_NOT_SUPPORTED: { id: 'api.areaErrors.imageTypeNotSupported', defaultMessage: 'That file is not a JPEG, PNG, WebP, GIF or AVIF image' },
  IMAGE_UNREADABLE: { id: 'api.areaErrors.imageUnreadable', defaultMessage: 'The image file is damaged and cannot be read' },
  SHARE_NOT_FOUND: { id: 'api.areaErrors.shareNotFound', defaultMessage: 'That link no longer exists' },
  SHARE_TARGET_NOT_FOUND: { id: 'api.areaErrors.shareTargetNotFound', defaultMessage: 'That drink or collection no longer exists' },
  SHARE_EXPIRY_IN_PAST: { id: 'api.areaErrors.shareExpiryInPast', defaultMessage: 'Choose an expiry later than now' },
  SHARE_CURSOR_INVALID: { id: 'api.areaErrors.shareCursorInvalid', defaultMessage: 'The list changed meanwhile: open the link again to see it from the start' },
  // The idempotency keys (openapi.yaml IdempotencyKey): the outbox's resends and any mutation may meet them.
  IDEMPOTENCY_KEY_INVALID: { id: 'api.areaErrors.idempotencyKeyInvalid', defaultMessage: 'The change carried a broken key. Make it again.' },
  IDEMPOTENCY_KEY_REUSED: { id: 'api.areaErrors.idempotencyKeyReused', defaultMessage: 'This change was already sent with other content. Make it again.' },
  IDEMPOTENCY_KEY_IN_FLIGHT: { id: 'api.areaErrors.idempotencyKeyInFlight', defaultMessage: 'This change is still being saved. Try again in a moment.' },
  IDEMPOTENCY_KEYS_EXHAUSTED: { id: 'api.areaErrors.idempotencyKeysExhausted', defaultMessage: 'Too many changes were sent today. Try again tomorrow.' },
  IDEMPOTENCY_ANSWER_NOT_KEPT: { id: 'api.areaErrors.idempotencyAnswerNotKept', defaultMessage: 'The change was saved. Reload to see it.' },
  TOO_MANY_SHARES: { id: 'api.areaErrors.tooManyShares', defaultMessage: 'You have 1,000 share links, the most one account keeps: revoke some (expired ones too) before making more' },
}) satisfies Partial<Record<ErrorCode, MessageDescriptor>>;

type ErrorMessages = Partial<Record<ErrorCode, MessageDescriptor>>;

// Each area's `errors.ts` exports its codes' words as `areaErrors`; found by file name, so a new
// area adds its file and nothing here changes.
const areaErrors = import.meta.glob<ErrorMessages>('../features/*/errors.ts', { eager: true, import: 'areaErrors' });

/** Every worded code: each area's (features/<area>/errors.ts) and the shared ones above. */
export const errorCodeMessages: ErrorMessages & typeof sharedErrorMessages = Object.assign(
  {},
  ...Object.values(areaErrors),
  sharedErrorMessages,
);

export { errorCodeOf };

/** The client's words for the error's code, when it has some. */
function codeMessage(error: unknown): MessageDescriptor | undefined {
  const code = errorCodeOf(error);
  return code !== undefined && code in errorCodeMessages ? errorCodeMessages[code as ErrorCode] : undefined;
}

/** What to tell the user about a failed call: the code's own text, else `fallback`. */
export function messageForError(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  return codeMessage(error) ?? fallback;
}

/**
 * The error with the `messageId` its code has (machines/failureMessage.ts), so a machine says
 * 'Wrong code' rather than what its step could not do. Errors without a known code pass unchanged,
 * and the machine uses its own message for the step.
 */
export function explainFailure<Failure>(error: Failure): Failure {
  const message = codeMessage(error);
  if (message && typeof error === 'object' && error !== null) Object.assign(error, { messageId: message.id });
  return error;
}

/** Runs a machine's request; a refusal carries the message id of its error code (`explainFailure`). */
export async function explained<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw explainFailure(error);
  }
}
