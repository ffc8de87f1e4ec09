import { ApiError, badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../errors';

/**
 * The refusals of accounts that the client explains in its own words, each with the contract's
 * code (`AuthErrorCode`). The English messages are for people reading logs and API answers.
 */
export const refusals = {
  wrongLogin: () => unauthorized('Wrong username or password', 'WRONG_LOGIN'),
  usernameTaken: () => conflict('Username is taken', 'USERNAME_TAKEN'),
  invalidRefreshToken: () => unauthorized('Invalid or expired refresh token', 'INVALID_REFRESH_TOKEN'),
  wrongPassword: () => unauthorized('Wrong password', 'WRONG_PASSWORD'),
  wrongCode: () => unauthorized('Wrong code', 'WRONG_CODE'),
  wrongPasswordOrCode: () => unauthorized('Wrong password or code', 'WRONG_PASSWORD_OR_CODE'),
  tooManyAttempts: (retryAfterSeconds: number) =>
    tooManyRequests('Too many attempts. Please try again later.', retryAfterSeconds, 'TOO_MANY_ATTEMPTS'),
  loginExpired: () => unauthorized('The login has expired. Please log in again.', 'LOGIN_EXPIRED'),
  twoFactorAlreadyOn: () => conflict('Two-factor authentication is already on', 'TWO_FACTOR_ALREADY_ON'),
  twoFactorNotOn: () => conflict('Two-factor authentication is not on', 'TWO_FACTOR_NOT_ON'),
  twoFactorCodeRequired: () =>
    badRequest('Two-factor authentication is on: enter a code from your authenticator app or a recovery code', 'TWO_FACTOR_CODE_REQUIRED'),
  twoFactorSetupNotStarted: () => conflict('Start the two-factor setup first', 'TWO_FACTOR_SETUP_NOT_STARTED'),
  oneChangeAtATime: () =>
    badRequest('Send preferences, or currentPassword with either extraPassword or newPassword', 'ONE_CHANGE_AT_A_TIME'),
  sessionNotFound: () => notFound('Session not found', 'SESSION_NOT_FOUND'),
  userNotFound: () => notFound('User not found', 'USER_NOT_FOUND'),
  // 401, not 403: a 403 signs the client out (spec §8); /auth/ calls hand their 401 to the caller.
  passwordRequired: () => unauthorized('Enter your password to confirm this change', 'PASSWORD_REQUIRED'),
  extraPasswordNotSet: () => notFound('No extra password is set', 'EXTRA_PASSWORD_NOT_SET'),
  vaultResetNeeded: () =>
    conflict('The extra password was set before the vault was encrypted in the browser: set a new one with resetVault: true', 'VAULT_RESET_NEEDED'),
  vaultRequired: () => badRequest('extraPassword and vault go together', 'VAULT_REQUIRED'),
  currentExtraPasswordRequired: () =>
    badRequest('Changing the extra password needs currentExtraPassword, or resetVault: true to delete the vault', 'CURRENT_EXTRA_PASSWORD_REQUIRED'),
  currentOrReset: () => badRequest('Send currentExtraPassword or resetVault, not both', 'ONE_CHANGE_AT_A_TIME'),
  signupClosed: () => forbidden('Sign-up is closed on this server. Ask its owner for an account.', 'SIGNUP_CLOSED'),
  /** A token that verified but whose session or user is gone: the client logs in again. */
  invalidAccessToken: () => unauthorized('Missing or invalid access token'),
  invalidExtraToken: () => unauthorized('Missing or invalid extra token'),
} satisfies Record<string, (...args: never[]) => ApiError>;
