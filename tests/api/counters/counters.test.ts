// Proves /counter: a counter is made last in its group with a step (default 1), an optional goal per
// day (default) or week and an initial value; read with its counts; changed (name, step, goal and
// its period, removing the goal) and moved to another group, last; deleted with its events. The
// create body the issue fixes ({name, counterGroupId}) works as written. Every refusal answers its
// code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, OperationId, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import type { Answer } from '../contractClient';
import { expectRefusal, NOW, startCountersApi, withCounts, type Counter, type CounterGroup, type CountersApi } from './countersApi';

const MINUTE = 60_000;

describe('counters', () => {
  let api: CountersApi;
  let group: CounterGroup;

  beforeAll(async () => {
    api = await startCountersApi('cecilia');
    group = await api.makeGroup('Health');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('makes a counter from just a name and a group: step 1, no goal, value 0', async () => {
    api.setNow(NOW);
    const made = await api.ok('createCounter', { body: { name: ' Water ', counterGroupId: group._id } });
    expect(made).toEqual({
      _id: expect.stringMatching(/^[\w-]{12}$/),
      counterGroupId: group._id,
      name: 'Water',
      value: 0,
      step: 1,
      goal: null,
      goalPeriod: null,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(await api.readCounter(made._id)).toEqual(withCounts(made));
  });

  it('makes a counter with a step, a goal (per day unless told) and an initial value that is no event', async () => {
    const pushUps = await api.makeCounter(group._id, 'Push-ups', { step: 10, goal: 50, initialValue: 1000 });
    expect(pushUps).toMatchObject({ step: 10, goal: 50, goalPeriod: 'day', value: 1000 });
    const runs = await api.makeCounter(group._id, 'Runs', { goal: 3, goalPeriod: 'week' });
    expect(runs).toMatchObject({ goal: 3, goalPeriod: 'week', value: 0 });
    expect(await api.eventsOf(pushUps._id)).toEqual({ events: [], totalPages: 1 });
    await api.tap(pushUps._id, 'up');
    expect(await api.readCounter(pushUps._id)).toEqual(withCounts({ ...pushUps, value: 1010 }, 10));
  });

  it("changes a counter's name, step and goal, keeping its value; a new goal keeps the period; null removes the goal", async () => {
    api.setNow(NOW);
    const counter = await api.makeCounter(group._id, 'Tea', { goal: 4, goalPeriod: 'week' });
    await api.tap(counter._id, 'up');
    api.advance(MINUTE);
    const later = new Date(Date.parse(NOW) + MINUTE).toISOString();
    const changed = await api.ok('updateCounter', { body: { counterId: counter._id, name: 'Green tea', step: 2, goal: 6 } });
    expect(changed).toEqual({ ...counter, name: 'Green tea', step: 2, goal: 6, goalPeriod: 'week', value: 1, updatedAt: later });
    expect(await api.ok('updateCounter', { body: { counterId: counter._id, goalPeriod: 'day' } })).toMatchObject({ goal: 6, goalPeriod: 'day' });
    expect(await api.ok('updateCounter', { body: { counterId: counter._id, goal: null } })).toMatchObject({ goal: null, goalPeriod: null });
    // A goal again, with no period said: a day.
    expect(await api.ok('updateCounter', { body: { counterId: counter._id, goal: 2 } })).toMatchObject({ goal: 2, goalPeriod: 'day' });
    // The step is what a tap adds now.
    expect((await api.tap(counter._id, 'up')).counter.value).toBe(3);
  });

  it('moves a counter to another group, last there, with its events', async () => {
    const from = await api.makeGroup('From');
    const to = await api.makeGroup('To');
    const moving = await api.makeCounter(from._id, 'Moving');
    await api.makeCounter(to._id, 'Already there');
    await api.tap(moving._id, 'up');
    const moved = await api.ok('updateCounter', { body: { counterId: moving._id, counterGroupId: to._id } });
    expect(moved).toMatchObject({ counterGroupId: to._id, value: 1 });
    expect((await api.readGroup(from._id)).counters).toEqual([]);
    expect((await api.readGroup(to._id)).counters.map((c) => c.name)).toEqual(['Already there', 'Moving']);
    expect((await api.eventsOf(moving._id)).events).toHaveLength(1);
  });

  it('deletes a counter with its events', async () => {
    const doomed = await api.makeCounter(group._id, 'Doomed');
    await api.tap(doomed._id, 'up');
    const eventId = (await api.tap(doomed._id, 'up')).event._id;
    expect(await api.ok('deleteCounter', { query: { counterId: doomed._id } })).toBeNull();
    expectRefusal(await api.call('getCounter', { query: { counterId: doomed._id } }), 404, 'COUNTER_NOT_FOUND');
    expectRefusal(await api.call('deleteCounterEvent', { query: { counterEventId: eventId } }), 404, 'COUNTER_EVENT_NOT_FOUND');
    expect(await api.t.database.db.selectFrom('counter_event').select('id').where('counter_id', '=', doomed._id).execute()).toEqual([]);
  });

  const refusals: Array<[string, (kept: Counter) => Promise<Answer<OperationId>>, number, ErrorCode]> = [
    ['an empty name', () => api.call('createCounter', { body: { name: ' ', counterGroupId: group._id } }), 400, 'COUNTER_NAME_REQUIRED'],
    ['a counter in an unknown group', () => api.call('createCounter', { body: { name: 'Lost', counterGroupId: newId() } }), 404, 'COUNTER_GROUP_NOT_FOUND'],
    ['a step of 0', () => api.call('createCounter', { body: { name: 'Zero', counterGroupId: group._id, step: 0 } }), 400, 'COUNTER_STEP_INVALID'],
    ['a negative step', () => api.call('createCounter', { body: { name: 'Back', counterGroupId: group._id, step: -1 } }), 400, 'COUNTER_STEP_INVALID'],
    ['a goal of 0', () => api.call('createCounter', { body: { name: 'Aimless', counterGroupId: group._id, goal: 0 } }), 400, 'COUNTER_GOAL_INVALID'],
    ['a goal period without a goal', () => api.call('createCounter', { body: { name: 'Weekly', counterGroupId: group._id, goalPeriod: 'week' } }), 400, 'COUNTER_GOAL_PERIOD_WITHOUT_GOAL'],
    ['a change of nothing', (kept) => api.call('updateCounter', { body: { counterId: kept._id } }), 400, 'NOTHING_TO_CHANGE'],
    ['a rename to nothing', (kept) => api.call('updateCounter', { body: { counterId: kept._id, name: '' } }), 400, 'COUNTER_NAME_REQUIRED'],
    ['a change to a step of 0', (kept) => api.call('updateCounter', { body: { counterId: kept._id, step: 0 } }), 400, 'COUNTER_STEP_INVALID'],
    ['a change to a goal of -5', (kept) => api.call('updateCounter', { body: { counterId: kept._id, goal: -5 } }), 400, 'COUNTER_GOAL_INVALID'],
    ['a goal period on a counter with no goal', (kept) => api.call('updateCounter', { body: { counterId: kept._id, goalPeriod: 'week' } }), 400, 'COUNTER_GOAL_PERIOD_WITHOUT_GOAL'],
    ['removing the goal but naming a period', (kept) => api.call('updateCounter', { body: { counterId: kept._id, goal: null, goalPeriod: 'day' } }), 400, 'COUNTER_GOAL_PERIOD_WITHOUT_GOAL'],
    ['a move into an unknown group', (kept) => api.call('updateCounter', { body: { counterId: kept._id, counterGroupId: newId() } }), 404, 'COUNTER_GROUP_NOT_FOUND'],
    ['a change of an unknown counter', () => api.call('updateCounter', { body: { counterId: newId(), name: 'Ghost' } }), 404, 'COUNTER_NOT_FOUND'],
    ['a delete of an unknown counter', () => api.call('deleteCounter', { query: { counterId: newId() } }), 404, 'COUNTER_NOT_FOUND'],
    ['a read of an unknown counter', () => api.call('getCounter', { query: { counterId: newId() } }), 404, 'COUNTER_NOT_FOUND'],
    ['a read in an unknown zone', (kept) => api.call('getCounter', { query: { counterId: kept._id, timeZone: 'Europe/Atlantis' } }), 400, 'INVALID_TIME_ZONE'],
  ];
  it.each(refusals)('refuses %s and changes nothing', async (_name, call, status, code) => {
    const kept = await api.makeCounter(group._id, 'Kept');
    await api.tap(kept._id, 'up');
    const before = await api.snapshot();
    expectRefusal(await call(kept), status, code);
    expect(await api.snapshot()).toEqual(before);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['no group', { name: 'Orphan' }, 'counterGroupId is required'],
    ['a long name', { name: 'w'.repeat(101) }, 'name must be at most 100 characters long'],
    ['a step of 1.5', { name: 'Half', step: 1.5 }, 'step must be an integer'],
    ['a huge step', { name: 'Leap', step: 1_000_001 }, 'step must be at most 1000000'],
    ['a period of a month', { name: 'Monthly', goal: 1, goalPeriod: 'month' }, 'goalPeriod must be one of: day, week'],
    ['an initial value past a billion', { name: 'Huge', initialValue: 1_000_000_001 }, 'initialValue must be at most 1000000000'],
    ['an unknown field', { name: 'Water', value: 5 }, 'Unknown field: value'],
  ];
  it.each(invalid)('refuses a counter with %s (400 VALIDATION_FAILED)', async (_name, fields, message) => {
    const before = await api.snapshot();
    const body = { ...(fields.name === 'Orphan' ? {} : { counterGroupId: group._id }), ...fields };
    const answer = await api.call('createCounter', { body: body as RequestBody<'createCounter'> });
    expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({ statusCode: 400, body: errorOf('VALIDATION_FAILED', message) });
    expect(await api.snapshot()).toEqual(before);
  });
});
