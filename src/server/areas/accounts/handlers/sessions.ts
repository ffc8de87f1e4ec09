import { badRequest } from '../../../errors';
import type { SecuredHandlers } from '../../../handlers';
import type { AccountsContext } from '../context';
import { deviceName } from '../deviceName';
import { createPasswordChecks } from '../passwordChecks';
import { refusals } from '../refusals';
import { listLiveSessions, revokeLiveLogin, revokeOtherSessions, revokeSession, revokeSessionOfRefreshToken } from '../repository/sessions';
import { hashToken } from '../tokens';

/** POST /auth/logout, GET and DELETE /auth/session: a user's logins and ending them. */
export function createSessionHandlers(context: AccountsContext) {
  const { db, settings } = context;
  const { confirmIdentity } = createPasswordChecks(context);
  return {
    async logout({ body: { refreshToken }, caller }) {
      const now = settings.now().toISOString();
      // The refresh token names the session to end (if it is the caller's); the access token's
      // session ends in any case, so a client holding a stale refresh token still logs out.
      await revokeSessionOfRefreshToken(db, caller.userId, hashToken(refreshToken), now);
      await revokeSession(db, caller.userId, caller.sessionId, now);
      return null;
    },

    async listSessions({ caller }) {
      const sessions = await listLiveSessions(db, caller.userId, settings.now().toISOString());
      return sessions.map((session) => ({
        _id: session.id,
        device: session.device,
        userAgent: session.user_agent,
        ...deviceName(session.user_agent),
        created: session.created_at,
        lastUsed: session.last_used_at,
        current: session.id === caller.sessionId,
      }));
    },

    async revokeSessions({ query: { sessionId, others }, body, caller, request }) {
      if ((sessionId === undefined) === (others !== true)) throw badRequest('Send either sessionId or others=true');
      if (sessionId === undefined) {
        // Ending every other session could shut the owner out if a thief did it: confirm first.
        await confirmIdentity(request, caller, body?.currentPassword);
        await revokeOtherSessions(db, caller.userId, caller.sessionId, settings.now().toISOString());
        return null;
      }
      // Another user's session is reported like a missing one (DESIGN §2).
      if (!(await revokeLiveLogin(db, caller.userId, sessionId, settings.now().toISOString()))) throw refusals.sessionNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
