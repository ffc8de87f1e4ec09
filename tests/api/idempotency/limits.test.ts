// The idempotency store's bounds and what it does not keep (issue 25): keys per user per 24 hours,
// the size of a kept answer, server errors (the change did not apply: the key may try again), and
// uploads, whose raw bytes are part of "the same request".
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/testApp';
import { DAY_MS, newKey, startIdempotencyApi, type IdempotencyApi, type KeyedCaller } from './idempotencyApi';

describe('Idempotency-Key bounds', () => {
  let api: IdempotencyApi;
  let tinyAnswers: FastifyInstance;
  let failing: FastifyInstance;

  beforeAll(async () => {
    api = await startIdempotencyApi('lars', { maxKeysPerUser: 3 });
    // Servers on the same database with other settings: every answer too large to keep, and one
    // whose answers fail after the handler ran (a server error).
    tinyAnswers = await buildTestApp(api.t.database, api.t.dataDir, { idempotency: { now: api.now, maxAnswerBytes: 10 } });
    failing = await buildTestApp(api.t.database, api.t.dataDir, { idempotency: { now: api.now } });
    failing.addHook('preSerialization', async (request, _reply, payload) => {
      if (request.headers['x-test-fail'] !== undefined) throw new Error('The answer could not be made');
      return payload;
    });
    await Promise.all([tinyAnswers.ready(), failing.ready()]);
  });
  afterAll(async () => {
    await Promise.all([tinyAnswers.close(), failing.close()]);
    await api.t.close();
  });

  const groupsOf = async (userId: string) =>
    (await api.t.database.db.selectFrom('counter_group').select('name').where('user_id', '=', userId).execute()).map((row) => row.name);

  it('refuses more keys than the cap within 24 hours with 429 and Retry-After, and takes keys again when the oldest expires', async () => {
    const capped: KeyedCaller = await api.otherUser('capped');
    for (const name of ['A', 'B', 'C']) {
      expect((await capped.send(api.t.app, 'createCounterGroup', newKey(), { body: { name } })).statusCode).toBe(200);
    }
    api.advance(60 * 60 * 1000);

    const refused = await capped.send(api.t.app, 'createCounterGroup', newKey(), { body: { name: 'D' } });

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(23 * 60 * 60));
    expect(refused.json).toEqual({
      status: false,
      error: { code: 'IDEMPOTENCY_KEYS_EXHAUSTED', message: 'More than 3 changes with an Idempotency-Key in 24 hours; wait, or send the change without a key' },
    });
    expect(await groupsOf(capped.user._id)).toEqual(['A', 'B', 'C']);
    // Without a key the change still applies; another user has keys of their own.
    expect((await capped.send(api.t.app, 'createCounterGroup', undefined, { body: { name: 'D' } })).statusCode).toBe(200);
    expect((await api.send(api.t.app, 'createCounterGroup', newKey(), { body: { name: 'Mine' } })).statusCode).toBe(200);

    api.advance(DAY_MS - 60 * 60 * 1000);
    expect((await capped.send(api.t.app, 'createCounterGroup', newKey(), { body: { name: 'E' } })).statusCode).toBe(200);
  });

  it('applies a change whose answer is too large to keep once, and then answers 409 IDEMPOTENCY_ANSWER_NOT_KEPT', async () => {
    const writer = await api.otherUser('stor');
    const key = newKey();
    const first = await writer.send(tinyAnswers, 'createCounterGroup', key, { body: { name: 'Big' } });
    const again = await writer.send(tinyAnswers, 'createCounterGroup', key, { body: { name: 'Big' } });

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(409);
    expect(again.json).toEqual({
      status: false,
      error: { code: 'IDEMPOTENCY_ANSWER_NOT_KEPT', message: 'This change was already applied, but its answer was too large to keep; read the data again to see it' },
    });
    expect(await groupsOf(writer.user._id)).toEqual(['Big']);
  });

  it('keeps no server error: the same key applies the change when it is sent again', async () => {
    const unlucky = await api.otherUser('otur');
    const key = newKey();
    const failed = await unlucky.send(failing, 'createCounterGroup', key, { body: { name: 'Retry' }, headers: { 'x-test-fail': 'yes' } });
    expect(failed.statusCode).toBe(500);
    expect(await api.keysOf(unlucky.user._id)).toEqual([]);

    const retried = await unlucky.send(failing, 'createCounterGroup', key, { body: { name: 'Retry' } });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('uploads an image once under one key, and refuses the key with other bytes', async () => {
    const photographer = await api.otherUser('foto');
    const png = (red: number) => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: red, g: 10, b: 10 } } }).png().toBuffer();
    const upload = async (key: string, bytes: Buffer) =>
      photographer.send(api.t.app, 'uploadImage', key, { rawBody: { contentType: 'image/png', bytes } });
    const key = newKey();
    const bytes = await png(200);

    const first = await upload(key, bytes);
    const again = await upload(key, bytes);
    const otherBytes = await upload(key, await png(20));

    expect(first.statusCode, first.text).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(otherBytes.statusCode).toBe(422);
    const images = await api.t.database.db.selectFrom('image').select('id').where('user_id', '=', photographer.user._id).execute();
    expect(images).toHaveLength(1);
  });
});
