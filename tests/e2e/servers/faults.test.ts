// Issue 28's faults, on real processes: the built server with WORKERS=2 (Node's cluster) on a
// PostgreSQL cluster of the test's own, which is stopped and started under a steady write load;
// then SIGTERM while a slow request runs.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage, startLocalPages, type LocalPages } from '../../../src/server/outbound/localPages.testing';
import { PAGE } from '../../api/recipes/recipePageServer';
import { startBuiltServer, type BuiltServer } from '../../helpers/builtServer';
import { signUp } from '../session';
import { call, ok } from './http';
import { startPrivatePostgres, type PrivatePostgres } from './privatePostgres';

/** A recipe page that takes this long to answer: the slow request SIGTERM must let finish. */
const SLOW_PAGE_MS = 2500;

let postgres: PrivatePostgres;
let slowPages: LocalPages;
let server: BuiltServer;
let token: string;
let listId: string;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  const page = htmlPage(PAGE);
  slowPages = await startLocalPages((request, response) => void setTimeout(() => page(request, response), SLOW_PAGE_MS));
  server = await startBuiltServer({ env: { DATABASE_URL: postgres.url, WORKERS: '2', OUTBOUND_ALLOW_HOSTS: slowPages.hostPort } });
  token = (await signUp(server.baseUrl)).user.access.token;
  listId = (await ok(server.baseUrl, 'POST', '/shopping-list', { token, body: { name: 'Groceries' } }))._id;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await slowPages?.close();
  await postgres?.remove();
});

/** Item names in the list, read from the database itself. */
async function storedNames(): Promise<string[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('select name from shopping_item where list_id = $1', [listId])).rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('faults', () => {
  it('answers 503 with Retry-After while PostgreSQL is stopped, then serves again; every acknowledged write is stored once', async () => {
    const acknowledged: string[] = [];
    const refusals: Array<{ status: number; code?: string; retryAfter: string | null }> = [];
    let slowest = 0;
    let writing = true;
    /** Adds one item with its own key, sending it again (same key) until a 2xx says it is stored. */
    const write = async (name: string) => {
      const key = randomUUID();
      for (;;) {
        const started = Date.now();
        const answer = await call(server.baseUrl, 'POST', '/shopping-item', { token, body: { shoppingListId: listId, items: [{ name }] }, headers: { 'idempotency-key': key } });
        slowest = Math.max(slowest, Date.now() - started);
        if (answer.status < 300) return acknowledged.push(name);
        refusals.push({ status: answer.status, code: answer.body.error?.code, retryAfter: answer.retryAfter });
        await delay(250); // sooner than Retry-After asks, to see the moment it is back
      }
    };
    const clients = Array.from({ length: 4 }, async (_, client) => {
      for (let n = 0; writing; n += 1) await write(`c${client}-${n}`);
    });

    await delay(1500);
    await postgres.stop();
    await delay(2000);
    await postgres.start();
    await delay(3000);
    writing = false;
    await Promise.all(clients);

    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((refusal) => refusal.status === 503 && refusal.code === 'DATABASE_UNAVAILABLE' && refusal.retryAfter === '5')).toBe(true);
    // No request hung: each answered within the pool's connect timeout and a little.
    expect(slowest).toBeLessThan(6000);
    const stored = await storedNames();
    expect(stored.toSorted()).toEqual(acknowledged.toSorted());
    expect(new Set(stored).size).toBe(stored.length);
    expect(acknowledged.length).toBeGreaterThan(20);
  }, 60_000);

  it('finishes a slow request after SIGTERM, then both processes and their primary exit within the limit', async () => {
    const slow = call<{ name: string }>(server.baseUrl, 'GET', `/recipe?recipeUrl=${encodeURIComponent(slowPages.url('/bread'))}`, { token });
    await delay(500);
    const signalled = Date.now();
    server.signal('SIGTERM');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body.data?.name).toBe('Cardamom buns');
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
  }, 30_000);
});
