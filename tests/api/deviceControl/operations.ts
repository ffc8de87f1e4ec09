// Device control's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user adds a device (its key shown once), lists it, asks its decision with the key as the agent
// does, renames it, gives it a new key and deletes it.
import { expect } from 'vitest';
import type { Schemas, User } from '../../../src/contract/types';
import type { deviceControl } from '../../../src/server/areas/deviceControl/index';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation } from '../contractClient';
import type { AreaOperations } from '../guardTables';

export interface DeviceWorld {
  t: TestApp;
  user: User;
  made: Schemas['DeviceWithKey'];
}

export const operations: AreaOperations<typeof deviceControl, DeviceWorld> = {
  async start() {
    const t = await createTestApp();
    const user = await signUp(t.app, 'devi');
    return { t, user } as DeviceWorld;
  },
  entries: {
    createDevice: {
      call: ({ t, user }) => callOperation(t.app, 'createDevice', { body: { name: 'Laptop', timeZone: 'Europe/Stockholm' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toMatchObject({ key: expect.any(String), device: { name: 'Laptop', timeZone: 'Europe/Stockholm', lastContactAt: null } });
        world.made = data;
      },
    },
    getDevices: {
      call: ({ t, user }) => callOperation(t.app, 'getDevices', { token: user.access.token }),
      check: (data, { made }) => expect(data).toEqual([made.device]),
    },
    getDeviceDecision: {
      call: async ({ t, made }) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/device/${made.device._id}/decision`, headers: { 'x-device-key': made.key } });
        return { statusCode: response.statusCode, body: response.json() };
      },
      check: (data) => expect(data).toMatchObject({ action: 'none', reason: 'switchedOff' }),
    },
    updateDevice: {
      call: ({ t, user, made }) => callOperation(t.app, 'updateDevice', { body: { deviceId: made.device._id, name: 'Old laptop' }, token: user.access.token }),
      check: (data) => expect(data).toMatchObject({ name: 'Old laptop', lastContactAt: expect.any(String) }),
    },
    renewDeviceKey: {
      call: ({ t, user, made }) => callOperation(t.app, 'renewDeviceKey', { params: { deviceId: made.device._id }, token: user.access.token }),
      check: (data, { made }) => expect(data.key).not.toBe(made.key),
    },
    deleteDevice: {
      call: ({ t, user, made }) => callOperation(t.app, 'deleteDevice', { query: { deviceId: made.device._id }, token: user.access.token }),
      check: async (data, { t, user }) => {
        expect(data).toBeNull();
        const list = await callOperation(t.app, 'getDevices', { token: user.access.token });
        expect(list.body).toEqual({ status: true, data: [] });
      },
    },
  },
};
