// Exactly-once writes when requests meet (issue 25): two identical requests at the same moment
// apply once and answer alike, also through two servers on one database; a second request waits
// for a running first one or is told to retry, and takes over an abandoned one; keys expire after 24 hours on a moved clock and the
// hourly sweep deletes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { idempotencySettings, idempotencySweepTimer, type IdempotencyDb } from '../../../src/server/idempotency/index';
import { buildTestApp } from '../../helpers/testApp';
import { DAY_MS, newKey, startIdempotencyApi, type IdempotencyApi } from './idempotencyApi';

describe('Idempotency-Key over time and at the same moment', () => {
  let api: IdempotencyApi;
  let secondServer: FastifyInstance;
  let counterId: string;

  beforeAll(async () => {
    api = await startIdempotencyApi('tilda');
    // A second process's server on the same database (DESIGN §10): claims must hold across them.
    secondServer = await buildTestApp(api.t.database, api.t.dataDir, { idempotency: { now: api.now, waitMs: 400, pollMs: 20 } });
    await secondServer.ready();
    counterId = await api.makeCounter(api.t.app);
  });
  afterAll(async () => {
    await secondServer.close();
    await api.t.close();
  });

  const tap = (key: string, app: FastifyInstance = api.t.app, direction: 'up' | 'down' = 'up') =>
    api.send(app, 'createCounterEvent', key, { body: { counterId, direction } });

  it.each([
    ['one server', () => api.t.app],
    ['two servers on one database', () => secondServer],
  ])('applies two identical requests arriving at the same moment once, and answers both alike (%s)', async (_, otherApp) => {
    const before = await api.counted(counterId);
    const key = newKey();

    const [first, second] = await Promise.all([tap(key), tap(key, otherApp())]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.text).toBe(first.text);
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].filter((value) => value === 'true')).toHaveLength(1);
    expect(await api.counted(counterId)).toEqual({ value: before.value + 1, events: before.events + 1 });
  });

  it('waits for a first request that still runs and answers its answer', async () => {
    const key = newKey();
    const first = await tap(key);
    // The row as a request still running holds it; it finishes while the second one waits.
    const kept = await api.t.database.db.selectFrom('idempotency_key').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    await api.t.database.db.updateTable('idempotency_key').set({ status_code: null, body: null }).where('key', '=', key).execute();
    const finishLater = new Promise<void>((resolve) => {
      setTimeout(() => {
        void api.t.database.db.updateTable('idempotency_key').set({ status_code: kept.status_code, body: kept.body }).where('key', '=', key).execute().then(() => resolve());
      }, 100);
    });

    const second = await tap(key);
    await finishLater;

    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.text).toBe(first.text);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_FLIGHT with Retry-After when the first request runs longer than the wait', async () => {
    const key = newKey();
    await tap(key);
    await api.t.database.db.updateTable('idempotency_key').set({ status_code: null, body: null }).where('key', '=', key).execute();
    const before = await api.counted(counterId);

    const second = await tap(key);

    expect(second.statusCode).toBe(409);
    expect(second.headers['retry-after']).toBe('1');
    expect(second.json).toEqual({
      status: false,
      error: { code: 'IDEMPOTENCY_KEY_IN_FLIGHT', message: 'The change with this Idempotency-Key is still being applied; try again in a moment' },
    });
    expect(await api.counted(counterId)).toEqual(before);
  });

  it('takes over a claim abandoned for two minutes (its process died) and applies the change', async () => {
    const key = newKey();
    await tap(key);
    await api.t.database.db.updateTable('idempotency_key').set({ status_code: null, body: null }).where('key', '=', key).execute();
    const before = await api.counted(counterId);
    api.advance(2 * 60 * 1000);

    const retried = await tap(key);

    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await api.counted(counterId)).toEqual({ value: before.value + 1, events: before.events + 1 });
    expect((await tap(key)).headers['idempotent-replayed']).toBe('true');
  });

  it('keeps a key for 24 hours: later the same key is a new change', async () => {
    const key = newKey();
    const before = await api.counted(counterId);
    await tap(key);
    api.advance(DAY_MS - 1);
    expect((await tap(key)).headers['idempotent-replayed']).toBe('true');
    expect((await tap(key, api.t.app, 'down')).statusCode).toBe(422);

    api.advance(1);
    const afterExpiry = await tap(key, api.t.app, 'down');

    expect(afterExpiry.statusCode).toBe(200);
    expect(afterExpiry.headers['idempotent-replayed']).toBeUndefined();
    expect(await api.counted(counterId)).toEqual({ value: before.value, events: before.events + 2 });
  });

  it('sweeps keys older than 24 hours out of the table and keeps younger ones', async () => {
    const old = newKey();
    await tap(old);
    api.advance(DAY_MS / 2);
    const young = newKey();
    await tap(young);
    api.advance(DAY_MS / 2);

    await idempotencySweepTimer(api.t.database.db as unknown as IdempotencyDb, idempotencySettings({ now: api.now })).run();

    const keys = (await api.keysOf(api.user._id)).map((row) => row.key);
    expect(keys).toContain(young);
    expect(keys).not.toContain(old);
  });

  it("deletes a user's keys with the user", async () => {
    const gone = await api.otherUser('gunnar');
    await gone.send(api.t.app, 'createCounterGroup', newKey(), { body: { name: 'Runs' } });
    expect(await api.keysOf(gone.user._id)).toHaveLength(1);

    await api.t.database.db.deleteFrom('user').where('id', '=', gone.user._id).execute();

    expect(await api.keysOf(gone.user._id)).toEqual([]);
  });
});
