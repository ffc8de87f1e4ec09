// The time area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): each
// operation that takes an Id, called with the victim's group, sub group, stamp, tag or goal (and,
// where it takes two, with the attacker's own beside the victim's), and what the victim sees of
// their own time data. Every stamp here has ended, so the victim's totals cannot move between
// snapshots.
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';

interface Owned {
  group: string;
  subGroup: string;
  stamp: string;
  tag: string;
  goal: string;
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
  const tag = dataOf(await callOperation(t.app, 'createTag', { body: { title: 'Secret' }, token }));
  dataOf(await callOperation(t.app, 'updateTimeGroup', { body: { groupId: group._id, tags: [tag._id] }, token }));
  const goal = dataOf(
    await callOperation(t.app, 'createGoal', {
      body: { timeGroupId: group._id, subGroupId: stamp.subGroupId, period: 'week', comparison: 'atMost', targetMs: 3_600_000 },
      token,
    }),
  );
  return { group: group._id, subGroup: stamp.subGroupId, stamp: stamp._id, tag: tag._id, goal: goal._id };
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
      ({ app }, { attacker }) => callOperation(app, 'updateTimeGroup', { body: { groupId: ids.victim.group, tags: [ids.attacker.tag] }, token: attacker.access.token }),
      // The victim's tag on the attacker's own group (renamed in the same call: nothing of it stays).
      ({ app }, { attacker }) =>
        callOperation(app, 'updateTimeGroup', { body: { groupId: ids.attacker.group, name: 'Stolen', tags: [ids.victim.tag] }, token: attacker.access.token }),
    ],
    updateTag: [({ app }, { attacker }) => callOperation(app, 'updateTag', { body: { tagId: ids.victim.tag, title: 'Mine now' }, token: attacker.access.token })],
    deleteTag: [({ app }, { attacker }) => callOperation(app, 'deleteTag', { query: { tagId: ids.victim.tag }, token: attacker.access.token })],
    getGoals: [
      ({ app }, { attacker }) => callOperation(app, 'getGoals', { query: { timeGroupId: ids.victim.group }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getGoals', { query: { subGroupId: ids.victim.subGroup }, token: attacker.access.token }),
    ],
    createGoal: [
      ({ app }, { attacker }) =>
        callOperation(app, 'createGoal', { body: { timeGroupId: ids.victim.group, period: 'day', comparison: 'atLeast', targetMs: 1 }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'createGoal', {
          body: { timeGroupId: ids.attacker.group, subGroupId: ids.victim.subGroup, period: 'day', comparison: 'atLeast', targetMs: 1 },
          token: attacker.access.token,
        }),
    ],
    updateGoal: [
      ({ app }, { attacker }) => callOperation(app, 'updateGoal', { body: { goalId: ids.victim.goal, targetMs: 1 }, token: attacker.access.token }),
      // The attacker's own goal pointed at the victim's group or sub group.
      ({ app }, { attacker }) => callOperation(app, 'updateGoal', { body: { goalId: ids.attacker.goal, timeGroupId: ids.victim.group }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'updateGoal', { body: { goalId: ids.attacker.goal, subGroupId: ids.victim.subGroup }, token: attacker.access.token }),
    ],
    deleteGoal: [({ app }, { attacker }) => callOperation(app, 'deleteGoal', { query: { goalId: ids.victim.goal }, token: attacker.access.token })],
    getTimeTotals: [
      ({ app }, { attacker }) =>
        callOperation(app, 'getTimeTotals', { query: { from: '2026-11-20', to: '2026-11-20', timeGroupId: ids.victim.group }, token: attacker.access.token }),
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
      callOperation(app, 'getTags', { token: victim.access.token }),
      callOperation(app, 'getGoals', { query: { date: '2026-11-20', timeZone: 'Europe/Stockholm' }, token: victim.access.token }),
      callOperation(app, 'getTimeTotals', { query: { from: '2026-11-16', to: '2026-11-22', by: 'day', timeZone: 'Europe/Stockholm' }, token: victim.access.token }),
    ]),
};
