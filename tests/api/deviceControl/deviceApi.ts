// What device control's API tests share: an app whose time and device areas read one clock the
// test moves, a signed-up user with a time group, calls by operationId with the user's token,
// the user's rules saved as preferences, and questions asked as the agent asks them (curl, the key
// in X-Device-Key).
import type { FastifyInstance } from 'fastify';
import type { OperationId, ResponseData, Schemas, TimeGroup } from '../../../src/contract/types';
import type { DeviceControlSettings } from '../../../src/server/areas/deviceControl/settings';
import { signUp, type SignedUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf, type Answer, type CallOptions } from '../contractClient';
import { testClock, type Clock } from '../heartbeats/heartbeatApi';

export const MINUTE = 60_000;

export interface QuestionAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: { status: true; data: Schemas['DeviceDecision'] } | { status: false; error: { code: string; message: string } };
}

/** GET /api/device/{id}/decision as the agent's curl sends it. */
export async function ask(app: FastifyInstance, id: string, key: string | undefined, ip = '127.0.0.1'): Promise<QuestionAnswer> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/device/${id}/decision`,
    remoteAddress: ip,
    headers: { 'user-agent': 'curl/8.5.0', ...(key === undefined ? {} : { 'x-device-key': key }) },
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() as QuestionAnswer['body'] };
}

export function decisionOf(answer: QuestionAnswer): Schemas['DeviceDecision'] {
  if (answer.statusCode !== 200 || !answer.body.status) throw new Error(`Expected a decision, got ${answer.statusCode} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

type Options<Id extends OperationId> = Omit<CallOptions<Id>, 'token'>;

export interface DeviceApi {
  t: TestApp;
  clock: Clock;
  user: SignedUp;
  group: TimeGroup;
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<Answer<Id>>;
  ok: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<ResponseData<Id>>;
  /** Saves useDeviceShutdown and deviceShutdownConfig as the settings screen does. */
  saveRules: (useDeviceShutdown: boolean, config: Schemas['DeviceShutdownConfig'] | null) => Promise<Answer<'updateUser'>>;
  ask: (id: string, key: string | undefined, ip?: string) => Promise<QuestionAnswer>;
}

export async function startDeviceApi(options: { deviceControl?: Partial<DeviceControlSettings>; username?: string } = {}): Promise<DeviceApi> {
  const clock = testClock('2026-12-01T12:00:00.000Z');
  const t = await createTestApp({ settings: { time: { now: clock.now }, deviceControl: { now: clock.now, ...options.deviceControl } } });
  const user = await signUp(t.app, options.username ?? 'dora');
  const call: DeviceApi['call'] = (id, callOptions = {}) => callOperation(t.app, id, { ...callOptions, token: user.access.token } as CallOptions<typeof id>);
  const ok: DeviceApi['ok'] = async (id, callOptions) => dataOf(await call(id, callOptions));
  const group = await ok('createTimeGroup', { body: { name: 'Laptop' } });
  const saveRules: DeviceApi['saveRules'] = (useDeviceShutdown, deviceShutdownConfig) =>
    call('updateUser', { params: { id: user._id }, body: { preferences: { useDeviceShutdown, deviceShutdownConfig } } });
  return { t, clock, user, group, call, ok, saveRules, ask: (id, key, ip) => ask(t.app, id, key, ip) };
}

type Day = Schemas['DaySchedule'];
export const day = (windows: [string, string][], limitMinutes: number | null = null, useGoal = false): Day => ({
  windows: windows.map(([from, to]) => ({ from, to })),
  limitMinutes,
  useGoal,
});
export const everyDay = (rules: Day) => ({ mon: rules, tue: rules, wed: rules, thu: rules, fri: rules, sat: rules, sun: rules });
