// What the time area's API tests share: an app with a clock the test moves, a signed-up user,
// short calls by operationId with the user's token, and a snapshot of every table to prove that a
// refused call changed nothing.
import type { Kysely } from 'kysely';
import type { TimeSettings } from '../../../src/server/areas/time/settings';
import type { TimeTables } from '../../../src/server/areas/time/tables';
import type { OperationId, ResponseData } from '../../../src/contract/types';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf, type CallOptions } from '../contractClient';

export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export interface TimeApi {
  t: TestApp;
  user: SignedUp;
  setNow: (iso: string) => void;
  advance: (ms: number) => void;
  call: <Id extends OperationId>(id: Id, options?: Omit<CallOptions<Id>, 'token'>) => ReturnType<typeof callOperation<Id>>;
  /** The data of a call that must succeed. */
  ok: <Id extends OperationId>(id: Id, options?: Omit<CallOptions<Id>, 'token'>) => Promise<ResponseData<Id>>;
  snapshot: () => Promise<Record<string, string[]>>;
  /** Each group's kept totals (time_group_total) beside the same summed from its stamps now. */
  keptAndSummed: () => Promise<{ kept: Record<string, [number, number]>; summed: Record<string, [number, number]> }>;
}

export async function startTimeApi(options: { pageSize?: number; username?: string; time?: Partial<TimeSettings> } = {}): Promise<TimeApi> {
  let clock = Date.parse('2026-11-23T12:00:00.000Z');
  const t = await createTestApp({ settings: { time: { now: () => new Date(clock), ...(options.pageSize === undefined ? {} : { pageSize: options.pageSize }), ...options.time } } });
  const user = await signUp(t.app, options.username ?? 'timo');
  const call: TimeApi['call'] = (id, callOptions = {}) => callOperation(t.app, id, { ...callOptions, token: user.access.token } as CallOptions<typeof id>);
  return {
    t,
    user,
    setNow: (iso) => {
      clock = Date.parse(iso);
    },
    advance: (ms) => {
      clock += ms;
    },
    call,
    ok: async (id, callOptions) => dataOf(await call(id, callOptions)),
    keptAndSummed: async () => {
      const db = t.database.db as unknown as Kysely<TimeTables>;
      const kept = await db.selectFrom('time_group_total').select(['time_group_id', 'ended_ms', 'stamps']).execute();
      const groups = await db.selectFrom('time_group').select('id').execute();
      const stamps = await db.selectFrom('time_stamp').select(['time_group_id', 'duration_ms']).execute();
      const summed: Record<string, [number, number]> = Object.fromEntries(groups.map((group) => [group.id, [0, 0]]));
      for (const stamp of stamps) {
        const sums = summed[stamp.time_group_id]!;
        sums[0] += Number(stamp.duration_ms ?? 0);
        sums[1] += 1;
      }
      return { kept: Object.fromEntries(kept.map((row) => [row.time_group_id, [Number(row.ended_ms), Number(row.stamps)]])), summed };
    },
    snapshot: () => tableSnapshot(t.database.db),
  };
}
