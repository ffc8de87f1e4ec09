// What the heartbeat API tests share: an app whose time and heartbeat areas read one clock the test
// moves, a signed-up user with a group and a sub group, heartbeats sent as curl sends them, and a
// snapshot of every table to prove that a refused heartbeat changed nothing.
import type { FastifyInstance } from 'fastify';
import type { OperationId, ResponseData, SubGroup, TimeGroup } from '../../../src/contract/types';
import type { HeartbeatSettings } from '../../../src/server/areas/heartbeats/settings';
import type { Database } from '../../../src/server/composition';
import type { Kysely } from 'kysely';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf, type CallOptions } from '../contractClient';

export const SECOND = 1000;
export const MINUTE = 60_000;
export const START = '2026-11-23T12:00:00.000Z';

export interface Clock {
  now: () => Date;
  set: (iso: string) => void;
  advance: (ms: number) => void;
}

export function testClock(iso = START): Clock {
  let clock = Date.parse(iso);
  return {
    now: () => new Date(clock),
    set: (value) => {
      clock = Date.parse(value);
    },
    advance: (ms) => {
      clock += ms;
    },
  };
}

/** The app's settings with one clock for stamps and heartbeats (and any heartbeat overrides). */
export const clockSettings = (clock: Clock, heartbeats: Partial<HeartbeatSettings> = {}) => ({
  time: { now: clock.now },
  heartbeats: { now: clock.now, ...heartbeats },
});

type StampAnswer = ResponseData<'getTimeStamps'>;
export type OneStamp = Exclude<StampAnswer, { timeStamps: unknown }>;
export type StampPage = Extract<StampAnswer, { timeStamps: unknown }>;

/** A stamp asked for by id (the answer's one-stamp shape). */
export function oneStamp(answer: StampAnswer): OneStamp {
  if ('timeStamps' in answer) throw new Error('Expected one stamp, got a page');
  return answer;
}

/** Stamps asked for as a list (active, date, sub group). */
export function stampPage(answer: StampAnswer): StampPage {
  if (!('timeStamps' in answer)) throw new Error('Expected a page of stamps, got one');
  return answer;
}

export interface BeatAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: { status: true; data: ResponseData<'sendHeartbeat'> } | { status: false; error: { code: string; message: string } };
}

/** POST /api/heartbeat/{id} as `curl -X POST -H "X-Heartbeat-Key: …" URL` sends it (no body). */
export async function sendBeat(app: FastifyInstance, id: string, key: string | undefined, extraHeaders: Record<string, string> = {}): Promise<BeatAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/heartbeat/${id}`,
    headers: { 'user-agent': 'curl/8.5.0', accept: '*/*', ...(key === undefined ? {} : { 'x-heartbeat-key': key }), ...extraHeaders },
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() as BeatAnswer['body'] };
}

export function beatData(answer: BeatAnswer): ResponseData<'sendHeartbeat'> {
  if (answer.statusCode !== 200 || !answer.body.status) throw new Error(`Expected a heartbeat accepted, got ${answer.statusCode} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Every row of every table (see tests/helpers/tableSnapshot.ts). */
export const snapshot = (db: Kysely<Database>) => tableSnapshot(db);

export interface HeartbeatApi {
  t: TestApp;
  clock: Clock;
  user: SignedUp;
  group: TimeGroup;
  subGroup: SubGroup;
  call: <Id extends OperationId>(id: Id, options?: Omit<CallOptions<Id>, 'token'>) => ReturnType<typeof callOperation<Id>>;
  ok: <Id extends OperationId>(id: Id, options?: Omit<CallOptions<Id>, 'token'>) => Promise<ResponseData<Id>>;
  beat: (id: string, key: string | undefined, headers?: Record<string, string>) => Promise<BeatAnswer>;
}

export async function startHeartbeatApi(options: { heartbeats?: Partial<HeartbeatSettings>; username?: string } = {}): Promise<HeartbeatApi> {
  const clock = testClock();
  const t = await createTestApp({ settings: clockSettings(clock, options.heartbeats) });
  const user = await signUp(t.app, options.username ?? 'hanna');
  const call: HeartbeatApi['call'] = (id, callOptions = {}) => callOperation(t.app, id, { ...callOptions, token: user.access.token } as CallOptions<typeof id>);
  const ok: HeartbeatApi['ok'] = async (id, callOptions) => dataOf(await call(id, callOptions));
  const group = await ok('createTimeGroup', { body: { name: 'Work' } });
  const subGroup = await ok('createSubGroup', { body: { name: 'Coding', timeGroupId: group._id } });
  return { t, clock, user, group, subGroup, call, ok, beat: (id, key, headers) => sendBeat(t.app, id, key, headers) };
}
