import type { IntlShape, MessageDescriptor } from 'react-intl';
import { errorMessages } from '../../components/form/formMessages';

/** The error half of the machines' view-models (`selectAuth`, `selectExtraAuth`). */
export interface AuthError {
  errorMessageId: string | null;
  errorMessage: string | null;
}

// The server's texts for the wrong-credential answers (src/server/areas/auth), so a Swedish
// visitor reads them in Swedish.
const serverTexts: Record<string, MessageDescriptor> = {
  'Wrong username or password': errorMessages.wrongLogin,
  'Username is taken': errorMessages.usernameTaken,
  'Wrong code': errorMessages.wrongCode,
  'Wrong password': errorMessages.wrongPassword,
};

// The machines' own message ids, used when the server sent no text.
const machineIds: Record<string, MessageDescriptor> = {
  'auth.login.failed': errorMessages.loginFailed,
  'auth.signup.failed': errorMessages.signupFailed,
  'auth.twoFactor.failed': errorMessages.wrongCode,
  'passwords.login.wrongPassword': errorMessages.wrongPassword,
  'passwords.login.failed': errorMessages.passwordLoginFailed,
};

// The machines' English fallbacks: when `errorMessage` is one of these, no server text came.
const machineFallbacks = new Set(['Could not log in.', 'Could not sign up.', 'Wrong code.', 'Wrong password', 'Could not log in to passwords.']);

/**
 * The text to show for a view-model error: a known server answer or machine message in the
 * interface language; any other server text (a rate limit, say) as the server wrote it.
 */
export function authErrorText(intl: IntlShape, { errorMessageId, errorMessage }: AuthError): string | null {
  const text = errorMessage?.trim() ?? '';
  const known = serverTexts[text];
  if (known) return intl.formatMessage(known);
  if (text && !machineFallbacks.has(text)) return text;
  const byId = errorMessageId ? machineIds[errorMessageId] : undefined;
  if (byId) return intl.formatMessage(byId);
  return text || (errorMessageId ? intl.formatMessage(errorMessages.loginFailed) : null);
}
