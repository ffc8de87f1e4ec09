// The time area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): each
// operation that takes an Id, called with the victim's group, sub group or stamp (and, where it
// takes two, with the attacker's own beside the victim's), and what the victim sees of their own
// time data. Every stamp here has ended, so the victim's totals cannot move between snapshots.
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';

interface Owned {
  group: string;
  subGroup: string;
  stamp: string;
}

/** Filled by prepare: the victim's and the attacker's own group, sub group and stamp. */
const ids = { victim: {} as Owned, attacker: {} as Owned };

async function makeData(t: TestApp, user: SignedUp): Promise<Owned> {
  const token = user.access.token;
  const group = dataOf(await callOperation(t.app, 'createTimeGroup', { body: { name: 'Private' }, token }));
  const stamp = dataOf(
    await callOperation(t.app, 'createTimeStamp', {
      body: { name: 'Diary', timeGroupId: group._id, startTime: '2026-11-20T08:00:00.000Z', endTime: '2026-11-20T09:30:00.000Z' },
      token,
    }),
  );
  return { group: group._id, subGroup: stamp.subGroupId, stamp: stamp._id };
}

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    ids.victim = await makeData(t, victim);
    ids.attacker = await makeData(t, attacker);
  },
  attempts: {
    getTimeGroups: [({ app }, { attacker }) => callOperation(app, 'getTimeGroups', { query: { timeGroupId: ids.victim.group }, token: attacker.access.token })],
    updateTimeGroup: [
      ({ app }, { attacker }) => callOperation(app, 'updateTimeGroup', { body: { groupId: ids.victim.group, name: 'Mine now' }, token: attacker.access.token }),
    ],
    deleteTimeGroup: [({ app }, { attacker }) => callOperation(app, 'deleteTimeGroup', { query: { timeGroupId: ids.victim.group }, token: attacker.access.token })],
    getSubGroups: [
      ({ app }, { attacker }) => callOperation(app, 'getSubGroups', { query: { timeGroupId: ids.victim.group }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getSubGroups', { query: { subGroupId: ids.victim.subGroup }, token: attacker.access.token }),
    ],
    createSubGroup: [
      ({ app }, { attacker }) => callOperation(app, 'createSubGroup', { body: { name: 'Sneaky', timeGroupId: ids.victim.group }, token: attacker.access.token }),
    ],
    updateSubGroup: [
      ({ app }, { attacker }) => callOperation(app, 'updateSubGroup', { body: { subGroupId: ids.victim.subGroup, name: 'Renamed' }, token: attacker.access.token }),
      // The victim's stamps into the attacker's sub group, and the attacker's into the victim's.
      ({ app }, { attacker }) =>
        callOperation(app, 'updateSubGroup', {
          body: { subGroupId: ids.victim.subGroup, moveSubGroup: true, newSubGroupId: ids.attacker.subGroup },
          token: attacker.access.token,
        }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateSubGroup', {
          body: { subGroupId: ids.attacker.subGroup, moveSubGroup: true, newSubGroupId: ids.victim.subGroup },
          token: attacker.access.token,
        }),
    ],
    deleteSubGroup: [({ app }, { attacker }) => callOperation(app, 'deleteSubGroup', { query: { subGroupId: ids.victim.subGroup }, token: attacker.access.token })],
    getTimeStamps: [
      ({ app }, { attacker }) => callOperation(app, 'getTimeStamps', { query: { timeStampId: ids.victim.stamp }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getTimeStamps', { query: { subGroupId: ids.victim.subGroup }, token: attacker.access.token }),
    ],
    createTimeStamp: [
      ({ app }, { attacker }) => callOperation(app, 'createTimeStamp', { body: { name: 'Diary', timeGroupId: ids.victim.group }, token: attacker.access.token }),
      // The attacker's own group with the victim's sub group.
      ({ app }, { attacker }) =>
        callOperation(app, 'createTimeStamp', {
          body: { name: 'Diary', timeGroupId: ids.attacker.group, subGroupId: ids.victim.subGroup },
          token: attacker.access.token,
        }),
    ],
    updateTimeStamp: [
      ({ app }, { attacker }) => callOperation(app, 'updateTimeStamp', { body: { timeStampId: ids.victim.stamp, ended: false }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateTimeStamp', { body: { timeStampId: ids.victim.stamp, endTime: '2026-11-20T18:00:00.000Z' }, token: attacker.access.token }),
    ],
    deleteTimeStamp: [({ app }, { attacker }) => callOperation(app, 'deleteTimeStamp', { query: { timeStampId: ids.victim.stamp }, token: attacker.access.token })],
  },
  ownView: ({ app }, victim) =>
    Promise.all([
      callOperation(app, 'getTimeGroups', { query: { timeGroupId: ids.victim.group, date: '2026-11-20', timeZone: 'Europe/Stockholm' }, token: victim.access.token }),
      callOperation(app, 'getTimeStamps', { query: { subGroupId: ids.victim.subGroup }, token: victim.access.token }),
      callOperation(app, 'getSubGroups', { token: victim.access.token }),
    ]),
};
