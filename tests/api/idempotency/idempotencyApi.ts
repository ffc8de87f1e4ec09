// What the idempotency tests share: an app on a clock the test moves, with short waits; calls by
// operationId with an Idempotency-Key, answered with their headers and exact text (a replay must
// be the same bytes); makers of a counter to tap; and the store's rows straight from the table.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OperationId } from '../../../src/contract/types';
import type { IdempotencySettings } from '../../../src/server/idempotency/index';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperationForBytes, type CallOptions } from '../contractClient';

export const NOW = '2026-11-28T08:00:00.000Z';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An answer as the client receives it: status, headers, the body's text and its JSON. */
export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  json: { status: boolean; data?: unknown; error?: { code: string; message: string } };
}

export interface KeyedCaller {
  user: SignedUp;
  /** Calls the operation as this user, with `key` as Idempotency-Key (none when undefined). */
  send: <Id extends OperationId>(app: FastifyInstance, id: Id, key: string | undefined, options?: Omit<CallOptions<Id>, 'token'>) => Promise<RawAnswer>;
  /** A new counter group with one counter (step 1), for taps that show how often a change applied. */
  makeCounter: (app: FastifyInstance) => Promise<string>;
}

export interface IdempotencyApi extends KeyedCaller {
  t: TestApp;
  advance: (ms: number) => void;
  now: () => Date;
  otherUser: (username: string) => Promise<KeyedCaller>;
  snapshot: () => Promise<Record<string, string[]>>;
  /** The store's rows of a user, by key. */
  keysOf: (userId: string) => Promise<Array<{ key: string; status_code: number | null; body: string | null }>>;
  /** A counter's value and how many events it has, from the tables. */
  counted: (counterId: string) => Promise<{ value: number; events: number }>;
}

export const newKey = (): string => randomUUID();

function callerOf(user: SignedUp): KeyedCaller {
  const send: KeyedCaller['send'] = async (app, id, key, options = {}) => {
    const headers = { ...options.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) };
    const answer = await callOperationForBytes(app, id, { ...options, headers, token: user.access.token } as CallOptions<typeof id>);
    const text = answer.bytes.toString('utf8');
    return { statusCode: answer.statusCode, headers: answer.headers, text, json: JSON.parse(text) as RawAnswer['json'] };
  };
  const dataOf = (answer: RawAnswer) => {
    if (answer.statusCode !== 200) throw new Error(`Expected success, got ${answer.statusCode} ${answer.text}`);
    return answer.json.data as { _id: string };
  };
  return {
    user,
    send,
    makeCounter: async (app) => {
      const group = dataOf(await send(app, 'createCounterGroup', undefined, { body: { name: 'Water' } }));
      return dataOf(await send(app, 'createCounter', undefined, { body: { counterGroupId: group._id, name: 'Glasses' } }))._id;
    },
  };
}

export async function startIdempotencyApi(username: string, settings: Partial<IdempotencySettings> = {}): Promise<IdempotencyApi> {
  let now = Date.parse(NOW);
  const clock = () => new Date(now);
  const t = await createTestApp({ idempotency: { now: clock, waitMs: 400, pollMs: 20, ...settings } });
  const user = await signUp(t.app, username);
  const db = t.database.db;
  return {
    t,
    ...callerOf(user),
    advance: (ms) => {
      now += ms;
    },
    now: clock,
    otherUser: async (name) => callerOf(await signUp(t.app, name)),
    snapshot: () => tableSnapshot(db),
    keysOf: (userId) => db.selectFrom('idempotency_key').select(['key', 'status_code', 'body']).where('user_id', '=', userId).orderBy('created_at').execute(),
    counted: async (counterId) => {
      const counter = await db.selectFrom('counter').select('value').where('id', '=', counterId).executeTakeFirstOrThrow();
      const events = await db.selectFrom('counter_event').select((eb) => eb.fn.countAll().as('n')).where('counter_id', '=', counterId).executeTakeFirstOrThrow();
      return { value: counter.value, events: Number(events.n) };
    },
  };
}
