// Proves how a view-model error becomes text: known server answers and machine messages are
// translated, any other server text is shown as written, and no error gives no text.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import sv from '../../i18n/sv.json';
import { authErrorText } from './authErrorText';

const intl = createIntl({ locale: 'sv-SE', messages: sv as Record<string, string> });

describe('authErrorText', () => {
  it('is null without an error', () => {
    expect(authErrorText(intl, { errorMessageId: null, errorMessage: null })).toBeNull();
  });

  it.each([
    ['auth.login.failed', 'Wrong username or password', sv['accounts.errors.wrongLogin']],
    ['auth.signup.failed', 'Username is taken', sv['accounts.errors.usernameTaken']],
    ['auth.twoFactor.failed', 'Wrong code', sv['accounts.errors.wrongCode']],
    ['passwords.login.wrongPassword', 'Wrong password', sv['accounts.errors.wrongPassword']],
  ])('translates the server answer of %s', (errorMessageId, errorMessage, expected) => {
    expect(authErrorText(intl, { errorMessageId, errorMessage })).toBe(expected);
  });

  it.each([
    ['auth.login.failed', 'Could not log in.', sv['accounts.errors.loginFailed']],
    ['auth.twoFactor.failed', 'Wrong code.', sv['accounts.errors.wrongCode']],
    ['passwords.login.failed', 'Could not log in to passwords.', sv['accounts.errors.passwordLoginFailed']],
  ])("translates the machine's own message %s", (errorMessageId, errorMessage, expected) => {
    expect(authErrorText(intl, { errorMessageId, errorMessage })).toBe(expected);
  });

  it('shows another server text as written', () => {
    expect(authErrorText(intl, { errorMessageId: 'auth.login.failed', errorMessage: 'Too many attempts' })).toBe('Too many attempts');
  });
});
