import type { Api } from '../../api/api';
import { useApi } from '../../api/useApi';
import { sessionsMessages } from './messages';

/** GET /auth/session's cache key: every sessions query starts with it. */
export const sessionsKey = ['get', '/auth/session'] as const;

/** The user's live logins (GET /auth/session). The cache holds the envelope (the client has checked it). */
export function sessionsQuery(api: Api) {
  return api.queryOptions('get', '/auth/session', undefined, { select: (body) => body.data });
}

/** DELETE /auth/session: one other login by id, or all but this one; the list refreshes after. */
export function useSignOutSessions() {
  return useApi().useMutation('delete', '/auth/session', {
    meta: { invalidates: [sessionsKey], successToast: sessionsMessages.signedOut, failureToast: sessionsMessages.signOutFailed },
  });
}
