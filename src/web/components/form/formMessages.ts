import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { NewPasswordProblem } from '../../../domain/credentials';

/** Texts shared by the account screens: fields, rules and errors. Screen texts live beside each screen. */
export const fieldMessages = defineMessages({
  username: { id: 'auth.fields.username', defaultMessage: 'Username' },
  password: { id: 'auth.fields.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'auth.fields.confirmPassword', defaultMessage: 'Confirm password' },
  language: { id: 'auth.fields.language', defaultMessage: 'Language' },
  theme: { id: 'auth.fields.theme', defaultMessage: 'Theme' },
  themeLight: { id: 'auth.fields.themeLight', defaultMessage: 'Light' },
  themeDark: { id: 'auth.fields.themeDark', defaultMessage: 'Dark' },
  showPassword: { id: 'auth.fields.showPassword', defaultMessage: 'Show password' },
  usernameRule: {
    id: 'auth.fields.usernameRule',
    defaultMessage: '3–32 characters: letters a–z, digits and . _ -',
  },
  passwordRule: { id: 'auth.fields.passwordRule', defaultMessage: 'At least 10 characters.' },
});

/** Client checks, worded like the server's answers for the same rule. */
export const ruleMessages = defineMessages({
  usernameEmpty: { id: 'auth.rules.usernameEmpty', defaultMessage: 'Enter a username.' },
  usernameTooShort: { id: 'auth.rules.usernameTooShort', defaultMessage: 'Username must be at least 3 characters long.' },
  usernameTooLong: { id: 'auth.rules.usernameTooLong', defaultMessage: 'Username must be at most 32 characters long.' },
  usernameInvalidCharacters: {
    id: 'auth.rules.usernameInvalidCharacters',
    defaultMessage: 'Username may only contain letters a–z, digits and . _ -',
  },
  passwordEmpty: { id: 'auth.rules.passwordEmpty', defaultMessage: 'Enter a password.' },
  passwordTooShort: { id: 'auth.rules.passwordTooShort', defaultMessage: 'Password must be at least 10 characters long.' },
  passwordTooLong: { id: 'auth.rules.passwordTooLong', defaultMessage: 'Password must be at most 1024 characters long.' },
  passwordsDiffer: { id: 'auth.rules.passwordsDiffer', defaultMessage: 'The passwords do not match.' },
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
  wrongPassword: { id: 'auth.errors.wrongPassword', defaultMessage: 'Wrong password' },
  loginFailed: { id: 'auth.errors.loginFailed', defaultMessage: 'Could not log in.' },
  signupFailed: { id: 'auth.errors.signupFailed', defaultMessage: 'Could not sign up.' },
  passwordLoginFailed: { id: 'auth.errors.passwordLoginFailed', defaultMessage: 'Could not log in to passwords.' },
  preferencesFailed: { id: 'auth.errors.preferencesFailed', defaultMessage: 'Could not update preferences' },
});
