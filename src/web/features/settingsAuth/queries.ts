import type { Api } from '../../api/api';
import { useApi } from '../../api/useApi';
import { sessionsMessages } from './messages';

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
