import type { RequestBody, Schemas } from '../../../contract/types';
import { isTimeZone, periodAround, rangePeriods, type Span } from '../../../domain/timePeriods';
import { ok, refused, type FakeServer } from '../../testing/fakeServer';
import { fakeId, fakeTime } from '../../testing/fakeIds';

type Counter = Schemas['Counter'];
type CounterEvent = Schemas['CounterEvent'];
type CounterGroup = Schemas['CounterGroup'];

/** A group as the fake holds it: its counters are the store's, in the store's order. */
export type FakeCounterGroup = Omit<CounterGroup, 'counters'>;

/** What the fake counters area holds; tests seed it and read it. */
export interface FakeCountersStore {
  groups: FakeCounterGroup[];
  /** Every counter, in each group's order. */
  counters: Counter[];
  /** Every change, oldest first. */
  events: CounterEvent[];
}

export interface FakeCountersSeed {
  groups?: FakeCounterGroup[];
  counters?: Counter[];
  events?: CounterEvent[];
}

/** A counter group, made now (later calls are newer). */
export function fakeCounterGroup(name: string, overrides: Partial<FakeCounterGroup> = {}): FakeCounterGroup {
  return { _id: fakeId('cgrp'), name, createdAt: fakeTime(), ...overrides };
}

/** A counter of `group` at 0, step 1, without a goal. */
export function fakeCounter(name: string, group: FakeCounterGroup, overrides: Partial<Counter> = {}): Counter {
  const createdAt = fakeTime();
  return { _id: fakeId('cntr'), counterGroupId: group._id, name, value: 0, step: 1, goal: null, goalPeriod: null, createdAt, updatedAt: createdAt, ...overrides };
}

/** Changes `counter` by each delta at the times given (its value follows), as events for the seed. */
export function fakeCounterEvents(counter: Counter, changes: ReadonlyArray<{ delta: number; at: string }>): CounterEvent[] {
  return changes.map(({ delta, at }) => {
    counter.value += delta;
    return { _id: fakeId('cevt'), counterId: counter._id, delta, valueAfter: counter.value, at };
  });
}

const params = (request: Request) => new URL(request.url).searchParams;
/** Today in UTC, the server's default for `date`. */
const utcToday = () => new Date().toISOString().slice(0, 10);
const pageSize = 500;
const limit = 1_000_000_000;

/**
 * The counters area's calls (contract/counters.yaml) on a fake server, over an in-memory store
 * that is empty unless seeded. Day and week counts and the history are in the caller's zone, as
 * the server counts them (the domain's periods: local days, Monday weeks); undo takes only a
 * counter's latest change; unknown ids are 404 with the contract's codes. A test may replace a
 * handler to make a call fail.
 */
