import { defineMessages } from 'react-intl';

export const screenMessages = defineMessages({
  lead: { id: 'settingsAuth.screen.lead', defaultMessage: 'Two-factor authentication, the extra password and where you are signed in.' },
});

export const twoFactorMessages = defineMessages({
  heading: { id: 'settingsAuth.twoFactor.heading', defaultMessage: 'Two-factor authentication' },
  statusOn: { id: 'settingsAuth.twoFactor.statusOn', defaultMessage: 'On: signing in asks for a code from your authenticator app.' },
  statusOff: { id: 'settingsAuth.twoFactor.statusOff', defaultMessage: 'Off: signing in asks only for your password.' },
  turnOn: { id: 'settingsAuth.twoFactor.turnOn', defaultMessage: 'Turn on' },
  turnOff: { id: 'settingsAuth.twoFactor.turnOff', defaultMessage: 'Turn off' },
  cancel: { id: 'settingsAuth.twoFactor.cancel', defaultMessage: 'Cancel' },
  scan: { id: 'settingsAuth.twoFactor.scan', defaultMessage: 'Scan this QR code with your authenticator app, or type the key below into it.' },
  qrAlt: { id: 'settingsAuth.twoFactor.qrAlt', defaultMessage: 'QR code for adding this account to an authenticator app' },
  secretLabel: { id: 'settingsAuth.twoFactor.secretLabel', defaultMessage: 'Key to type by hand' },
  copyKey: { id: 'settingsAuth.twoFactor.copyKey', defaultMessage: 'Copy key' },
  code: { id: 'settingsAuth.twoFactor.code', defaultMessage: 'Code from the app' },
  codeHint: { id: 'settingsAuth.twoFactor.codeHint', defaultMessage: '6 digits' },
  confirm: { id: 'settingsAuth.twoFactor.confirm', defaultMessage: 'Turn on two-factor authentication' },
  password: { id: 'settingsAuth.twoFactor.password', defaultMessage: 'Your account password' },
  confirmOff: { id: 'settingsAuth.twoFactor.confirmOff', defaultMessage: 'Turn off two-factor authentication' },
  recoveryHeading: { id: 'settingsAuth.twoFactor.recoveryHeading', defaultMessage: 'Your recovery codes' },
  recoveryWarning: {
    id: 'settingsAuth.twoFactor.recoveryWarning',
    defaultMessage:
      'Store these codes somewhere safe now: they are shown only once. Each one signs you in a single time if you lose your authenticator app.',
  },
  copyCodes: { id: 'settingsAuth.twoFactor.copyCodes', defaultMessage: 'Copy' },
  downloadCodes: { id: 'settingsAuth.twoFactor.downloadCodes', defaultMessage: 'Download as text' },
  done: { id: 'settingsAuth.twoFactor.done', defaultMessage: 'I have stored them' },
  copied: { id: 'settingsAuth.twoFactor.copied', defaultMessage: 'Copied' },
  turnedOn: { id: 'settingsAuth.twoFactor.turnedOn', defaultMessage: 'Two-factor authentication is on' },
  turnedOff: { id: 'settingsAuth.twoFactor.turnedOff', defaultMessage: 'Two-factor authentication is off' },
  codeOrRecoveryHint: { id: 'settingsAuth.twoFactor.codeOrRecoveryHint', defaultMessage: '6 digits, or one of your recovery codes' },
  codeOrRecoveryInvalid: {
    id: 'settingsAuth.twoFactor.codeOrRecoveryInvalid',
    defaultMessage: 'Enter the 6 digits from the app or a recovery code',
  },
  codeInvalid: { id: 'settingsAuth.twoFactor.codeInvalid', defaultMessage: 'Enter the 6 digits from the app' },
  wrongCode: { id: 'settingsAuth.twoFactor.wrongCode', defaultMessage: 'Wrong code' },
  wrongPasswordOrCode: { id: 'settingsAuth.twoFactor.wrongPasswordOrCode', defaultMessage: 'Wrong password or code' },
  failed: { id: 'settingsAuth.twoFactor.failed', defaultMessage: 'Could not change two-factor authentication. Try again.' },
});

export const extraPasswordMessages = defineMessages({
  heading: { id: 'settingsAuth.extraPassword.heading', defaultMessage: 'Extra password' },
  explanation: {
    id: 'settingsAuth.extraPassword.explanation',
    defaultMessage:
      'The extra password protects the password area: your saved passwords are encrypted in this browser with a key only it opens, so not even the server can read them. Nobody can recover them without it.',
  },
  statusSet: { id: 'settingsAuth.extraPassword.statusSet', defaultMessage: 'An extra password is set.' },
  statusNotSet: { id: 'settingsAuth.extraPassword.statusNotSet', defaultMessage: 'No extra password is set yet.' },
  statusResetNeeded: {
    id: 'settingsAuth.extraPassword.statusResetNeeded',
    defaultMessage: 'Your extra password was set before saved passwords were encrypted in the browser, and it no longer opens them. Set a new one.',
  },
  currentPassword: { id: 'settingsAuth.extraPassword.currentPassword', defaultMessage: 'Your account password' },
  currentExtraPassword: { id: 'settingsAuth.extraPassword.currentExtraPassword', defaultMessage: 'Current extra password' },
  newExtraPassword: { id: 'settingsAuth.extraPassword.newExtraPassword', defaultMessage: 'New extra password' },
  confirmExtraPassword: { id: 'settingsAuth.extraPassword.confirmExtraPassword', defaultMessage: 'Repeat the new extra password' },
  set: { id: 'settingsAuth.extraPassword.set', defaultMessage: 'Set extra password' },
  change: { id: 'settingsAuth.extraPassword.change', defaultMessage: 'Change extra password' },
  forgot: { id: 'settingsAuth.extraPassword.forgot', defaultMessage: 'Forgot it?' },
  resetWarning: {
    id: 'settingsAuth.extraPassword.resetWarning',
    defaultMessage: 'Without the current extra password, every saved password and password group will be deleted. This cannot be undone.',
  },
  reset: { id: 'settingsAuth.extraPassword.reset', defaultMessage: 'Delete saved passwords and set new extra password' },
  cancelReset: { id: 'settingsAuth.extraPassword.cancelReset', defaultMessage: 'Cancel' },
  working: { id: 'settingsAuth.extraPassword.working', defaultMessage: 'Deriving the keys from the extra password. This takes a few seconds.' },
  saved: { id: 'settingsAuth.extraPassword.saved', defaultMessage: 'Extra password saved' },
  failed: { id: 'settingsAuth.extraPassword.failed', defaultMessage: 'Could not save the extra password. Try again.' },
});

