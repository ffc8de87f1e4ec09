// Device control's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): the
// victim's device renamed, tied to the attacker's time group, given a new key and deleted by the
// attacker, and the attacker's own device tied to the victim's time group. The unauthenticated
// decision URL takes no token (its path parameter is a DeviceId): decision.test.ts proves that
// another user's key, or an unknown id, is a 401 that changes nothing.
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';

interface Owned {
  group: string;
  device: string;
}

const ids = { victim: {} as Owned, attacker: {} as Owned };

async function makeData(t: TestApp, user: SignedUp): Promise<Owned> {
  const token = user.access.token;
  const group = dataOf(await callOperation(t.app, 'createTimeGroup', { body: { name: 'Screen time' }, token }));
  const made = dataOf(await callOperation(t.app, 'createDevice', { body: { name: 'Laptop', timeGroupId: group._id }, token }));
  return { group: group._id, device: made.device._id };
}

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    ids.victim = await makeData(t, victim);
    ids.attacker = await makeData(t, attacker);
  },
  attempts: {
    createDevice: [({ app }, { attacker }) => callOperation(app, 'createDevice', { body: { name: 'Sneaky', timeGroupId: ids.victim.group }, token: attacker.access.token })],
    updateDevice: [
      ({ app }, { attacker }) => callOperation(app, 'updateDevice', { body: { deviceId: ids.victim.device, name: 'Mine now' }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'updateDevice', { body: { deviceId: ids.victim.device, timeGroupId: ids.attacker.group }, token: attacker.access.token }),
      // The attacker's own device, tied to the victim's time group (it would read the victim's use).
      ({ app }, { attacker }) => callOperation(app, 'updateDevice', { body: { deviceId: ids.attacker.device, timeGroupId: ids.victim.group }, token: attacker.access.token }),
    ],
    renewDeviceKey: [({ app }, { attacker }) => callOperation(app, 'renewDeviceKey', { params: { deviceId: ids.victim.device }, token: attacker.access.token })],
    deleteDevice: [({ app }, { attacker }) => callOperation(app, 'deleteDevice', { query: { deviceId: ids.victim.device }, token: attacker.access.token })],
  },
  ownView: ({ app }, victim) => callOperation(app, 'getDevices', { token: victim.access.token }),
};
