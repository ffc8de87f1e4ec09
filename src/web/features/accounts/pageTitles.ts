import { defineMessages } from 'react-intl';

/** The account screens' headings, which are also their page titles. */
export const pageTitles = defineMessages({
  signIn: { id: 'accounts.loginForm.heading', defaultMessage: 'Sign in' },
  register: { id: 'accounts.registerForm.heading', defaultMessage: 'Create an account' },
  passwordLogin: { id: 'accounts.passwordLoginForm.heading', defaultMessage: 'Open passwords' },
  setupProfile: { id: 'accounts.setupProfile.heading', defaultMessage: 'Setup user profile' },
});
