// Proves /counter-group: groups are made trimmed, listed oldest first each with its counters in
// the user's order (values and the day's and week's counts in the asked zone), renamed, their
// counters reordered (exactly the group's counters, else refused), and deleted with their counters
// and events in one go. Every refusal answers its code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, OperationId, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import type { Answer } from '../contractClient';
import { expectRefusal, NOW, startCountersApi, withCounts, type CounterGroup, type CountersApi } from './countersApi';

const MINUTE = 60_000;

describe('counter groups', () => {
  let api: CountersApi;

  beforeAll(async () => {
    api = await startCountersApi('greta');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('makes a group with its name trimmed, holding no counters', async () => {
    api.setNow(NOW);
    const made = await api.ok('createCounterGroup', { body: { name: '  Health ' } });
    expect(made).toEqual({ _id: expect.stringMatching(/^[\w-]{12}$/), name: 'Health', createdAt: NOW, counters: [] });
    expect(await api.readGroup(made._id)).toEqual(made);
  });

  it('lists every group oldest first with its counters in order and their counts, in one call', async () => {
    const own = await api.otherUser('lister');
    api.setNow('2026-11-26T08:00:00.000Z');
    const work = await own.makeGroup('Work');
    api.advance(MINUTE);
    const home = await own.makeGroup('Home');
    const coffee = await own.makeCounter(work._id, 'Coffee', { goal: 3 });
    const calls = await own.makeCounter(work._id, 'Calls', { step: 5, initialValue: 100 });
    const laundry = await own.makeCounter(home._id, 'Laundry', { goal: 2, goalPeriod: 'week' });
    // Monday of the week, then today (Thursday) twice.
    api.setNow('2026-11-23T12:00:00.000Z');
    await own.tap(coffee._id, 'up');
    await own.tap(laundry._id, 'up');
    api.setNow('2026-11-26T09:00:00.000Z');
    await own.tap(coffee._id, 'up');
    await own.tap(calls._id, 'up');
    const list = await own.readGroups({ date: '2026-11-26' });
    expect(list).toEqual([
      { ...work, counters: [withCounts({ ...coffee, value: 2 }, 1, 2), withCounts({ ...calls, value: 105 }, 5, 5)] },
      { ...home, counters: [withCounts({ ...laundry, value: 1 }, 0, 1)] },
    ]);
    // The next Monday is a new week; without a date, today is the clock's day.
    expect((await own.readGroup(work._id, { date: '2026-11-30' })).counters.map((c) => [c.name, c.dayCount, c.weekCount])).toEqual([
      ['Coffee', 0, 0],
      ['Calls', 0, 0],
    ]);
    expect((await own.readGroup(work._id)).counters.map((c) => [c.name, c.dayCount, c.weekCount])).toEqual([
      ['Coffee', 1, 2],
      ['Calls', 5, 5],
    ]);
  });

  it("counts the day in the asked zone: 23:30 UTC is already tomorrow in Stockholm", async () => {
    const own = await api.otherUser('zoned');
    const group = await own.makeGroup('Night');
    const counter = await own.makeCounter(group._id, 'Steps');
    api.setNow('2026-11-26T23:30:00.000Z');
    await own.tap(counter._id, 'up');
    const utc = await own.readGroup(group._id, { date: '2026-11-26' });
    const stockholmToday = await own.readGroup(group._id, { date: '2026-11-26', timeZone: 'Europe/Stockholm' });
    const stockholmTomorrow = await own.readGroup(group._id, { timeZone: 'Europe/Stockholm' });
    expect([utc, stockholmToday, stockholmTomorrow].map((g) => g.counters[0]!.dayCount)).toEqual([1, 0, 1]);
  });

  it('renames a group and orders its counters, in one call', async () => {
    api.setNow(NOW);
    const group = await api.makeGroup('Habits');
    const [a, b, c] = [await api.makeCounter(group._id, 'A'), await api.makeCounter(group._id, 'B'), await api.makeCounter(group._id, 'C')];
    const changed = await api.ok('updateCounterGroup', { body: { counterGroupId: group._id, name: ' Daily habits ', counterIds: [c!._id, a!._id, b!._id] } });
    expect(changed.name).toBe('Daily habits');
    expect(changed.counters.map((counter) => counter.name)).toEqual(['C', 'A', 'B']);
    expect((await api.readGroup(group._id)).counters.map((counter) => counter.name)).toEqual(['C', 'A', 'B']);
    // A counter made afterwards goes last.
    await api.makeCounter(group._id, 'D');
    expect((await api.readGroup(group._id)).counters.map((counter) => counter.name)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('deletes a group with its counters and their events, answering how many', async () => {
    const group = await api.makeGroup('Doomed');
    const one = await api.makeCounter(group._id, 'One');
    const two = await api.makeCounter(group._id, 'Two');
    const kept = await api.makeGroup('Kept');
    const survivor = await api.makeCounter(kept._id, 'Survivor');
    await api.tap(one._id, 'up');
    await api.tap(one._id, 'up');
    await api.tap(two._id, 'down');
    await api.tap(survivor._id, 'up');
    expect(await api.ok('deleteCounterGroup', { query: { counterGroupId: group._id } })).toEqual({ deletedCounters: 2, deletedEvents: 3 });
    expectRefusal(await api.call('getCounterGroups', { query: { counterGroupId: group._id } }), 404, 'COUNTER_GROUP_NOT_FOUND');
    expectRefusal(await api.call('getCounter', { query: { counterId: one._id } }), 404, 'COUNTER_NOT_FOUND');
    expect((await api.eventsOf(survivor._id)).events).toHaveLength(1);
    const left = await api.t.database.db.selectFrom('counter_event').select('counter_id').where('counter_id', 'in', [one._id, two._id]).execute();
    expect(left).toEqual([]);
  });

  const refusals: Array<[string, (kept: CounterGroup, others: { mine: string; elsewhere: string }) => Promise<Answer<OperationId>>, number, ErrorCode]> = [
    ['an empty name', () => api.call('createCounterGroup', { body: { name: '   ' } }), 400, 'COUNTER_GROUP_NAME_REQUIRED'],
    ['a rename to nothing', (kept) => api.call('updateCounterGroup', { body: { counterGroupId: kept._id, name: ' ' } }), 400, 'COUNTER_GROUP_NAME_REQUIRED'],
    ['a change of nothing', (kept) => api.call('updateCounterGroup', { body: { counterGroupId: kept._id } }), 400, 'NOTHING_TO_CHANGE'],
    ['a rename of an unknown group', () => api.call('updateCounterGroup', { body: { counterGroupId: newId(), name: 'Nowhere' } }), 404, 'COUNTER_GROUP_NOT_FOUND'],
    ['an order missing a counter', (kept, { mine }) => api.call('updateCounterGroup', { body: { counterGroupId: kept._id, counterIds: [mine] } }), 400, 'COUNTER_ORDER_MISMATCH'],
    [
      'an order naming a counter twice',
      (kept, { mine }) => api.call('updateCounterGroup', { body: { counterGroupId: kept._id, counterIds: [mine, mine] } }),
      400,
      'COUNTER_ORDER_MISMATCH',
    ],
    [
      "an order with another group's counter",
      (kept, { mine, elsewhere }) => api.call('updateCounterGroup', { body: { counterGroupId: kept._id, counterIds: [mine, elsewhere] } }),
      400,
      'COUNTER_ORDER_MISMATCH',
    ],
    ['an order with an unknown counter', (kept, { mine }) => api.call('updateCounterGroup', { body: { counterGroupId: kept._id, counterIds: [mine, newId()] } }), 404, 'COUNTER_NOT_FOUND'],
    ['a delete of an unknown group', () => api.call('deleteCounterGroup', { query: { counterGroupId: newId() } }), 404, 'COUNTER_GROUP_NOT_FOUND'],
    ['an unknown time zone', () => api.call('getCounterGroups', { query: { timeZone: 'Mars/Olympus' } }), 400, 'INVALID_TIME_ZONE'],
  ];
  it.each(refusals)('refuses %s and changes nothing', async (_name, call, status, code) => {
    const kept = await api.makeGroup('Keeps its name');
    const mine = await api.makeCounter(kept._id, 'First');
    await api.makeCounter(kept._id, 'Second');
    const elsewhere = await api.makeCounter((await api.makeGroup('Elsewhere'))._id, 'Other');
    const before = await api.snapshot();
    expectRefusal(await call(kept, { mine: mine._id, elsewhere: elsewhere._id }), status, code);
    expect(await api.snapshot()).toEqual(before);
  });

  const invalid: Array<[string, unknown, string]> = [
    ['no name', {}, 'name is required'],
    ['a long name', { name: 'h'.repeat(101) }, 'name must be at most 100 characters long'],
    ['an unknown field', { name: 'Health', colour: 'red' }, 'Unknown field: colour'],
  ];
  it.each(invalid)('refuses a group with %s (400 VALIDATION_FAILED)', async (_name, body, message) => {
    const before = await api.snapshot();
    const answer = await api.call('createCounterGroup', { body: body as RequestBody<'createCounterGroup'> });
    expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({ statusCode: 400, body: errorOf('VALIDATION_FAILED', message) });
    expect(await api.snapshot()).toEqual(before);
  });
});
