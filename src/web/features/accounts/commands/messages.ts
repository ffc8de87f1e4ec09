import { defineMessages } from 'react-intl';

/** What the `us` commands say (issue 11); spec §8's 'Already logged in' to the letter. */
export const userCommandMessages = defineMessages({
  alreadyLoggedIn: { id: 'accounts.commands.alreadyLoggedIn', defaultMessage: 'Already logged in' },
  usernameRequired: { id: 'accounts.commands.usernameRequired', defaultMessage: 'Username required. Usage: {usage}' },
  usage: { id: 'accounts.commands.usage', defaultMessage: 'Usage: {usage}' },
  passwordPrompt: { id: 'accounts.commands.passwordPrompt', defaultMessage: 'Password' },
  codePrompt: { id: 'accounts.commands.codePrompt', defaultMessage: 'Code from your authenticator app' },
  loggedIn: { id: 'accounts.commands.loggedIn', defaultMessage: 'Logged in as {username}' },
  signedOut: { id: 'accounts.commands.signedOut', defaultMessage: 'Signed out' },
  extraPasswordPrompt: { id: 'accounts.commands.extraPasswordPrompt', defaultMessage: 'Extra password' },
  loggedInToPasswords: { id: 'accounts.commands.loggedInToPasswords', defaultMessage: 'Logged in to passwords' },
  alreadyLoggedInToPasswords: { id: 'accounts.commands.alreadyLoggedInToPasswords', defaultMessage: 'Already logged in to passwords' },
  // `help` shows these with each command's usage.
  loginHelp: { id: 'accounts.commands.loginHelp', defaultMessage: '{usage}: signs in; asks for the password, and for the code when two-factor authentication is on' },
  signoutHelp: { id: 'accounts.commands.signoutHelp', defaultMessage: '{usage}: signs out' },
  passwordLoginHelp: { id: 'accounts.commands.passwordLoginHelp', defaultMessage: '{usage}: opens the passwords with the extra password' },
});