export function installFakeCountersServer(server: FakeServer, seed: FakeCountersSeed = {}): FakeCountersStore {
  const store: FakeCountersStore = { groups: [...(seed.groups ?? [])], counters: [...(seed.counters ?? [])], events: [...(seed.events ?? [])] };
  const group = (id: string | null | undefined) => store.groups.find((each) => each._id === id);
  const counter = (id: string | null | undefined) => store.counters.find((each) => each._id === id);
  const eventsOf = (id: string) => store.events.filter((event) => event.counterId === id);
  const sumIn = (id: string, span: Span) =>
    eventsOf(id).reduce((sum, event) => (Date.parse(event.at) >= span.start && Date.parse(event.at) < span.end ? sum + event.delta : sum), 0);
  const withCounts = (each: Counter, date: string, zone: string) => ({
    ...each,
    dayCount: sumIn(each._id, periodAround(date, zone, 'day')),
    weekCount: sumIn(each._id, periodAround(date, zone, 'week')),
  });
  const groupOf = (each: FakeCounterGroup, date: string, zone: string): CounterGroup => ({
    ...each,
    counters: store.counters.filter((one) => one.counterGroupId === each._id).map((one) => withCounts(one, date, zone)),
  });
  const replace = (changed: Counter) => {
    store.counters = store.counters.map((each) => (each._id === changed._id ? changed : each));
    return changed;
  };
  const zoneOf = (query: URLSearchParams) => query.get('timeZone') ?? 'UTC';
  const badGoal = (body: { goal?: number | null; step?: number }) =>
    body.step !== undefined && body.step < 1 ? 'COUNTER_STEP_INVALID' : body.goal !== undefined && body.goal !== null && body.goal < 1 ? 'COUNTER_GOAL_INVALID' : null;

  Object.assign(server.routes, {
    'GET /counter-group': (request: Request) => {
      const query = params(request);
      const zone = zoneOf(query);
      if (!isTimeZone(zone)) return refused(400, 'INVALID_TIME_ZONE');
      const date = query.get('date') ?? utcToday();
      const id = query.get('counterGroupId');
      if (id === null) return ok([...store.groups].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((each) => groupOf(each, date, zone)));
      const found = group(id);
      return found ? ok(groupOf(found, date, zone)) : refused(404, 'COUNTER_GROUP_NOT_FOUND');
    },
    'POST /counter-group': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createCounterGroup'>;
      if (!body.name.trim()) return refused(400, 'COUNTER_GROUP_NAME_REQUIRED');
      const made = fakeCounterGroup(body.name.trim(), { createdAt: new Date().toISOString() });
      store.groups.push(made);
      return ok(groupOf(made, utcToday(), 'UTC'));
    },
    'PUT /counter-group': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateCounterGroup'>;
      const found = group(body.counterGroupId);
      if (!found) return refused(404, 'COUNTER_GROUP_NOT_FOUND');
      if (body.name === undefined && body.counterIds === undefined) return refused(400, 'NOTHING_TO_CHANGE');
      if (body.name !== undefined && !body.name.trim()) return refused(400, 'COUNTER_GROUP_NAME_REQUIRED');
      const changed = { ...found, name: body.name?.trim() ?? found.name };
      store.groups = store.groups.map((each) => (each._id === found._id ? changed : each));
      return ok(groupOf(changed, utcToday(), 'UTC'));
    },
    'DELETE /counter-group': (request: Request) => {
      const id = params(request).get('counterGroupId');
      if (!group(id)) return refused(404, 'COUNTER_GROUP_NOT_FOUND');
      const gone = new Set(store.counters.filter((each) => each.counterGroupId === id).map((each) => each._id));
      const deletedEvents = store.events.filter((event) => gone.has(event.counterId)).length;
      store.events = store.events.filter((event) => !gone.has(event.counterId));
      store.counters = store.counters.filter((each) => !gone.has(each._id));
      store.groups = store.groups.filter((each) => each._id !== id);
      return ok({ deletedCounters: gone.size, deletedEvents });
    },
    'GET /counter': (request: Request) => {
      const query = params(request);
      const zone = zoneOf(query);
      if (!isTimeZone(zone)) return refused(400, 'INVALID_TIME_ZONE');
      const found = counter(query.get('counterId'));
      return found ? ok(withCounts(found, query.get('date') ?? utcToday(), zone)) : refused(404, 'COUNTER_NOT_FOUND');
    },
    'POST /counter': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createCounter'>;
      if (!group(body.counterGroupId)) return refused(404, 'COUNTER_GROUP_NOT_FOUND');
      if (!body.name.trim()) return refused(400, 'COUNTER_NAME_REQUIRED');
      const bad = badGoal(body);
      if (bad) return refused(400, bad);
      const goal = body.goal ?? null;
      if (goal === null && body.goalPeriod !== undefined) return refused(400, 'COUNTER_GOAL_PERIOD_WITHOUT_GOAL');
      const now = new Date().toISOString();
      const made: Counter = {
        _id: fakeId('cntr'),
        counterGroupId: body.counterGroupId,
        name: body.name.trim(),
        value: body.initialValue ?? 0,
        step: body.step ?? 1,
        goal,
        goalPeriod: goal === null ? null : (body.goalPeriod ?? 'day'),
        createdAt: now,
        updatedAt: now,
      };
      store.counters.push(made);
      return ok(made);
    },
    'PUT /counter': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateCounter'>;
      const found = counter(body.counterId);
      if (!found) return refused(404, 'COUNTER_NOT_FOUND');
      const { counterId: _id, ...change } = body;
      if (Object.keys(change).length === 0) return refused(400, 'NOTHING_TO_CHANGE');
      if (change.name !== undefined && !change.name.trim()) return refused(400, 'COUNTER_NAME_REQUIRED');
      const bad = badGoal(change);
      if (bad) return refused(400, bad);
      if (change.counterGroupId !== undefined && !group(change.counterGroupId)) return refused(404, 'COUNTER_GROUP_NOT_FOUND');
      const goal = change.goal === undefined ? found.goal : change.goal;
      if (goal === null && change.goalPeriod !== undefined) return refused(400, 'COUNTER_GOAL_PERIOD_WITHOUT_GOAL');
      const moved = change.counterGroupId !== undefined && change.counterGroupId !== found.counterGroupId;
      const changed: Counter = {
        ...found,
        name: change.name?.trim() ?? found.name,
        step: change.step ?? found.step,
        goal,
        goalPeriod: goal === null ? null : (change.goalPeriod ?? found.goalPeriod ?? 'day'),
        counterGroupId: change.counterGroupId ?? found.counterGroupId,
        updatedAt: new Date().toISOString(),
      };
      if (moved) {
        store.counters = [...store.counters.filter((each) => each._id !== found._id), changed];
        return ok(changed);
      }
      return ok(replace(changed));
    },
    'DELETE /counter': (request: Request) => {
      const id = params(request).get('counterId');
      if (!counter(id)) return refused(404, 'COUNTER_NOT_FOUND');
      store.counters = store.counters.filter((each) => each._id !== id);
      store.events = store.events.filter((event) => event.counterId !== id);
      return ok();
    },
    'GET /counter-event': (request: Request) => {
      const query = params(request);
      const found = counter(query.get('counterId'));
      if (!found) return refused(404, 'COUNTER_NOT_FOUND');
      const newestFirst = eventsOf(found._id).reverse();
      const pageNumber = Number(query.get('pageNumber') ?? 1);
      return ok({ events: newestFirst.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), totalPages: Math.max(1, Math.ceil(newestFirst.length / pageSize)) });
    },
    'POST /counter-event': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createCounterEvent'>;
      const found = counter(body.counterId);
      if (!found) return refused(404, 'COUNTER_NOT_FOUND');
      if ((body.direction === undefined) === (body.delta === undefined)) return refused(400, 'DIRECTION_OR_DELTA');
      if (body.delta === 0) return refused(400, 'COUNTER_DELTA_INVALID');
      const delta = body.delta ?? (body.direction === 'up' ? found.step : -found.step);
      if (Math.abs(found.value + delta) > limit) return refused(409, 'COUNTER_VALUE_OUT_OF_RANGE');
      const changed = replace({ ...found, value: found.value + delta, updatedAt: new Date().toISOString() });
      const event: CounterEvent = { _id: fakeId('cevt'), counterId: found._id, delta, valueAfter: changed.value, at: new Date().toISOString() };
      store.events.push(event);
      return ok({ event, counter: changed });
    },
    'DELETE /counter-event': (request: Request) => {
      const id = params(request).get('counterEventId');
      const event = store.events.find((each) => each._id === id);
      if (!event) return refused(404, 'COUNTER_EVENT_NOT_FOUND');
      if (eventsOf(event.counterId).at(-1) !== event) return refused(409, 'COUNTER_EVENT_NOT_LATEST');
      store.events = store.events.filter((each) => each !== event);
      const found = counter(event.counterId)!;
      return ok(replace({ ...found, value: found.value - event.delta, updatedAt: new Date().toISOString() }));
    },
    'GET /counter-history': (request: Request) => {
      const query = params(request);
      const found = counter(query.get('counterId'));
      if (!found) return refused(404, 'COUNTER_NOT_FOUND');
      const zone = zoneOf(query);
      if (!isTimeZone(zone)) return refused(400, 'INVALID_TIME_ZONE');
      const by = query.get('by') === 'week' ? 'week' : 'day';
      let from = query.get('from')!;
      let to = query.get('to')!;
      if (from > to) return refused(400, 'RANGE_REVERSED');
      if (by === 'week') {
        from = periodAround(from, zone, 'week').from;
        to = periodAround(to, zone, 'week').to;
      }
      const periods = rangePeriods(from, to, zone, by).map((span) => ({ from: span.from, to: span.to, total: sumIn(found._id, span) }));
      return ok({ counterId: found._id, by, timeZone: zone, periods });
    },
  });
  return store;
}