/** The password asked again before a change that could lock the owner out. */
export const confirmPasswordMessages = defineMessages({
  password: { id: 'settingsAuth.confirmPassword.password', defaultMessage: 'Your account password' },
  cancel: { id: 'settingsAuth.confirmPassword.cancel', defaultMessage: 'Cancel' },
  twoFactorLead: {
    id: 'settingsAuth.confirmPassword.twoFactorLead',
    defaultMessage: 'You signed in a while ago. Enter your password to turn on two-factor authentication.',
  },
  twoFactorSubmit: { id: 'settingsAuth.confirmPassword.twoFactorSubmit', defaultMessage: 'Continue' },
  sessionsLead: {
    id: 'settingsAuth.confirmPassword.sessionsLead',
    defaultMessage: 'You signed in a while ago. Enter your password to sign out all other sessions.',
  },
});

export const sessionsMessages = defineMessages({
  heading: { id: 'settingsAuth.sessions.heading', defaultMessage: 'Where you are signed in' },
  loading: { id: 'settingsAuth.sessions.loading', defaultMessage: 'Loading sessions…' },
  empty: { id: 'settingsAuth.sessions.empty', defaultMessage: 'No other sessions.' },
  loadFailed: { id: 'settingsAuth.sessions.loadFailed', defaultMessage: 'Could not load the sessions.' },
  retry: { id: 'settingsAuth.sessions.retry', defaultMessage: 'Try again' },
  unknownDevice: { id: 'settingsAuth.sessions.unknownDevice', defaultMessage: 'Unknown device' },
  thisDevice: { id: 'settingsAuth.sessions.thisDevice', defaultMessage: 'This device' },
  signOut: { id: 'settingsAuth.sessions.signOut', defaultMessage: 'Sign out' },
  signOutOthers: { id: 'settingsAuth.sessions.signOutOthers', defaultMessage: 'Sign out all other sessions' },
  signedOut: { id: 'settingsAuth.sessions.signedOut', defaultMessage: 'Signed out' },
  signOutFailed: { id: 'settingsAuth.sessions.signOutFailed', defaultMessage: 'Could not sign out the session' },
});

/** The sessions' messages with placeholders, typed so a missing value fails to compile. */
export const sessionValueMessages = defineMessages<{
  created: { date: string };
  lastUsed: { time: string };
  signOutNamed: { device: string; time: string };
  deviceName: { browser: string; os: string };
}>({
  created: { id: 'settingsAuth.sessions.created', defaultMessage: 'Signed in {date}' },
  lastUsed: { id: 'settingsAuth.sessions.lastUsed', defaultMessage: 'Last used {time}' },
  signOutNamed: { id: 'settingsAuth.sessions.signOutNamed', defaultMessage: 'Sign out {device}, last used {time}' },
  deviceName: { id: 'settingsAuth.sessions.deviceName', defaultMessage: '{browser} on {os}' },
});

export const deleteAccountMessages = defineMessages({
  heading: { id: 'settingsAuth.deleteAccount.heading', defaultMessage: 'Delete my account' },
  whatGoes: {
    id: 'settingsAuth.deleteAccount.whatGoes',
    defaultMessage:
      'Deleting your account deletes everything in it from this server at once: notes and journal, time tracking, saved passwords, photos and other images, recipes, drinks, shopping lists, storage, collections, counters, shared links and your settings. It cannot be undone.',
  },
  start: { id: 'settingsAuth.deleteAccount.start', defaultMessage: 'Delete my account…' },
  confirm: { id: 'settingsAuth.deleteAccount.confirm', defaultMessage: 'Enter your password to delete your account and everything in it for good.' },
  confirmWithCode: {
    id: 'settingsAuth.deleteAccount.confirmWithCode',
    defaultMessage: 'Enter your password and a code from your authenticator app to delete your account and everything in it for good.',
  },
  password: { id: 'settingsAuth.deleteAccount.password', defaultMessage: 'Your account password' },
  submit: { id: 'settingsAuth.deleteAccount.submit', defaultMessage: 'Delete my account and everything in it' },
  cancel: { id: 'settingsAuth.deleteAccount.cancel', defaultMessage: 'Keep my account' },
  deleted: { id: 'settingsAuth.deleteAccount.deleted', defaultMessage: 'Your account and everything in it were deleted.' },
  failed: { id: 'settingsAuth.deleteAccount.failed', defaultMessage: 'Could not delete your account. Nothing was deleted.' },
});
