// Proves /counter-event: a tap counts up or down by the counter's step, or by any delta; each
// change is kept with its time and the value after it, listed newest first a page at a time; undo
// removes only the counter's latest change and takes exactly its delta back, so the stored value
// always equals the initial value plus the sum of the events. Every refusal answers its code and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, OperationId, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import type { Answer } from '../contractClient';
import { expectRefusal, NOW, startCountersApi, type Counter, type CounterGroup, type CountersApi } from './countersApi';

const SECOND = 1000;

describe('counter events', () => {
  let api: CountersApi;
  let group: CounterGroup;

  beforeAll(async () => {
    api = await startCountersApi('edvin', 3);
    group = await api.makeGroup('Counting');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('counts up and down by the step, and by any delta, keeping each change with its time and the value after it', async () => {
    api.setNow(NOW);
    const counter = await api.makeCounter(group._id, 'Glasses', { step: 2, initialValue: 10 });
    const up = await api.tap(counter._id, 'up');
    expect(up).toEqual({
      event: { _id: expect.stringMatching(/^[\w-]{12}$/), counterId: counter._id, delta: 2, valueAfter: 12, at: NOW },
      counter: { ...counter, value: 12 },
    });
    api.advance(SECOND);
    expect((await api.tap(counter._id, 'down')).counter.value).toBe(10);
    api.advance(SECOND);
    expect((await api.add(counter._id, -25)).counter.value).toBe(-15);
    expect(await api.storedValues(counter._id)).toEqual({ value: -15, initialPlusEvents: -15 });
    expect((await api.readCounter(counter._id)).value).toBe(-15);
  });

  it('undoes exactly: up, up, down, undo leaves the value, the events and the history agreeing', async () => {
    api.setNow(NOW);
    const counter = await api.makeCounter(group._id, 'Exact', { step: 3 });
    await api.tap(counter._id, 'up');
    await api.tap(counter._id, 'up');
    const down = await api.tap(counter._id, 'down');
    expect(down.counter.value).toBe(3);
    const undone = await api.ok('deleteCounterEvent', { query: { counterEventId: down.event._id } });
    expect(undone).toEqual({ ...counter, value: 6 });
    expect(await api.storedValues(counter._id)).toEqual({ value: 6, initialPlusEvents: 6 });
    expect((await api.eventsOf(counter._id)).events.map((event) => [event.delta, event.valueAfter])).toEqual([
      [3, 6],
      [3, 3],
    ]);
    const history = await api.ok('getCounterHistory', { query: { counterId: counter._id, by: 'day', from: '2026-11-26', to: '2026-11-26' } });
    expect(history.periods).toEqual([{ from: '2026-11-26', to: '2026-11-26', total: 6 }]);
    expect((await api.readCounter(counter._id)).dayCount).toBe(6);
    // Undo again, and again: back to where it started; the counter counts on from there.
    const [second, first] = (await api.eventsOf(counter._id)).events;
    expect((await api.ok('deleteCounterEvent', { query: { counterEventId: second!._id } })).value).toBe(3);
    expect((await api.ok('deleteCounterEvent', { query: { counterEventId: first!._id } })).value).toBe(0);
    expect(await api.eventsOf(counter._id)).toEqual({ events: [], totalPages: 1 });
    expect((await api.tap(counter._id, 'up')).event.valueAfter).toBe(3);
  });

  it('undoes the latest of two changes made in the same millisecond', async () => {
    api.setNow(NOW);
    const counter = await api.makeCounter(group._id, 'Quick');
    await api.add(counter._id, 5);
    const last = await api.add(counter._id, 7);
    expectRefusal(await api.call('deleteCounterEvent', { query: { counterEventId: (await api.eventsOf(counter._id)).events[1]!._id } }), 409, 'COUNTER_EVENT_NOT_LATEST');
    expect((await api.ok('deleteCounterEvent', { query: { counterEventId: last.event._id } })).value).toBe(5);
  });

  it('lists the events newest first, a page at a time', async () => {
    api.setNow(NOW);
    const counter = await api.makeCounter(group._id, 'Paged');
    for (let index = 1; index <= 7; index += 1) {
      await api.add(counter._id, index);
      api.advance(SECOND);
    }
    const first = await api.eventsOf(counter._id);
    expect(first.totalPages).toBe(3);
    expect(first.events.map((event) => event.delta)).toEqual([7, 6, 5]);
    expect((await api.eventsOf(counter._id, 3)).events.map((event) => [event.delta, event.valueAfter])).toEqual([[1, 1]]);
    expect((await api.eventsOf(counter._id, 4)).events).toEqual([]);
  });

  it('keeps the value within a billion either way', async () => {
    const counter = await api.makeCounter(group._id, 'Big', { initialValue: 999_999_999 });
    expect((await api.tap(counter._id, 'up')).counter.value).toBe(1_000_000_000);
    const before = await api.snapshot();
    expectRefusal(await api.call('createCounterEvent', { body: { counterId: counter._id, direction: 'up' } }), 409, 'COUNTER_VALUE_OUT_OF_RANGE');
    expect(await api.snapshot()).toEqual(before);
  });

  const refusals: Array<[string, (kept: Counter, olderEvent: string) => Promise<Answer<OperationId>>, number, ErrorCode]> = [
    ['a change of 0', (kept) => api.call('createCounterEvent', { body: { counterId: kept._id, delta: 0 } }), 400, 'COUNTER_DELTA_INVALID'],
    ['a direction and a delta', (kept) => api.call('createCounterEvent', { body: { counterId: kept._id, direction: 'up', delta: 2 } }), 400, 'DIRECTION_OR_DELTA'],
    ['neither a direction nor a delta', (kept) => api.call('createCounterEvent', { body: { counterId: kept._id } }), 400, 'DIRECTION_OR_DELTA'],
    ['a change of an unknown counter', () => api.call('createCounterEvent', { body: { counterId: newId(), direction: 'up' } }), 404, 'COUNTER_NOT_FOUND'],
    ['an undo of a change that is not the latest', (_kept, olderEvent) => api.call('deleteCounterEvent', { query: { counterEventId: olderEvent } }), 409, 'COUNTER_EVENT_NOT_LATEST'],
    ['an undo of an unknown change', () => api.call('deleteCounterEvent', { query: { counterEventId: newId() } }), 404, 'COUNTER_EVENT_NOT_FOUND'],
    ['the events of an unknown counter', () => api.call('getCounterEvents', { query: { counterId: newId() } }), 404, 'COUNTER_NOT_FOUND'],
  ];
  it.each(refusals)('refuses %s and changes nothing', async (_name, call, status, code) => {
    const kept = await api.makeCounter(group._id, 'Kept');
    const older = await api.tap(kept._id, 'up');
    await api.tap(kept._id, 'up');
    const before = await api.snapshot();
    expectRefusal(await call(kept, older.event._id), status, code);
    expect(await api.snapshot()).toEqual(before);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['a sideways direction', { direction: 'sideways' }, 'direction must be one of: up, down'],
    ['a fractional delta', { delta: 0.5 }, 'delta must be an integer'],
    ['a delta past a million', { delta: -1_000_001 }, 'delta must be at least -1000000'],
    ['an unknown field', { direction: 'up', at: NOW }, 'Unknown field: at'],
  ];
  it.each(invalid)('refuses a change with %s (400 VALIDATION_FAILED)', async (_name, fields, message) => {
    const counter = await api.makeCounter(group._id, 'Strict');
    const before = await api.snapshot();
    const answer = await api.call('createCounterEvent', { body: { counterId: counter._id, ...fields } as RequestBody<'createCounterEvent'> });
    expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({ statusCode: 400, body: errorOf('VALIDATION_FAILED', message) });
    expect(await api.snapshot()).toEqual(before);
  });
});
