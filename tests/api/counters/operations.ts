// The counters area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user makes a group and two counters, orders them, counts up twice, undoes the last, reads the
// events, the history and the groups, changes a counter and reads it, and deletes a counter and
// then the group; each call asserting what a user would notice.
import { expect } from 'vitest';
import type { Schemas, User } from '../../../src/contract/types';
import type { counters } from '../../../src/server/areas/counters/index';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';

export interface CountersWorld {
  t: TestApp;
  user: User;
  group: Schemas['CounterGroup'];
  water: Schemas['Counter'];
  coffee: Schemas['Counter'];
  lastEvent: Schemas['CounterEvent'];
}

const NOW = '2026-11-26T09:00:00.000Z';

export const operations: AreaOperations<typeof counters, CountersWorld> = {
  async start() {
    const world = {} as CountersWorld;
    world.t = await createTestApp({ settings: { counters: { now: () => new Date(NOW) } } });
    world.user = await signUp(world.t.app, 'tilde');
    return world;
  },
  entries: {
    createCounterGroup: {
      call: ({ t, user }) => callOperation(t.app, 'createCounterGroup', { body: { name: 'Health' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ _id: expect.any(String), name: 'Health', createdAt: NOW, counters: [] });
        world.group = data;
      },
    },
    createCounter: {
      call: ({ t, user, group }) => callOperation(t.app, 'createCounter', { body: { name: 'Water', counterGroupId: group._id, goal: 8 }, token: user.access.token }),
      check: async (data, world) => {
        expect(data).toMatchObject({ name: 'Water', value: 0, step: 1, goal: 8, goalPeriod: 'day' });
        world.water = data;
        world.coffee = dataOf(await callOperation(world.t.app, 'createCounter', { body: { name: 'Coffee', counterGroupId: world.group._id }, token: world.user.access.token }));
      },
    },
    updateCounterGroup: {
      call: ({ t, user, group, water, coffee }) =>
        callOperation(t.app, 'updateCounterGroup', { body: { counterGroupId: group._id, counterIds: [coffee._id, water._id] }, token: user.access.token }),
      check: (data) => expect(data.counters.map((counter) => counter.name)).toEqual(['Coffee', 'Water']),
    },
    createCounterEvent: {
      call: async ({ t, user, water }) => {
        await callOperation(t.app, 'createCounterEvent', { body: { counterId: water._id, direction: 'up' }, token: user.access.token });
        return callOperation(t.app, 'createCounterEvent', { body: { counterId: water._id, delta: 2 }, token: user.access.token });
      },
      check: (data, world) => {
        expect(data.counter.value).toBe(3);
        expect(data.event).toMatchObject({ delta: 2, valueAfter: 3, at: NOW });
        world.lastEvent = data.event;
      },
    },
    deleteCounterEvent: {
      call: ({ t, user, lastEvent }) => callOperation(t.app, 'deleteCounterEvent', { query: { counterEventId: lastEvent._id }, token: user.access.token }),
      check: (data) => expect(data.value).toBe(1),
    },
    getCounterEvents: {
      call: ({ t, user, water }) => callOperation(t.app, 'getCounterEvents', { query: { counterId: water._id }, token: user.access.token }),
      check: (data) => expect(data).toEqual({ events: [expect.objectContaining({ delta: 1, valueAfter: 1, at: NOW })], totalPages: 1 }),
    },
    getCounterHistory: {
      call: ({ t, user, water }) =>
        callOperation(t.app, 'getCounterHistory', { query: { counterId: water._id, by: 'day', from: '2026-11-25', to: '2026-11-26', timeZone: 'Europe/Stockholm' }, token: user.access.token }),
      check: (data) =>
        expect(data.periods).toEqual([
          { from: '2026-11-25', to: '2026-11-25', total: 0 },
          { from: '2026-11-26', to: '2026-11-26', total: 1 },
        ]),
    },
    getCounterGroups: {
      call: ({ t, user }) => callOperation(t.app, 'getCounterGroups', { query: { date: '2026-11-26' }, token: user.access.token }),
      check: (data) =>
        expect(Array.isArray(data) && data.map((group) => group.counters.map((counter) => [counter.name, counter.value, counter.dayCount]))).toEqual([
          [
            ['Coffee', 0, 0],
            ['Water', 1, 1],
          ],
        ]),
    },
    updateCounter: {
      call: ({ t, user, coffee }) => callOperation(t.app, 'updateCounter', { body: { counterId: coffee._id, name: 'Espresso', step: 2 }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ ...world.coffee, name: 'Espresso', step: 2 });
        world.coffee = data;
      },
    },
    getCounter: {
      call: ({ t, user, coffee }) => callOperation(t.app, 'getCounter', { query: { counterId: coffee._id }, token: user.access.token }),
      check: (data, { coffee }) => expect(data).toEqual({ ...coffee, dayCount: 0, weekCount: 0 }),
    },
    deleteCounter: {
      call: ({ t, user, coffee }) => callOperation(t.app, 'deleteCounter', { query: { counterId: coffee._id }, token: user.access.token }),
      check: async (data, { t, user, coffee }) => {
        expect(data).toBeNull();
        expect((await callOperation(t.app, 'getCounter', { query: { counterId: coffee._id }, token: user.access.token })).statusCode).toBe(404);
      },
    },
    deleteCounterGroup: {
      call: ({ t, user, group }) => callOperation(t.app, 'deleteCounterGroup', { query: { counterGroupId: group._id }, token: user.access.token }),
      check: async (data, { t, user }) => {
        expect(data).toEqual({ deletedCounters: 1, deletedEvents: 1 });
        expect(dataOf(await callOperation(t.app, 'getCounterGroups', { token: user.access.token }))).toEqual([]);
      },
    },
  },
};
