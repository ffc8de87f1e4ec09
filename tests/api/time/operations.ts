// The time area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user makes a group, a sub group and a stamp, reads them, stops and edits the stamp, moves the
// sub group into another and deletes what is left, each call asserting what a user would notice.
import { expect } from 'vitest';
import type { SubGroup, TimeGroup, TimeStamp, User } from '../../../src/contract/types';
import type { time } from '../../../src/server/areas/time/index';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';

export interface TimeWorld {
  t: TestApp;
  user: User;
  group: TimeGroup;
  subGroup: SubGroup;
  stamp: TimeStamp;
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
    createSubGroup: {
      call: ({ t, user, group }) => callOperation(t.app, 'createSubGroup', { body: { name: 'Coding', timeGroupId: group._id }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toMatchObject({ name: 'Coding', timeGroupId: world.group._id, usage: 0, activeStamp: null });
        world.subGroup = data;
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
    updateTimeGroup: {
      call: ({ t, user, group }) => callOperation(t.app, 'updateTimeGroup', { body: { groupId: group._id, name: 'Job' }, token: user.access.token }),
      check: (data, { group }) => expect(data).toEqual({ _id: group._id, name: 'Job' }),
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
