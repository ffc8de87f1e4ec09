// The counters area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): each
// operation that takes an Id, called with the victim's group, counter or event (and, where it takes
// two, with the attacker's own beside the victim's: moving into the victim's group, ordering the
// victim's counter into the attacker's group), and what the victim sees of their own counters: the
// groups, one group, the counter, its events and its history.
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';

interface Owned {
  group: string;
  counter: string;
  /** The counter's latest change: the one an undo could remove. */
  event: string;
}

/** Filled by prepare: the victim's and the attacker's own group, counter and event. */
const ids = { victim: {} as Owned, attacker: {} as Owned };

async function makeCounters(t: TestApp, user: SignedUp): Promise<Owned> {
  const token = user.access.token;
  const group = dataOf(await callOperation(t.app, 'createCounterGroup', { body: { name: 'Private habits' }, token }));
  const counter = dataOf(await callOperation(t.app, 'createCounter', { body: { name: 'Secret count', counterGroupId: group._id, goal: 5 }, token }));
  await callOperation(t.app, 'createCounterEvent', { body: { counterId: counter._id, delta: 4 }, token });
  const { event } = dataOf(await callOperation(t.app, 'createCounterEvent', { body: { counterId: counter._id, direction: 'up' }, token }));
  return { group: group._id, counter: counter._id, event: event._id };
}

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    ids.victim = await makeCounters(t, victim);
    ids.attacker = await makeCounters(t, attacker);
  },
  attempts: {
    getCounterGroups: [({ app }, { attacker }) => callOperation(app, 'getCounterGroups', { query: { counterGroupId: ids.victim.group }, token: attacker.access.token })],
    updateCounterGroup: [
      ({ app }, { attacker }) => callOperation(app, 'updateCounterGroup', { body: { counterGroupId: ids.victim.group, name: 'Mine now' }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateCounterGroup', { body: { counterGroupId: ids.victim.group, counterIds: [ids.victim.counter] }, token: attacker.access.token }),
      // The victim's counter ordered into the attacker's own group.
      ({ app }, { attacker }) =>
        callOperation(app, 'updateCounterGroup', { body: { counterGroupId: ids.attacker.group, counterIds: [ids.attacker.counter, ids.victim.counter] }, token: attacker.access.token }),
    ],
    deleteCounterGroup: [({ app }, { attacker }) => callOperation(app, 'deleteCounterGroup', { query: { counterGroupId: ids.victim.group }, token: attacker.access.token })],
    getCounter: [({ app }, { attacker }) => callOperation(app, 'getCounter', { query: { counterId: ids.victim.counter }, token: attacker.access.token })],
    createCounter: [
      ({ app }, { attacker }) => callOperation(app, 'createCounter', { body: { name: 'Planted', counterGroupId: ids.victim.group }, token: attacker.access.token }),
    ],
    updateCounter: [
      ({ app }, { attacker }) => callOperation(app, 'updateCounter', { body: { counterId: ids.victim.counter, name: 'Mine now' }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'updateCounter', { body: { counterId: ids.victim.counter, counterGroupId: ids.attacker.group }, token: attacker.access.token }),
      // The attacker's own counter moved into the victim's group, renamed on the way.
      ({ app }, { attacker }) =>
        callOperation(app, 'updateCounter', { body: { counterId: ids.attacker.counter, name: 'Renamed too', counterGroupId: ids.victim.group }, token: attacker.access.token }),
    ],
    deleteCounter: [({ app }, { attacker }) => callOperation(app, 'deleteCounter', { query: { counterId: ids.victim.counter }, token: attacker.access.token })],
    getCounterEvents: [({ app }, { attacker }) => callOperation(app, 'getCounterEvents', { query: { counterId: ids.victim.counter }, token: attacker.access.token })],
    createCounterEvent: [
      ({ app }, { attacker }) => callOperation(app, 'createCounterEvent', { body: { counterId: ids.victim.counter, direction: 'up' }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'createCounterEvent', { body: { counterId: ids.victim.counter, delta: -100 }, token: attacker.access.token }),
    ],
    deleteCounterEvent: [({ app }, { attacker }) => callOperation(app, 'deleteCounterEvent', { query: { counterEventId: ids.victim.event }, token: attacker.access.token })],
    getCounterHistory: [
      ({ app }, { attacker }) =>
        callOperation(app, 'getCounterHistory', { query: { counterId: ids.victim.counter, by: 'day', from: '2026-11-01', to: '2026-11-30' }, token: attacker.access.token }),
    ],
  },
  ownView: ({ app }, victim) => {
    const token = victim.access.token;
    return Promise.all([
      callOperation(app, 'getCounterGroups', { token }),
      callOperation(app, 'getCounterGroups', { query: { counterGroupId: ids.victim.group }, token }),
      callOperation(app, 'getCounter', { query: { counterId: ids.victim.counter }, token }),
      callOperation(app, 'getCounterEvents', { query: { counterId: ids.victim.counter }, token }),
      callOperation(app, 'getCounterHistory', { query: { counterId: ids.victim.counter, by: 'week', from: '2020-01-01', to: '2022-12-31' }, token }),
    ]);
  },
};
