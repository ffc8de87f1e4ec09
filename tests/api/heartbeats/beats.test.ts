// POST /api/heartbeat/{id} with the key in X-Heartbeat-Key, as curl sends it: the first heartbeat
// starts a stamp in the definition's sub group, later ones extend it, and once none came for the
// timeout the server ends the stamp at its last heartbeat (its sweep, or the next heartbeat).
// A wrong or missing key and an unknown id are one 401 that changes nothing; each definition is
// rate limited; a stamp stopped or started by hand is the user's, never reopened or ended by
// heartbeats.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Heartbeat } from './types';
import { heartbeats } from '../../../src/server/areas/heartbeats/index';
import { SWEEP_EVERY_MS } from '../../../src/server/areas/heartbeats/settings';
import { TEST_SECRET } from '../../helpers/testApp';
import { beatData, MINUTE, oneStamp, SECOND, snapshot, stampPage, startHeartbeatApi, type HeartbeatApi } from './heartbeatApi';

describe('heartbeats', () => {
  let api: HeartbeatApi;
  let editor: Heartbeat;
  /** Each test starts at a whole hour; at(ms) is the time ms after it. */
  let hour = Date.parse('2026-11-23T13:00:00.000Z');
  const at = (ms = 0) => new Date(hour + ms).toISOString();
  beforeEach(() => {
    hour += 3_600_000;
    api.clock.set(at());
  });
  beforeAll(async () => {
    api = await startHeartbeatApi();
  });
  afterAll(async () => {
    await api.t.close();
  });
  afterEach(async () => {
    // Each test starts with nothing running and no definition.
    for (const active of stampPage(await api.ok('getTimeStamps', { query: { active: true } })).timeStamps) {
      await api.ok('updateTimeStamp', { body: { timeStampId: active._id, ended: true } });
    }
    for (const definition of await api.ok('getHeartbeats')) await api.ok('deleteHeartbeat', { query: { heartbeatId: definition._id } });
  });
  const define = async (timeoutSeconds = 60) => {
    editor = await api.ok('createHeartbeat', { body: { name: 'Editor', subGroupId: api.subGroup._id, timeoutSeconds } });
    return editor;
  };
  /** The sweep the app runs every few seconds, run now against the same database and clock. */
  const sweep = () => {
    const started = heartbeats.start({ db: api.t.database.db, dialect: api.t.database.dialect, version: 'test', secret: TEST_SECRET, dashboardSections: () => [], accountDataParts: () => [], pendingMigrations: async () => 0 }, { now: api.clock.now });
    return started.timers[0]!.run();
  };
  const stampOf = async (id: string) => oneStamp(await api.ok('getTimeStamps', { query: { timeStampId: id } }));

  it('starts a stamp with the first heartbeat and extends it with the next ones', async () => {
    const { _id, key } = await define(60);
    const first = beatData(await api.beat(_id, key));
    expect(first).toEqual({ timeStampId: expect.any(String), startTime: at(), started: true, closesAt: at(MINUTE) });
    expect(await stampOf(first.timeStampId)).toMatchObject({ name: 'Coding', subGroupId: api.subGroup._id, timeGroupId: api.group._id, ended: false, endTime: null });

    api.clock.advance(50 * SECOND);
    const second = beatData(await api.beat(_id, key));
    expect(second).toEqual({ ...first, started: false, closesAt: at(MINUTE + 50 * SECOND) });
    api.clock.advance(59 * SECOND);
    await sweep();
    expect(await stampOf(first.timeStampId)).toMatchObject({ ended: false, durationInMs: 109 * SECOND });
    expect(await api.ok('getHeartbeat', { params: { heartbeatId: _id } })).toMatchObject({ lastBeatAt: at(50 * SECOND) });
  });

  it('ends the stamp at its last heartbeat once none came for longer than the timeout (the sweep)', async () => {
    const { _id, key } = await define(60);
    const { timeStampId } = beatData(await api.beat(_id, key));
    api.clock.advance(30 * SECOND);
    beatData(await api.beat(_id, key));
    api.clock.advance(60 * SECOND);
    await sweep(); // exactly the timeout: still running
    expect(await stampOf(timeStampId)).toMatchObject({ ended: false });
    api.clock.advance(1);
    await sweep();
    expect(await stampOf(timeStampId)).toMatchObject({ ended: true, startTime: at(), endTime: at(30 * SECOND), durationInMs: 30 * SECOND });
    expect(await api.ok('getTimeGroups', { query: { timeGroupId: api.group._id } })).toMatchObject({ activeStamp: null });
  });

  it('a heartbeat after the timeout, before any sweep, ends the old stamp at its last heartbeat and starts a new one', async () => {
    const { _id, key } = await define(60);
    const old = beatData(await api.beat(_id, key));
    api.clock.advance(2 * MINUTE);
    const fresh = beatData(await api.beat(_id, key));
    expect(fresh).toMatchObject({ started: true, startTime: at(2 * MINUTE) });
    expect(fresh.timeStampId).not.toBe(old.timeStampId);
    expect(await stampOf(old.timeStampId)).toMatchObject({ ended: true, endTime: old.startTime, durationInMs: 0 });
  });

  it('heartbeats arriving at once start one stamp, not one each', async () => {
    const { _id, key } = await define(60);
    const answers = (await Promise.all(Array.from({ length: 6 }, () => api.beat(_id, key)))).map(beatData);
    expect(answers.filter((answer) => answer.started)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.timeStampId)).size).toBe(1);
    expect(stampPage(await api.ok('getTimeStamps', { query: { active: true } })).timeStamps).toHaveLength(1);
  });

  it('never reopens a stamp the user stopped: the next heartbeat starts a new one', async () => {
    const { _id, key } = await define(15 * 60);
    const first = beatData(await api.beat(_id, key));
    api.clock.advance(5 * MINUTE);
    await api.ok('updateTimeStamp', { body: { timeStampId: first.timeStampId, ended: true } });
    api.clock.advance(1 * MINUTE);
    const next = beatData(await api.beat(_id, key));
    expect(next).toMatchObject({ started: true });
    expect(next.timeStampId).not.toBe(first.timeStampId);
    expect(await stampOf(first.timeStampId)).toMatchObject({ ended: true, durationInMs: 5 * MINUTE });
  });

  it('leaves a stamp started by hand running: heartbeats neither extend nor end it', async () => {
    const { _id, key } = await define(60);
    const own = await api.ok('createTimeStamp', { body: { name: 'Coding', timeGroupId: api.group._id } });
    expect(beatData(await api.beat(_id, key))).toEqual({ timeStampId: own._id, startTime: own.startTime, started: false, closesAt: null });
    api.clock.advance(10 * MINUTE);
    await sweep();
    expect(await stampOf(own._id)).toMatchObject({ ended: false, durationInMs: 10 * MINUTE });
  });

  it('a stamp the user reopened after stopping it is theirs: the sweep leaves it running', async () => {
    const { _id, key } = await define(60);
    const { timeStampId } = beatData(await api.beat(_id, key));
    api.clock.advance(10 * SECOND);
    await api.ok('updateTimeStamp', { body: { timeStampId, ended: true } });
    await api.ok('updateTimeStamp', { body: { timeStampId, ended: false } });
    api.clock.advance(5 * MINUTE);
    await sweep();
    expect(await stampOf(timeStampId)).toMatchObject({ ended: false });
    expect(beatData(await api.beat(_id, key))).toMatchObject({ timeStampId, closesAt: null });
  });

  it('a deleted definition’s running stamp still ends at its last heartbeat', async () => {
    const { _id, key } = await define(60);
    const { timeStampId } = beatData(await api.beat(_id, key));
    await api.ok('deleteHeartbeat', { query: { heartbeatId: _id } });
    api.clock.advance(2 * MINUTE);
    await sweep();
    expect(await stampOf(timeStampId)).toMatchObject({ ended: true, durationInMs: 0 });
  });

  describe('keys', () => {
    it.each([
      ['no key', undefined],
      ['an empty key', ''],
      ['a wrong key of the same length', 'x'.repeat(32)],
      ['a short wrong key', 'nope'],
    ])('%s is 401 and changes nothing', async (_, key) => {
      const { _id } = await define();
      const before = await snapshot(api.t.database.db);
      const answer = await api.beat(_id, key);
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toEqual({ status: false, error: { code: 'UNAUTHORIZED', message: 'Send the heartbeat key of this URL in X-Heartbeat-Key' } });
      expect(await snapshot(api.t.database.db)).toEqual(before);
    });

    it('an unknown id answers exactly as a wrong key does, and changes nothing', async () => {
      const { _id, key } = await define();
      const before = await snapshot(api.t.database.db);
      const wrongKey = await api.beat(_id, 'y'.repeat(32));
      const unknownId = await api.beat('AAAAAAAAAAAA', key);
      expect(unknownId.statusCode).toBe(401);
      expect(unknownId.body).toEqual(wrongKey.body);
      expect(await snapshot(api.t.database.db)).toEqual(before);
    });

    it('another user’s definition does not take a key of this user’s', async () => {
      const mine = await define();
      const { app } = api.t;
      const { signUp } = await import('../../helpers/auth');
      const other = await signUp(app, 'otto');
      const { callOperation, dataOf } = await import('../contractClient');
      const group = dataOf(await callOperation(app, 'createTimeGroup', { body: { name: 'Theirs' }, token: other.access.token }));
      const sub = dataOf(await callOperation(app, 'createSubGroup', { body: { name: 'Theirs', timeGroupId: group._id }, token: other.access.token }));
      const theirs = dataOf(await callOperation(app, 'createHeartbeat', { body: { name: 'Theirs', subGroupId: sub._id }, token: other.access.token }));
      const before = await snapshot(api.t.database.db);
      expect((await api.beat(theirs._id, mine.key)).statusCode).toBe(401);
      expect(await snapshot(api.t.database.db)).toEqual(before);
    });

    it('a malformed id is 400', async () => {
      expect((await api.beat('short', 'x')).statusCode).toBe(400);
    });
  });

  describe('rate limit', () => {
    it('takes a burst of 20, then one per 5 seconds, answering 429 with Retry-After and changing nothing', async () => {
      const { _id, key } = await define(60);
      for (let index = 0; index < 20; index += 1) expect((await api.beat(_id, key)).statusCode).toBe(200);
      const before = await snapshot(api.t.database.db);
      const refused = await api.beat(_id, key);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).toMatchObject({ status: false, error: { code: 'RATE_LIMITED' } });
      expect(await snapshot(api.t.database.db)).toEqual(before);

      api.clock.advance(3 * SECOND);
      expect((await api.beat(_id, key)).headers['retry-after']).toBe('2');
      api.clock.advance(2 * SECOND);
      expect((await api.beat(_id, key)).statusCode).toBe(200);
      expect((await api.beat(_id, key)).statusCode).toBe(429);
    });

    it('limits each definition on its own', async () => {
      const first = await define(60);
      const reading = await api.ok('createSubGroup', { body: { name: 'Reading', timeGroupId: api.group._id } });
      const second = await api.ok('createHeartbeat', { body: { name: 'Reader', subGroupId: reading._id } });
      for (let index = 0; index < 20; index += 1) await api.beat(first._id, first.key);
      expect((await api.beat(first._id, first.key)).statusCode).toBe(429);
      expect((await api.beat(second._id, second.key)).statusCode).toBe(200);
      await api.ok('deleteSubGroup', { query: { subGroupId: reading._id } });
    });
  });

  it('the app runs the sweep by itself every few seconds', async () => {
    expect(heartbeats.timers?.[0]?.everyMs).toBe(SWEEP_EVERY_MS);
    expect(SWEEP_EVERY_MS).toBeLessThanOrEqual(5000);
    const { _id, key } = await define(10);
    const { timeStampId } = beatData(await api.beat(_id, key));
    api.clock.advance(11 * SECOND);
    await expect.poll(async () => (await stampOf(timeStampId)).ended, { timeout: SWEEP_EVERY_MS + 3000, interval: 250 }).toBe(true);
    expect(await stampOf(timeStampId)).toMatchObject({ durationInMs: 0 });
  }, 15_000);
});
