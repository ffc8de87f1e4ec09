// What the counters area's API tests share: an app with a clock the test moves, a signed-up user,
// short calls by operationId with the user's token, makers of groups and counters, a tap, readers
// that narrow GET /counter-group's answers (one group or the list), the stored value and event
// sum of a counter (which must agree), and a snapshot of every table to prove that a refused call
// changed nothing.
import type { OperationId, RequestBody, ResponseData, Schemas } from '../../../src/contract/types';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf, type Answer, type CallOptions } from '../contractClient';

export type CounterGroup = Schemas['CounterGroup'];
export type Counter = Schemas['Counter'];
export type CounterWithCounts = Schemas['CounterWithCounts'];

/** Thursday 26 November 2026, 10:00 UTC (11:00 in Stockholm). */
export const NOW = '2026-11-26T10:00:00.000Z';

type Options<Id extends OperationId> = Omit<CallOptions<Id>, 'token'>;
type NewCounter = Omit<RequestBody<'createCounter'>, 'counterGroupId' | 'name'>;

export interface Caller {
  user: SignedUp;
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<Answer<Id>>;
  /** The data of a call that must succeed. */
  ok: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<ResponseData<Id>>;
  makeGroup: (name: string) => Promise<CounterGroup>;
  makeCounter: (counterGroupId: string, name: string, fields?: NewCounter) => Promise<Counter>;
  tap: (counterId: string, direction: 'up' | 'down') => Promise<ResponseData<'createCounterEvent'>>;
  add: (counterId: string, delta: number) => Promise<ResponseData<'createCounterEvent'>>;
  readGroups: (query?: Options<'getCounterGroups'>['query']) => Promise<CounterGroup[]>;
  readGroup: (counterGroupId: string, query?: Options<'getCounterGroups'>['query']) => Promise<CounterGroup>;
  readCounter: (counterId: string, query?: Omit<NonNullable<Options<'getCounter'>['query']>, 'counterId'>) => Promise<CounterWithCounts>;
  eventsOf: (counterId: string, pageNumber?: number) => Promise<ResponseData<'getCounterEvents'>>;
}

export interface CountersApi extends Caller {
  t: TestApp;
  setNow: (iso: string) => void;
  advance: (ms: number) => void;
  /** Another user of the same app, calling with their own token. */
  otherUser: (username: string) => Promise<Caller>;
  snapshot: () => Promise<Record<string, string[]>>;
  /** The counter's stored value, and its initial value plus the sum of its events, straight from the tables. */
  storedValues: (counterId: string) => Promise<{ value: number; initialPlusEvents: number }>;
}

function callerOf(t: TestApp, user: SignedUp): Caller {
  const call: Caller['call'] = (id, options = {}) => callOperation(t.app, id, { ...options, token: user.access.token } as CallOptions<typeof id>);
  const ok: Caller['ok'] = async (id, options) => dataOf(await call(id, options));
  return {
    user,
    call,
    ok,
    makeGroup: (name) => ok('createCounterGroup', { body: { name } }),
    makeCounter: (counterGroupId, name, fields = {}) => ok('createCounter', { body: { counterGroupId, name, ...fields } }),
    tap: (counterId, direction) => ok('createCounterEvent', { body: { counterId, direction } }),
    add: (counterId, delta) => ok('createCounterEvent', { body: { counterId, delta } }),
    readGroups: async (query = {}) => asGroups(await ok('getCounterGroups', { query })),
    readGroup: async (counterGroupId, query = {}) => asGroup(await ok('getCounterGroups', { query: { ...query, counterGroupId } })),
    readCounter: (counterId, query = {}) => ok('getCounter', { query: { ...query, counterId } }),
    eventsOf: (counterId, pageNumber) => ok('getCounterEvents', { query: { counterId, ...(pageNumber === undefined ? {} : { pageNumber }) } }),
  };
}

export async function startCountersApi(username = 'tally', pageSize?: number): Promise<CountersApi> {
  let clock = Date.parse(NOW);
  const t = await createTestApp({ settings: { counters: { now: () => new Date(clock), ...(pageSize === undefined ? {} : { pageSize }) } } });
  const user = await signUp(t.app, username);
  const db = t.database.db;
  return {
    ...callerOf(t, user),
    t,
    setNow: (iso) => {
      clock = Date.parse(iso);
    },
    advance: (ms) => {
      clock += ms;
    },
    otherUser: async (name) => callerOf(t, await signUp(t.app, name)),
    snapshot: () => tableSnapshot(db),
    storedValues: async (counterId) => {
      const counter = await db.selectFrom('counter').select(['value', 'initial_value']).where('id', '=', counterId).executeTakeFirstOrThrow();
      const sum = await db
        .selectFrom('counter_event')
        .select((eb) => eb.fn.sum<number | string | null>('delta').as('total'))
        .where('counter_id', '=', counterId)
        .executeTakeFirst();
      return { value: counter.value, initialPlusEvents: counter.initial_value + Number(sum?.total ?? 0) };
    },
  };
}

export { expectRefusal } from '../expectRefusal';

export function asGroup(data: ResponseData<'getCounterGroups'>): CounterGroup {
  if (Array.isArray(data)) throw new Error(`Expected one group, got ${JSON.stringify(data)}`);
  return data;
}

export function asGroups(data: ResponseData<'getCounterGroups'>): CounterGroup[] {
  if (!Array.isArray(data)) throw new Error(`Expected the list of groups, got ${JSON.stringify(data)}`);
  return data;
}

/** A counter as GET /counter-group and GET /counter show it, with its counts. */
export function withCounts(counter: Counter, dayCount = 0, weekCount = dayCount): CounterWithCounts {
  return { ...counter, dayCount, weekCount };
}
