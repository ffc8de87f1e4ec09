// The time area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user makes a group, a tag on it, a sub group with a goal and a stamp, reads them (the goal's
// progress and the day's totals too), stops and edits the stamp, moves the sub group into another
// and deletes what is left, each call asserting what a user would notice.
import { expect } from 'vitest';
import type { Goal, SubGroup, Tag, TimeGroup, TimeStamp, User } from '../../../src/contract/types';
import type { time } from '../../../src/server/areas/time/index';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, callOperationForBytes, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';

export interface TimeWorld {
  t: TestApp;
  user: User;
  group: TimeGroup;
  subGroup: SubGroup;
  stamp: TimeStamp;
  tag: Tag;
  goal: Goal;
  advance: (ms: number) => void;
}

const HOUR = 3_600_000;

export const operations: AreaOperations<typeof time, TimeWorld> = {
  async start() {
    let clock = Date.parse('2026-11-23T08:00:00.000Z');
    const world = {
      advance: (ms: number) => {
        clock += ms;
      },
    } as TimeWorld;
    world.t = await createTestApp({ settings: { time: { now: () => new Date(clock) } } });
    world.user = await signUp(world.t.app, 'tilda');
    return world;
  },
  entries: {
    createTimeGroup: {
      call: ({ t, user }) => callOperation(t.app, 'createTimeGroup', { body: { name: 'Work' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toMatchObject({ name: 'Work', today: 0, total: 0, usage: 0, tags: [], activeStamp: null });
        world.group = data;
      },
    },
    createTag: {
      call: ({ t, user }) => callOperation(t.app, 'createTag', { body: { title: 'Paid' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ _id: expect.any(String), title: 'Paid' });
        world.tag = data;
      },
    },
    getTags: {
      call: ({ t, user }) => callOperation(t.app, 'getTags', { token: user.access.token }),
      check: (data, { tag }) => expect(data).toEqual([tag]),
    },
    updateTag: {
      call: ({ t, user, tag }) => callOperation(t.app, 'updateTag', { body: { tagId: tag._id, title: 'Billable' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ _id: world.tag._id, title: 'Billable' });
        world.tag = data;
      },
    },
    createSubGroup: {
      call: ({ t, user, group }) => callOperation(t.app, 'createSubGroup', { body: { name: 'Coding', timeGroupId: group._id }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toMatchObject({ name: 'Coding', timeGroupId: world.group._id, usage: 0, activeStamp: null });
        world.subGroup = data;
      },
    },
    createGoal: {
      call: ({ t, user, group, subGroup }) =>
        callOperation(t.app, 'createGoal', {
          body: { timeGroupId: group._id, subGroupId: subGroup._id, period: 'day', comparison: 'atLeast', targetMs: 2 * HOUR, date: '2026-11-23', timeZone: 'Europe/Stockholm' },
          token: user.access.token,
        }),
      check: (data, world) => {
        expect(data).toEqual({
          _id: expect.any(String),
          timeGroupId: world.group._id,
          subGroupId: world.subGroup._id,
          period: 'day',
          comparison: 'atLeast',
          targetMs: 2 * HOUR,
          progress: { from: '2026-11-23', to: '2026-11-23', doneMs: 0, met: false },
        });
        world.goal = data;
      },
    },
    createTimeStamp: {
      call: ({ t, user, group }) => callOperation(t.app, 'createTimeStamp', { body: { name: 'Coding', timeGroupId: group._id }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toMatchObject({ name: 'Coding', subGroupId: world.subGroup._id, ended: false, endTime: null, startTime: '2026-11-23T08:00:00.000Z' });
        world.stamp = data;
        world.advance(HOUR);
      },
    },
    getTimeGroups: {
      call: ({ t, user }) => callOperation(t.app, 'getTimeGroups', { query: { date: '2026-11-23', timeZone: 'Europe/Stockholm' }, token: user.access.token }),
      check: (data, { group, stamp }) =>
        expect(data).toEqual([
          { ...group, today: HOUR, currentWeek: HOUR, currentMonth: HOUR, total: HOUR, usage: 1, activeStamp: { startTime: stamp.startTime, timeStampId: stamp._id } },
        ]),
    },
    getGoals: {
      call: ({ t, user }) => callOperation(t.app, 'getGoals', { query: { date: '2026-11-23', timeZone: 'Europe/Stockholm' }, token: user.access.token }),
      check: (data, { goal }) => expect(data).toEqual([{ ...goal, progress: { ...goal.progress, doneMs: HOUR } }]),
    },
    getTimeTotals: {
      call: ({ t, user }) => callOperation(t.app, 'getTimeTotals', { query: { from: '2026-11-23', to: '2026-11-24', timeZone: 'Europe/Stockholm', by: 'day' }, token: user.access.token }),
      check: (data, { group, subGroup }) =>
        expect(data).toEqual({
          from: '2026-11-23',
          to: '2026-11-24',
          by: 'day',
          periods: [
            { from: '2026-11-23', to: '2026-11-23', totalMs: HOUR, groups: [{ timeGroupId: group._id, name: 'Work', ms: HOUR, subGroups: [{ subGroupId: subGroup._id, name: 'Coding', ms: HOUR }] }] },
            { from: '2026-11-24', to: '2026-11-24', totalMs: 0, groups: [] },
          ],
        }),
    },
    updateGoal: {
      call: ({ t, user, goal }) =>
        callOperation(t.app, 'updateGoal', { body: { goalId: goal._id, targetMs: HOUR, date: '2026-11-23', timeZone: 'Europe/Stockholm' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ ...world.goal, targetMs: HOUR, progress: { ...world.goal.progress, doneMs: HOUR, met: true } });
        world.goal = data;
      },
    },
    getSubGroups: {
      call: ({ t, user, group }) => callOperation(t.app, 'getSubGroups', { query: { timeGroupId: group._id }, token: user.access.token }),
      check: (data, { subGroup, stamp }) => expect(data).toEqual([{ ...subGroup, usage: 1, activeStamp: { startTime: stamp.startTime, timeStampId: stamp._id } }]),
    },
    updateTimeStamp: {
      call: ({ t, user, stamp }) => callOperation(t.app, 'updateTimeStamp', { body: { timeStampId: stamp._id, ended: true }, token: user.access.token }),
      check: (data) => expect(data).toMatchObject({ ended: true, endTime: '2026-11-23T09:00:00.000Z', durationInMs: HOUR }),
    },
    getTimeStamps: {
      call: ({ t, user, subGroup }) => callOperation(t.app, 'getTimeStamps', { query: { subGroupId: subGroup._id, pageNumber: 1 }, token: user.access.token }),
      check: (data, { stamp }) => {
        if (!('timeStamps' in data)) throw new Error('a sub group answers a page of stamps');
        expect(data).toEqual({ timeStamps: [{ ...stamp, ended: true, endTime: '2026-11-23T09:00:00.000Z', durationInMs: HOUR }], totalPages: 1 });
      },
    },
    exportTime: {
      callForBytes: ({ t, user }) =>
        callOperationForBytes(t.app, 'exportTime', { query: { from: '2026-11-23', to: '2026-11-23', timeZone: 'Europe/Stockholm', format: 'csv' }, token: user.access.token }),
      checkBytes: (answer) => {
        expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(answer.bytes.toString('utf8')).toBe('\uFEFFGroup,Sub group,Tags,Start,End,Duration\r\nWork,Coding,,2026-11-23 09:00:00,2026-11-23 10:00:00,1:00:00');
      },
    },
    importTime: {
      // A preview: the stamp the user has is a duplicate, the other row would be new; nothing is written.
      call: ({ t, user }) =>
        callOperation(t.app, 'importTime', {
          body: {
            format: 'toggl-csv',
            csv: 'Project,Description,Start date,Start time,End date,End time\nWork,Coding,2026-11-23,09:00:00,2026-11-23,10:00:00\nWork,Review,2026-11-23,10:00:00,2026-11-23,10:30:00\n',
            timeZone: 'Europe/Stockholm',
            dryRun: true,
          },
          token: user.access.token,
        }),
      check: (data) =>
        expect(data).toMatchObject({
          dryRun: true,
          created: { groups: 0, subGroups: 1, tags: 0, stamps: 1 },
          groups: [{ name: 'Work', new: false, newSubGroups: 1, stamps: 1, durationMs: HOUR / 2, tags: [] }],
          skippedRows: [{ row: 2, reason: 'duplicate' }],
        }),
    },
    updateTimeGroup: {
      call: ({ t, user, group, tag }) => callOperation(t.app, 'updateTimeGroup', { body: { groupId: group._id, name: 'Job', tags: [tag._id] }, token: user.access.token }),
      check: async (data, { t, user, group, tag }) => {
        expect(data).toEqual({ _id: group._id, name: 'Job', tags: [tag] });
        expect(dataOf(await callOperation(t.app, 'getTimeGroups', { query: { timeGroupId: group._id }, token: user.access.token }))).toMatchObject({ tags: [tag] });
      },
    },
    deleteGoal: {
      call: ({ t, user, goal }) => callOperation(t.app, 'deleteGoal', { query: { goalId: goal._id }, token: user.access.token }),
      check: async (data, { t, user }) => {
        expect(data).toBeNull();
        expect(dataOf(await callOperation(t.app, 'getGoals', { token: user.access.token }))).toEqual([]);
      },
    },
    deleteTag: {
      call: ({ t, user, tag }) => callOperation(t.app, 'deleteTag', { query: { tagId: tag._id }, token: user.access.token }),
      check: async (data, { t, user, group }) => {
        expect(data).toBeNull();
        expect(dataOf(await callOperation(t.app, 'getTags', { token: user.access.token }))).toEqual([]);
        expect(dataOf(await callOperation(t.app, 'getTimeGroups', { query: { timeGroupId: group._id }, token: user.access.token }))).toMatchObject({ tags: [] });
      },
    },
    updateSubGroup: {
      call: async ({ t, user, group, subGroup }) => {
        const other = dataOf(await callOperation(t.app, 'createSubGroup', { body: { name: 'Meetings', timeGroupId: group._id }, token: user.access.token }));
        return callOperation(t.app, 'updateSubGroup', { body: { subGroupId: subGroup._id, moveSubGroup: true, newSubGroupId: other._id }, token: user.access.token });
      },
      check: async (data, world) => {
        expect(data).toMatchObject({ name: 'Meetings', usage: 1 });
        const left = dataOf(await callOperation(world.t.app, 'getSubGroups', { query: { timeGroupId: world.group._id }, token: world.user.access.token }));
        expect(left).toEqual([data]);
        world.subGroup = data;
      },
    },
    deleteTimeStamp: {
      call: ({ t, user, stamp }) => callOperation(t.app, 'deleteTimeStamp', { query: { timeStampId: stamp._id }, token: user.access.token }),
      check: async (data, { t, user, stamp }) => {
        expect(data).toBeNull();
        expect((await callOperation(t.app, 'getTimeStamps', { query: { timeStampId: stamp._id }, token: user.access.token })).statusCode).toBe(404);
      },
    },
    deleteSubGroup: {
      call: ({ t, user, subGroup }) => callOperation(t.app, 'deleteSubGroup', { query: { subGroupId: subGroup._id }, token: user.access.token }),
      check: async (data, { t, user, group }) => {
        expect(data).toBeNull();
        expect(dataOf(await callOperation(t.app, 'getSubGroups', { query: { timeGroupId: group._id }, token: user.access.token }))).toEqual([]);
      },
    },
    deleteTimeGroup: {
      call: ({ t, user, group }) => callOperation(t.app, 'deleteTimeGroup', { query: { timeGroupId: group._id }, token: user.access.token }),
      check: async (data, { t, user }) => {
        expect(data).toBeNull();
        expect(dataOf(await callOperation(t.app, 'getTimeGroups', { query: { shallow: true }, token: user.access.token }))).toEqual([]);
      },
    },
  },
};
