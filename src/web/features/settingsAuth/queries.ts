import type { Api } from '../../api/api';
import { useApi } from '../../api/useApi';
import { sessionsMessages } from './screenMessages';

/** GET /auth/session's cache key: every sessions query starts with it. */
export const sessionsKey = ['get', '/auth/session'] as const;

/** The user's live logins (GET /auth/session). The cache holds the envelope (the client has checked it). */
export function sessionsQuery(api: Api) {
  return api.queryOptions('get', '/auth/session', undefined, { select: (body) => body.data });
}

/** DELETE /auth/session?sessionId=…: one other login; the list refreshes after. */
export function useSignOutSession() {
  return useApi().useMutation('delete', '/auth/session', {
    meta: { invalidates: [sessionsKey], successToast: sessionsMessages.signedOut, failureToast: sessionsMessages.signOutFailed },
  });
}

/**
 * DELETE /auth/session?others=true: every login but this one. Its refusals are the section's to
 * show (the server may first ask for the password), so it has no failure toast.
 */
export function useSignOutOthers() {
  return useApi().useMutation('delete', '/auth/session', {
    meta: { invalidates: [sessionsKey], successToast: sessionsMessages.signedOut },
  });
}

/** GET /auth/extra-password's cache key. */
export const vaultKey = ['get', '/auth/extra-password'] as const;

/**
 * The extra password's key derivation and wrapped vault key (GET /auth/extra-password): a change
 * unwraps the vault key with it, and its 409 VAULT_RESET_NEEDED says only a reset is possible.
 */
export function vaultQuery(api: Api) {
  return api.queryOptions('get', '/auth/extra-password', undefined, { select: (body) => body.data, retry: false });
}
