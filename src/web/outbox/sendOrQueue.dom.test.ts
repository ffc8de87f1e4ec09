// Proves when a change goes at once and when it waits in the outbox: online with nothing waiting
// it is sent under a fresh idempotency key and answers as any call; offline, or behind changes
// still waiting (order matters), it is queued without a call; a call that got no answer is queued
// under the key it was sent with (a resend of a change that did arrive is not applied twice); a
// refusal is a refusal, never queued; signed out nothing is queued.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectOutbox, type OutboxRequest } from '../../../machines/outboxMachine';
import { ApiCallError } from '../api/apiResult';
import { createApiClient } from '../api/client';
import { unreachableMiddleware } from '../api/networkFailure';
import { startOutbox, type Outbox, type QueuedChange } from './outboxRuntime';
import { sendOrQueue } from './sendOrQueue';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const request: OutboxRequest = { method: 'POST', path: '/counter-event', body: { counterId: 'coffee000001', delta: 2 } };
const change: QueuedChange = { area: 'counters', label: { id: 'counters.outbox.counted' }, request };
const ok = () => new Response(JSON.stringify({ status: true, data: { count: 3 } }), { status: 200, headers: { 'content-type': 'application/json' } });

/** The app's client on a fake server; `calls` holds each request's idempotency key. */
function server(answer: () => Response | Promise<Response>) {
  const keys: (string | null)[] = [];
  const client = createApiClient({
    baseUrl: 'http://lifelog.test/api',
    fetch: async (input: RequestInfo | URL) => {
      const made = input as Request;
      keys.push(made.headers.get('Idempotency-Key'));
      return answer();
    },
    middleware: [unreachableMiddleware],
  });
  return { client, keys };
}

let running: Outbox | null = null;
afterEach(() => {
  running?.stop();
  vi.restoreAllMocks();
});

/** An outbox whose own sends never answer, so what it queued stays in line. */
function heldOutbox(userId: string | null = 'ann') {
  const held = new Promise<void>(() => {});
  const outbox = startOutbox({
    store: { load: async () => ({ queue: [], attention: [] }), put: async () => {}, forget: async () => {} },
    send: async () => (await held, ok()),
    watchUser: (onUser) => (onUser(userId), () => {}),
    refreshArea: () => {},
    announceRefusal: () => {},
    browser: { isOnline: () => navigator.onLine, watchNetwork: () => () => {}, newId: () => crypto.randomUUID(), now: () => new Date() },
  });
  running = outbox;
  return { outbox };
}

const waiting = (outbox: Outbox) => selectOutbox(outbox.actor.getSnapshot()).pending;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sendOrQueue', () => {
  it('online with nothing waiting, sends at once under a fresh key and answers with the body', async () => {
    const { client, keys } = server(ok);
    const { outbox } = heldOutbox();
    await settled();
    await expect(sendOrQueue(client, outbox, change)).resolves.toEqual({ status: true, data: { count: 3 } });
    expect(keys).toEqual([expect.stringMatching(uuid)]);
    expect(waiting(outbox)).toEqual([]);
  });

  it('offline, queues the change without a call', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { client, keys } = server(ok);
    const { outbox } = heldOutbox();
    await settled();
    const result = await sendOrQueue(client, outbox, change);
    expect(result).toEqual({ queued: expect.objectContaining({ area: 'counters', request, userId: 'ann' }) });
    expect(keys).toEqual([]);
    expect(waiting(outbox)).toHaveLength(1);
  });

  it('a call that got no answer is queued under the key it was sent with', async () => {
    const { client, keys } = server(() => Promise.reject(new TypeError('Failed to fetch')));
    const { outbox } = heldOutbox();
    await settled();
    const result = await sendOrQueue(client, outbox, change);
    expect(keys).toEqual([expect.stringMatching(uuid)]);
    expect(result).toEqual({ queued: expect.objectContaining({ id: keys[0] }) });
  });

  it('a gateway with the app behind it down counts as no answer', async () => {
    const { client } = server(() => new Response('Bad gateway', { status: 502 }));
    const { outbox } = heldOutbox();
    await settled();
    expect(await sendOrQueue(client, outbox, change)).toHaveProperty('queued');
  });

  it('a change made while others wait goes behind them, not past them', async () => {
    const { client, keys } = server(() => Promise.reject(new TypeError('Failed to fetch')));
    const { outbox } = heldOutbox();
    await settled();
    await sendOrQueue(client, outbox, change);
    const second = await sendOrQueue(client, outbox, { ...change, request: { ...request, body: { counterId: 'tea000000001', delta: 1 } } });
    expect(keys).toHaveLength(1);
    expect(second).toHaveProperty('queued');
    expect(waiting(outbox).map((queued) => queued.request.body)).toEqual([request.body, { counterId: 'tea000000001', delta: 1 }]);
  });

  it('a refusal is thrown as the server said it, and nothing is queued', async () => {
    const refusal = { status: false, error: { code: 'COUNTER_NOT_FOUND', message: 'No such counter' } };
    const { client } = server(() => new Response(JSON.stringify(refusal), { status: 404, headers: { 'content-type': 'application/json' } }));
    const { outbox } = heldOutbox();
    await settled();
    const error = await sendOrQueue(client, outbox, change).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ httpStatus: 404, code: 'COUNTER_NOT_FOUND' });
    expect(waiting(outbox)).toEqual([]);
  });

  it('signed out, a call without an answer fails rather than waiting for no one', async () => {
    const { client } = server(() => Promise.reject(new TypeError('Failed to fetch')));
    const { outbox } = heldOutbox(null);
    await expect(sendOrQueue(client, outbox, change)).rejects.toMatchObject({ unreachable: true });
  });

  it('without an outbox it is a plain call, without a key', async () => {
    const { client, keys } = server(ok);
    await expect(sendOrQueue(client, null, change)).resolves.toEqual({ status: true, data: { count: 3 } });
    expect(keys).toEqual([null]);
  });
});
