// The accounts area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts):
// each operation that takes an Id, called with the victim's, and what the victim sees of their own
// account through the API.
import { PASSWORD } from '../../helpers/auth';
import { callOperation } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';

export const otherUsersIds: AreaOtherUsersIds = {
  attempts: {
    getUser: [({ app }, { attacker, victim }) => callOperation(app, 'getUser', { params: { id: victim._id }, token: attacker.access.token })],
    updateUser: [
      ({ app }, { attacker, victim }) =>
        callOperation(app, 'updateUser', { params: { id: victim._id }, body: { preferences: { theme: 'dark' } }, token: attacker.access.token }),
      ({ app }, { attacker, victim }) =>
        callOperation(app, 'updateUser', {
          params: { id: victim._id },
          body: { currentPassword: PASSWORD, newPassword: 'taken over at last' },
          token: attacker.access.token,
        }),
    ],
    deleteUser: [
      ({ app }, { attacker, victim }) =>
        callOperation(app, 'deleteUser', { params: { id: victim._id }, body: { password: PASSWORD }, token: attacker.access.token }),
    ],
    revokeSessions: [
      ({ app }, { attacker, victim }) => callOperation(app, 'revokeSessions', { query: { sessionId: victim.userSessionId }, token: attacker.access.token }),
    ],
  },
  ownView: ({ app }, victim) =>
    Promise.all([
      callOperation(app, 'getUser', { params: { id: victim._id }, token: victim.access.token }),
      callOperation(app, 'listSessions', { token: victim.access.token }),
    ]),
};
