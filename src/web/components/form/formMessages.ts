import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { NewPasswordProblem } from '../../../domain/credentials';

/** Texts shared by the account screens: fields, rules and errors. Screen texts live beside each screen. */
export const fieldMessages = defineMessages({
  username: { id: 'accounts.fields.username', defaultMessage: 'Username' },
  password: { id: 'accounts.fields.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'accounts.fields.confirmPassword', defaultMessage: 'Confirm password' },
  language: { id: 'accounts.fields.language', defaultMessage: 'Language' },
  theme: { id: 'accounts.fields.theme', defaultMessage: 'Theme' },
  themeLight: { id: 'accounts.fields.themeLight', defaultMessage: 'Light' },
  themeDark: { id: 'accounts.fields.themeDark', defaultMessage: 'Dark' },
  showPassword: { id: 'accounts.fields.showPassword', defaultMessage: 'Show password' },
  usernameRule: {
    id: 'accounts.fields.usernameRule',
    defaultMessage: '3–32 characters: letters a–z, digits and . _ -',
  },
  passwordRule: { id: 'accounts.fields.passwordRule', defaultMessage: 'At least 10 characters.' },
});

/** Client checks, worded like the server's answers for the same rule. */
export const ruleMessages = defineMessages({
  usernameEmpty: { id: 'accounts.rules.usernameEmpty', defaultMessage: 'Enter a username.' },
  usernameTooShort: { id: 'accounts.rules.usernameTooShort', defaultMessage: 'Username must be at least 3 characters long.' },
  usernameTooLong: { id: 'accounts.rules.usernameTooLong', defaultMessage: 'Username must be at most 32 characters long.' },
  usernameInvalidCharacters: {
    id: 'accounts.rules.usernameInvalidCharacters',
    defaultMessage: 'Username may only contain letters a–z, digits and . _ -',
  },
  passwordEmpty: { id: 'accounts.rules.passwordEmpty', defaultMessage: 'Enter a password.' },
  passwordTooShort: { id: 'accounts.rules.passwordTooShort', defaultMessage: 'Password must be at least 10 characters long.' },
  passwordTooLong: { id: 'accounts.rules.passwordTooLong', defaultMessage: 'Password must be at most 1024 characters long.' },
  passwordsDiffer: { id: 'accounts.rules.passwordsDiffer', defaultMessage: 'The passwords do not match.' },
});

/** What each problem of a new password (src/domain/credentials.ts) says under its field. */
export const newPasswordText: Record<NewPasswordProblem, MessageDescriptor> = {
  empty: ruleMessages.passwordEmpty,
  tooShort: ruleMessages.passwordTooShort,
  tooLong: ruleMessages.passwordTooLong,
};

/**
 * What the account workflows say when a step fails without a contract error code of its own
 * (the machines' `*MessageIds`), and the preferences' failure; refusals with a code are api.errors.*.
 */
export const errorMessages = defineMessages({
  wrongPassword: { id: 'accounts.errors.wrongPassword', defaultMessage: 'Wrong password' },
  loginFailed: { id: 'accounts.errors.loginFailed', defaultMessage: 'Could not log in.' },
  signupFailed: { id: 'accounts.errors.signupFailed', defaultMessage: 'Could not sign up.' },
  passwordLoginFailed: { id: 'accounts.errors.passwordLoginFailed', defaultMessage: 'Could not log in to passwords.' },
  preferencesFailed: { id: 'accounts.errors.preferencesFailed', defaultMessage: 'Could not update preferences' },
});
