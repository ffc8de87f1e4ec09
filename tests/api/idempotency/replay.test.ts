// Exactly-once writes (issue 25): the same Idempotency-Key with the same request answers the first
// answer without applying the change again; with another request it is refused and nothing changes;
// another user's same key is theirs alone; 4xx answers are kept, 401s are not; a bad key is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, startIdempotencyApi, type IdempotencyApi, type KeyedCaller } from './idempotencyApi';

describe('Idempotency-Key replays', () => {
  let api: IdempotencyApi;
  let other: KeyedCaller;
  let counterId: string;

  beforeAll(async () => {
    api = await startIdempotencyApi('ida');
    other = await api.otherUser('olle');
    counterId = await api.makeCounter(api.t.app);
  });
  afterAll(async () => {
    await api.t.close();
  });

  const tap = (key: string | undefined, direction: 'up' | 'down' = 'up', caller: KeyedCaller = api) =>
    caller.send(api.t.app, 'createCounterEvent', key, { body: { counterId, direction } });

  it('answers a repeated key with the first answer and counts the tap once', async () => {
    const before = await api.counted(counterId);
    const key = newKey();
    const first = await tap(key);
    const again = await tap(key);

    expect(first.statusCode, first.text).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await api.counted(counterId)).toEqual({ value: before.value + 1, events: before.events + 1 });
  });

  it('treats the key in capitals as the same key', async () => {
    const key = newKey();
    const first = await tap(key);
    const again = await tap(key.toUpperCase());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
  });

  it('refuses the key with a different body and changes nothing', async () => {
    const key = newKey();
    await tap(key, 'up');
    const before = await api.snapshot();

    const refused = await tap(key, 'down');

    expect(refused.statusCode).toBe(422);
    expect(refused.json).toEqual({
      status: false,
      error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used for a different change; send a new key with each change' },
    });
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses the key on another operation or query', async () => {
    const key = newKey();
    await tap(key);
    const otherOperation = await api.send(api.t.app, 'createCounterGroup', key, { body: { name: 'Coffee' } });
    expect(otherOperation.statusCode).toBe(422);
    expect(otherOperation.json.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it("applies another user's change under the same key on its own, and never shows them the first user's answer", async () => {
    const key = newKey();
    const mine = await tap(key);
    expect(mine.statusCode).toBe(200);

    const theirs = await other.send(api.t.app, 'createCounterGroup', key, { body: { name: 'Steps' } });

    expect(theirs.statusCode, theirs.text).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json.data).toMatchObject({ name: 'Steps' });
    // Their tap on the first user's counter is theirs too: refused as not found, never replayed.
    const theirTap = await tap(newKey(), 'up', other);
    expect(theirTap.statusCode).toBe(404);
    const theirSameRequest = await tap(key, 'up', other);
    expect(theirSameRequest.statusCode).toBe(422);
    expect(theirSameRequest.text).not.toBe(mine.text);
  });

  it('keeps a refusal (4xx) and answers it again without running the change', async () => {
    const key = newKey();
    const unknown = 'Zz3k_9aQ-2Lm';
    const first = await api.send(api.t.app, 'createCounterEvent', key, { body: { counterId: unknown, direction: 'up' } });
    const again = await api.send(api.t.app, 'createCounterEvent', key, { body: { counterId: unknown, direction: 'up' } });

    expect(first.statusCode).toBe(404);
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect((await api.keysOf(api.user._id)).find((row) => row.key === key)?.status_code).toBe(404);
  });

  it('replays a deletion as done although the thing is gone now', async () => {
    const group = await api.send(api.t.app, 'createCounterGroup', undefined, { body: { name: 'Tea' } });
    const counterGroupId = (group.json.data as { _id: string })._id;
    const key = newKey();
    const first = await api.send(api.t.app, 'deleteCounterGroup', key, { query: { counterGroupId } });
    const again = await api.send(api.t.app, 'deleteCounterGroup', key, { query: { counterGroupId } });
    const withoutKey = await api.send(api.t.app, 'deleteCounterGroup', undefined, { query: { counterGroupId } });

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.text).toBe(first.text);
    expect(withoutKey.statusCode).toBe(404);
  });

  it('does not keep a 401 from the handler, so the same key can try again', async () => {
    const key = newKey();
    const body = { currentPassword: 'not the password at all', newPassword: 'a new password for ida' };
    const wrong = await api.send(api.t.app, 'updateUser', key, { params: { id: api.user._id }, body });
    const again = await api.send(api.t.app, 'updateUser', key, { params: { id: api.user._id }, body });

    expect(wrong.statusCode, wrong.text).toBe(401);
    expect(again.statusCode).toBe(401);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect((await api.keysOf(api.user._id)).map((row) => row.key)).not.toContain(key);
  });

  it('keeps nothing for a request refused before its handler (no token, invalid body)', async () => {
    const key = newKey();
    const anonymous = await api.t.app.inject({
      method: 'POST',
      url: '/api/counter-event',
      headers: { 'idempotency-key': key },
      payload: { counterId, direction: 'up' },
    });
    const invalid = await tap(key, 'sideways' as 'up');

    expect(anonymous.statusCode).toBe(401);
    expect(invalid.statusCode).toBe(400);
    expect((await api.keysOf(api.user._id)).map((row) => row.key)).not.toContain(key);
    const applied = await tap(key);
    expect(applied.statusCode).toBe(200);
    expect(applied.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each(['not-a-uuid', '0b6c5a3e6f1d4f5e9a0e2f4b8c1d7e93', '0b6c5a3e-6f1d-4f5e-9a0e-2f4b8c1d7e93, 0b6c5a3e-6f1d-4f5e-9a0e-2f4b8c1d7e94'])(
    'refuses the key %j with 400 IDEMPOTENCY_KEY_INVALID and applies nothing',
    async (key) => {
      const before = await api.counted(counterId);
      const refused = await tap(key);
      expect(refused.statusCode).toBe(400);
      expect(refused.json).toEqual({
        status: false,
        error: {
          code: 'IDEMPOTENCY_KEY_INVALID',
          message: 'Idempotency-Key must be one UUID such as 0b6c5a3e-6f1d-4f5e-9a0e-2f4b8c1d7e93 (make a new one for each change)',
        },
      });
      expect(await api.counted(counterId)).toEqual(before);
    },
  );

  it('ignores a key on a read', async () => {
    const key = newKey();
    const read = await api.send(api.t.app, 'getCounter', key, { query: { counterId } });
    expect(read.statusCode).toBe(200);
    expect((await api.keysOf(api.user._id)).map((row) => row.key)).not.toContain(key);
  });

  it('applies every change without a key as before', async () => {
    const before = await api.counted(counterId);
    await tap(undefined);
    await tap(undefined);
    expect((await api.counted(counterId)).events).toBe(before.events + 2);
  });
});
