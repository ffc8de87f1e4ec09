// Proves what the service worker does with the outbox a closed tab left (Background Sync): each
// waiting change is sent oldest first, under its own key, with the user's access token and the
// stored method, path, query and body; a sent one leaves the store, a refused one stays for the
// user with the server's reason; a server that does not answer rejects (the browser syncs again
// later) and keeps what is left; an expired token or a session that ended sends nothing more.
import { describe, expect, it } from 'vitest';
import type { OutboxChange, OutboxLists } from '../../../machines/outboxMachine';
import type { OutboxSender } from '../outbox/outboxSender';
import type { OutboxStore } from '../outbox/outboxStore';
import { fetchSend, sendStoredOutbox } from './sendStoredOutbox';

const now = new Date('2026-11-28T07:20:00.000Z');
const sender: OutboxSender = { userId: 'ann', access: { token: 'ann-token', created: '2026-11-28T07:10:00.000Z', expiresIn: 900 } };

const change = (id: string, extra: Partial<OutboxChange> = {}): OutboxChange => ({
  id,
  userId: 'ann',
  queuedAt: '2026-11-28T07:12:00.000Z',
  area: 'shopping',
  label: { id: 'shopping.outbox.check' },
  request: { method: 'PUT', path: '/shopping-item', body: { shoppingItemId: `item-${id}`, checked: true } },
  ...extra,
});

function memoryStore(changes: OutboxChange[]) {
  let stored = [...changes];
  const store: OutboxStore = {
    load: async (): Promise<OutboxLists> => ({ queue: stored.filter((c) => !c.refusal), attention: stored.filter((c) => c.refusal) }),
    put: async (put) => {
      stored = stored.map((c) => (c.id === put.id ? put : c));
    },
    forget: async (_userId, id) => {
      stored = stored.filter((c) => c.id !== id);
    },
  };
  return { store, stored: () => stored };
}

const answer = (status: number, body: unknown = { status: status < 400 }) => new Response(JSON.stringify(body), { status });

/** A fake network answering each call with the next answer; records what was sent. */
function network(answers: (Response | Error)[]) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method!, headers: init.headers as Record<string, string>, body: init.body === undefined ? undefined : JSON.parse(init.body as string) });
    const next = answers.shift() ?? answer(200);
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
  return { fetchFn, calls };
}

const run = (store: OutboxStore, fetchFn: typeof fetch, who: OutboxSender | null = sender) =>
  sendStoredOutbox({ store, readSender: async () => who ?? undefined, send: (token) => fetchSend(token, fetchFn), isOnline: () => true, now: () => now });

describe('sendStoredOutbox', () => {
  it('sends every waiting change in order with its key and the token, and forgets each once sent', async () => {
    const deleteChecked = change('k2', { request: { method: 'DELETE', path: '/shopping-item', query: { shoppingListId: 'list1', checked: 'true' } } });
    const { store, stored } = memoryStore([change('k1'), deleteChecked]);
    const { fetchFn, calls } = network([]);
    await run(store, fetchFn);
    expect(calls).toEqual([
      {
        url: '/api/shopping-item',
        method: 'PUT',
        headers: { 'Idempotency-Key': 'k1', 'x-access-token': 'ann-token', 'content-type': 'application/json' },
        body: { shoppingItemId: 'item-k1', checked: true },
      },
      { url: '/api/shopping-item?shoppingListId=list1&checked=true', method: 'DELETE', headers: { 'Idempotency-Key': 'k2', 'x-access-token': 'ann-token' }, body: undefined },
    ]);
    expect(stored()).toEqual([]);
  });

  it('keeps a refused change for the user with the reason, and goes on with the next', async () => {
    const { store, stored } = memoryStore([change('k1'), change('k2')]);
    const { fetchFn, calls } = network([answer(404, { status: false, error: { code: 'SHOPPING_ITEM_NOT_FOUND', message: 'No such item' } })]);
    await run(store, fetchFn);
    expect(calls).toHaveLength(2);
    expect(stored()).toEqual([{ ...change('k1'), refusal: { status: 404, code: 'SHOPPING_ITEM_NOT_FOUND', message: 'No such item' } }]);
  });

  it('without an answer it rejects, so the browser tries again, and keeps what was not sent', async () => {
    const { store, stored } = memoryStore([change('k1'), change('k2')]);
    const { fetchFn } = network([answer(200), new TypeError('Failed to fetch')]);
    await expect(run(store, fetchFn)).rejects.toThrow();
    expect(stored().map((c) => c.id)).toEqual(['k2']);
  });

  it('sends nothing with an expired token, without a signed-in user, or once the session has ended', async () => {
    const { store, stored } = memoryStore([change('k1'), change('k2')]);
    const { fetchFn, calls } = network([answer(401, { status: false, error: { code: 'UNAUTHORIZED', message: 'Log in' } })]);
    await run(store, fetchFn, { ...sender, access: { ...sender.access, created: '2026-11-28T07:05:00.000Z' } });
    await run(store, fetchFn, null);
    expect(calls).toEqual([]);
    await run(store, fetchFn);
    expect(calls).toHaveLength(1);
    expect(stored().map((c) => c.id)).toEqual(['k1', 'k2']);
  });
});
