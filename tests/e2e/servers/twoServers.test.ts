// Issue 28: two server processes on one PostgreSQL database behave as one server. Real processes
// of the built app (not test apps in this process), each with its own pool, timers and caches.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../otherServer';
import { e2ePassword, signUp, type SignedInUser } from '../session';
import { call, ok } from './http';
import { startBuiltServer, type BuiltServer } from '../../helpers/builtServer';

/** The secret both servers share, as the servers of one installation do. */
const SHARED_SECRET = 'processes-test-secret-processes-test-secret';

let database: { url: string; drop: () => Promise<void> };
let a: BuiltServer;
let b: BuiltServer;
let user: SignedInUser;
let username: string;
const token = () => user.access.token;

beforeAll(async () => {
  const fresh = await freshPostgresDatabase();
  if (fresh === null) throw new Error('These tests need PostgreSQL at 127.0.0.1:5432 (CI starts it; see .ci/run)');
  database = fresh;
  // One first, so the second finds the schema migrated (as a rolling start would).
  const env = { DATABASE_URL: database.url, SECRET: SHARED_SECRET };
  a = await startBuiltServer({ env });
  b = await startBuiltServer({ env });
  ({ user, username } = await signUp(a.baseUrl));
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

describe('two servers on one database', () => {
  it('refuses a share link on one server on the very next request after it was revoked through the other', async () => {
    const records = await ok<{ _id: string; fields: Array<{ id: string }> }>(a.baseUrl, 'POST', '/collection', { token: token(), body: { name: 'Records', fields: [{ name: 'Title', type: 'text' }] } });
    await ok(a.baseUrl, 'POST', '/item', { token: token(), body: { collectionId: records._id, values: { [records.fields[0]!.id]: 'Blue Train' } } });
    const share = await ok<{ _id: string; token: string }>(a.baseUrl, 'POST', '/share', { token: token(), body: { kind: 'collection', targetId: records._id } });
    // Read through b first, so b holds the view in its cache.
    expect((await call(b.baseUrl, 'GET', `/public/collection/${share.token}`)).status).toBe(200);
    expect((await call(b.baseUrl, 'GET', `/public/collection/${share.token}`)).status).toBe(200);

    await ok(a.baseUrl, 'DELETE', `/share?shareId=${share._id}`, { token: token() });
    expect((await call(b.baseUrl, 'GET', `/public/collection/${share.token}`)).status).toBe(404);
  });

  it('counts sign-in attempts spread over both servers against one limit', async () => {
    const address = '10.28.0.1';
    const attempt = (server: BuiltServer) => call(server.baseUrl, 'POST', '/auth/login', { body: { username, password: 'not the password' }, headers: { 'x-forwarded-for': address } });
    const statuses = [];
    for (const server of [a, b, a, b, a, b, a]) statuses.push((await attempt(server)).status);
    // Five failures per account, whichever server heard them; one server alone would have let
    // three more through.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const right = await call(b.baseUrl, 'POST', '/auth/login', { body: { username, password: e2ePassword }, headers: { 'x-forwarded-for': '10.28.0.2' } });
    expect(right.status).toBe(429);
  });

  it('ends each silent heartbeat stamp exactly once, at its last heartbeat, while 1,000 heartbeats and both servers\' sweeps race', async () => {
    const owner = (await signUp(a.baseUrl)).user;
    const auth = { token: owner.access.token };
    const group = await ok(a.baseUrl, 'POST', '/time-group', { ...auth, body: { name: 'Machines' } });
    const TIMEOUT_S = 10; // the shortest a definition may have
    const definitions = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const subGroup = await ok(a.baseUrl, 'POST', '/sub-group', { ...auth, body: { name: `Machine ${i}`, timeGroupId: group._id } });
        return ok<{ _id: string; key: string; subGroupId: string }>(a.baseUrl, 'POST', '/heartbeat', { ...auth, body: { name: `Machine ${i}`, subGroupId: subGroup._id, timeoutSeconds: TIMEOUT_S } });
      }),
    );
    type Beat = { timeStampId: string; closesAt: string };
    const beat = async (definition: { _id: string; key: string }): Promise<Beat> => {
      const server = Math.random() < 0.5 ? a : b;
      return ok<Beat>(server.baseUrl, 'POST', `/heartbeat/${definition._id}`, { headers: { 'x-heartbeat-key': definition.key } });
    };
    /** When each heartbeat was taken, by the stamp it kept running. */
    const beatsByStamp = new Map<string, number[]>();
    const record = ({ timeStampId, closesAt }: Beat) => beatsByStamp.set(timeStampId, [...(beatsByStamp.get(timeStampId) ?? []), Date.parse(closesAt) - TIMEOUT_S * 1000]);

    await Promise.all(
      definitions.map(async (definition) => {
        // A first run of 9, then silence past the timeout, then 11 more starting up to 2 s after
        // the first stamp's close, when the sweeps (every 5 s, on whichever server claims it) come.
        let last!: Beat;
        for (let i = 0; i < 9; i += 1) record((last = await beat(definition)));
        await delay(Date.parse(last.closesAt) - Date.now() + Math.random() * 2000);
        for (let i = 0; i < 11; i += 1) {
          record(await beat(definition));
          await delay(100);
        }
      }),
    );
    expect([...beatsByStamp.values()].flat()).toHaveLength(1000);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const stamps = async () => (await client.query<{ id: string; end_time: string | null; duration_ms: string | null; sub_group_id: string }>(`select id, end_time, duration_ms, sub_group_id from time_stamp where time_group_id = $1`, [group._id])).rows;
      // Every stamp ends within a timeout and a sweep of its last heartbeat.
      for (const deadline = Date.now() + (TIMEOUT_S + 15) * 1000; (await stamps()).some((stamp) => stamp.end_time === null); await delay(500)) {
        if (Date.now() > deadline) throw new Error('a stamp was never ended');
      }
      const ended = await stamps();
      expect(ended).toHaveLength(100);
      for (const definition of definitions) expect(ended.filter((stamp) => stamp.sub_group_id === definition.subGroupId)).toHaveLength(2);
      for (const stamp of ended) expect(Date.parse(stamp.end_time!)).toBe(Math.max(...beatsByStamp.get(stamp.id)!));
      // Ended once: the group's kept total is the sum of its stamps (a second close would add again).
      const kept = (await client.query<{ ended_ms: string; stamps: string }>(`select ended_ms, stamps from time_group_total where time_group_id = $1`, [group._id])).rows[0]!;
      expect(Number(kept.ended_ms)).toBe(ended.reduce((sum, stamp) => sum + Number(stamp.duration_ms), 0));
      expect(Number(kept.stamps)).toBe(100);
    } finally {
      await client.end();
    }
  }, 90_000);

  // Last: it kills one of the two servers.
  it('loses no acknowledged write and doubles none when one server is killed (kill -9) under write load, its clients retrying on the other with the same keys', async () => {
    const auth = { token: token() };
    const list = await ok(a.baseUrl, 'POST', '/shopping-list', { ...auth, body: { name: 'Hardware' } });
    const acknowledged: string[] = [];
    let writing = true;
    let killed = false;
    /** Adds one item under one key, on `first` and then on whichever server is left, until a 2xx. */
    const write = async (name: string, first: BuiltServer) => {
      const key = randomUUID();
      for (let server = first; ; server = killed ? b : server) {
        const answer = await call(server.baseUrl, 'POST', '/shopping-item', { ...auth, body: { shoppingListId: list._id, items: [{ name }] }, headers: { 'idempotency-key': key } }).catch(() => undefined);
        if (answer !== undefined && answer.status < 300) return acknowledged.push(name);
        // Gone (the connection failed), or the key's first request was still held by the dying
        // server's transaction: the same key again, on the server that is left.
        if (answer !== undefined && !(answer.status === 409 && answer.body.error?.code === 'IDEMPOTENCY_KEY_IN_FLIGHT')) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
        await delay(50);
      }
    };
    const clients = Array.from({ length: 6 }, async (_, client) => {
      for (let n = 0; writing; n += 1) await write(`w${client}-${n}`, client % 2 === 0 ? a : b);
    });
    await delay(1500);
    a.signal('SIGKILL');
    killed = true;
    expect(await a.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await delay(1500);
    writing = false;
    await Promise.all(clients);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const stored = (await client.query<{ name: string }>('select name from shopping_item where list_id = $1', [list._id]).finally(() => client.end())).rows.map((row) => row.name);
    expect(stored.toSorted()).toEqual(acknowledged.toSorted());
    expect(new Set(stored).size).toBe(stored.length);
    expect(acknowledged.length).toBeGreaterThan(30);
  }, 60_000);
});
