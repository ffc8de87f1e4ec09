import { ok } from '../../envelope';
import { badRequest, notFound } from '../../errors';
import type { AppDeps, Handler } from '../../handlers';
import { accessOf } from './context';
import { findSession, isLive, listLiveSessions, revokeOtherSessions, revokeSession } from './sessionsRepository';
import { authSettings } from './settings';

export const SESSION_NOT_FOUND = 'Session not found';

/** GET and DELETE /auth/session: a user's logins and ending them. */
export function createSessionHandlers(deps: Pick<AppDeps, 'db' | 'auth'>) {
  const settings = authSettings(deps.auth);
  const { db } = deps;
  return {
    async listSessions(request) {
      const caller = accessOf(request);
      const sessions = await listLiveSessions(db, caller.userId, settings.now().toISOString());
      return ok(
        sessions.map((session) => ({
          _id: session.id,
          device: session.device,
          userAgent: session.user_agent,
          created: session.created_at,
          lastUsed: session.last_used_at,
          current: session.id === caller.sessionId,
        })),
      );
    },

    async revokeSessions(request) {
      const caller = accessOf(request);
      const { sessionId, others } = request.query as { sessionId?: string; others?: boolean };
      if ((sessionId === undefined) === (others !== true)) throw badRequest('Send either sessionId or others=true');
      const now = settings.now().toISOString();
      if (sessionId === undefined) {
        await revokeOtherSessions(db, caller.userId, caller.sessionId, now);
        return ok(null);
      }
      const session = await findSession(db, sessionId);
      // Another user's session is reported like a missing one (DESIGN §2).
      if (session?.user_id !== caller.userId || session.kind !== 'main' || !isLive(session, now)) {
        throw notFound(SESSION_NOT_FOUND);
      }
      await revokeSession(db, session.id, now);
      return ok(null);
    },
  } satisfies Record<string, Handler>;
}
