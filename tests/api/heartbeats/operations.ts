// Heartbeats' row of the "every operation is called" guard (tests/api/everyOperation.test.ts): a
// user defines a heartbeat URL for a sub group, reads it, sends a heartbeat with its key (which
// starts a stamp), gives it a new key and deletes it.
import { expect } from 'vitest';
import type { SubGroup, User } from '../../../src/contract/types';
import type { heartbeats } from '../../../src/server/areas/heartbeats/index';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';
import type { Heartbeat } from './types';

export interface HeartbeatWorld {
  t: TestApp;
  user: User;
  subGroup: SubGroup;
  heartbeat: Heartbeat;
}

export const operations: AreaOperations<typeof heartbeats, HeartbeatWorld> = {
  async start() {
    const t = await createTestApp();
    const user = await signUp(t.app, 'beata');
    const token = user.access.token;
    const group = dataOf(await callOperation(t.app, 'createTimeGroup', { body: { name: 'Work' }, token }));
    const subGroup = dataOf(await callOperation(t.app, 'createSubGroup', { body: { name: 'Coding', timeGroupId: group._id }, token }));
    return { t, user, subGroup } as HeartbeatWorld;
  },
  entries: {
    createHeartbeat: {
      call: ({ t, user, subGroup }) => callOperation(t.app, 'createHeartbeat', { body: { name: 'Editor', subGroupId: subGroup._id }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toMatchObject({ name: 'Editor', subGroupId: world.subGroup._id, subGroupName: 'Coding', timeoutSeconds: 900, lastBeatAt: null });
        world.heartbeat = data;
      },
    },
    getHeartbeats: {
      call: ({ t, user }) => callOperation(t.app, 'getHeartbeats', { token: user.access.token }),
      check: (data, { heartbeat }) => expect(data).toEqual([heartbeat]),
    },
    sendHeartbeat: {
      // The key, not a token: as curl sends it.
      call: async ({ t, heartbeat }) => {
        const response = await t.app.inject({ method: 'POST', url: `/api/heartbeat/${heartbeat._id}`, headers: { 'x-heartbeat-key': heartbeat.key } });
        return { statusCode: response.statusCode, body: response.json() };
      },
      check: async (data, { t, user, subGroup }) => {
        expect(data).toMatchObject({ started: true, closesAt: expect.any(String) });
        const active = dataOf(await callOperation(t.app, 'getTimeStamps', { query: { active: true }, token: user.access.token }));
        expect(active).toMatchObject({ timeStamps: [{ _id: data.timeStampId, subGroupId: subGroup._id, ended: false }] });
      },
    },
    getHeartbeat: {
      call: ({ t, user, heartbeat }) => callOperation(t.app, 'getHeartbeat', { params: { heartbeatId: heartbeat._id }, token: user.access.token }),
      check: (data, { heartbeat }) => expect(data).toEqual({ ...heartbeat, lastBeatAt: expect.any(String) }),
    },
    updateHeartbeat: {
      call: ({ t, user, heartbeat }) =>
        callOperation(t.app, 'updateHeartbeat', { body: { heartbeatId: heartbeat._id, name: 'Laptop editor', regenerateKey: true }, token: user.access.token }),
      check: (data, { heartbeat }) => {
        expect(data).toMatchObject({ _id: heartbeat._id, name: 'Laptop editor' });
        expect(data.key).not.toBe(heartbeat.key);
      },
    },
    deleteHeartbeat: {
      call: ({ t, user, heartbeat }) => callOperation(t.app, 'deleteHeartbeat', { query: { heartbeatId: heartbeat._id }, token: user.access.token }),
      check: async (data, { t, user }) => {
        expect(data).toBeNull();
        expect(dataOf(await callOperation(t.app, 'getHeartbeats', { token: user.access.token }))).toEqual([]);
      },
    },
  },
};
