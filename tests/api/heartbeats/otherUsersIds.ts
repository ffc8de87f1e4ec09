// Heartbeats' row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): the
// victim's definition read, changed (also pointed at the attacker's sub group, or the attacker's
// pointed at the victim's sub group), given a new key and deleted by the attacker; and what the
// victim sees of their definitions. The unauthenticated heartbeat URL takes no token, so it is not
// in this guard (its path parameter is a HeartbeatId): beats.test.ts proves that another user's
// key, or an unknown id, is a 401 that changes nothing.
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';

interface Owned {
  subGroup: string;
  heartbeat: string;
}

const ids = { victim: {} as Owned, attacker: {} as Owned };

async function makeData(t: TestApp, user: SignedUp): Promise<Owned> {
  const token = user.access.token;
  const group = dataOf(await callOperation(t.app, 'createTimeGroup', { body: { name: 'Beats' }, token }));
  const subGroup = dataOf(await callOperation(t.app, 'createSubGroup', { body: { name: 'Editor', timeGroupId: group._id }, token }));
  const heartbeat = dataOf(await callOperation(t.app, 'createHeartbeat', { body: { name: 'Editor', subGroupId: subGroup._id }, token }));
  return { subGroup: subGroup._id, heartbeat: heartbeat._id };
}

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    ids.victim = await makeData(t, victim);
    ids.attacker = await makeData(t, attacker);
  },
  attempts: {
    getHeartbeat: [({ app }, { attacker }) => callOperation(app, 'getHeartbeat', { params: { heartbeatId: ids.victim.heartbeat }, token: attacker.access.token })],
    createHeartbeat: [
      ({ app }, { attacker }) => callOperation(app, 'createHeartbeat', { body: { name: 'Sneaky', subGroupId: ids.victim.subGroup }, token: attacker.access.token }),
    ],
    updateHeartbeat: [
      ({ app }, { attacker }) => callOperation(app, 'updateHeartbeat', { body: { heartbeatId: ids.victim.heartbeat, name: 'Mine now' }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'updateHeartbeat', { body: { heartbeatId: ids.victim.heartbeat, regenerateKey: true }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateHeartbeat', { body: { heartbeatId: ids.victim.heartbeat, subGroupId: ids.attacker.subGroup }, token: attacker.access.token }),
      // The attacker's own definition, pointed at the victim's sub group.
      ({ app }, { attacker }) =>
        callOperation(app, 'updateHeartbeat', { body: { heartbeatId: ids.attacker.heartbeat, subGroupId: ids.victim.subGroup }, token: attacker.access.token }),
    ],
    deleteHeartbeat: [({ app }, { attacker }) => callOperation(app, 'deleteHeartbeat', { query: { heartbeatId: ids.victim.heartbeat }, token: attacker.access.token })],
  },
  ownView: ({ app }, victim) =>
    Promise.all([
      callOperation(app, 'getHeartbeats', { token: victim.access.token }),
      callOperation(app, 'getHeartbeat', { params: { heartbeatId: ids.victim.heartbeat }, token: victim.access.token }),
    ]),
};
