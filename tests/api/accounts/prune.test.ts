// Proves that the accounts area's hourly timer deletes only rows that can no longer matter: ended
// sessions (and their refresh tokens) after a day, old rate-limit windows and old TOTP replay markers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../src/server/areas/accounts/index';
import { createTestApp, TEST_SECRET, type TestApp } from '../../helpers/testApp';
import { signUp } from '../../helpers/auth';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe("the accounts area's pruning timer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes ended sessions, old windows and old markers, and keeps the rest', async () => {
    const { db } = t.database;
    const user = await signUp(t.app, 'hanna');
    const session = (id: string, expires_at: string, revoked_at: string | null) => ({
      id, user_id: user._id, kind: 'main' as const, state: 'active' as const, parent_id: null, device: null, user_agent: null,
      created_at: ago(40 * 24 * HOUR), last_used_at: ago(2 * HOUR), expires_at, revoked_at,
    });
    await db.insertInto('session').values([
      session('expiredLong1', ago(25 * HOUR), null),
      session('revokedLong1', NOW.toISOString(), ago(25 * HOUR)),
      session('revokedNow01', NOW.toISOString(), ago(HOUR)),
    ]).execute();
    await db.insertInto('refresh_token').values({ token_hash: 'h1', session_id: 'expiredLong1', created_at: ago(HOUR) }).execute();
    await db.insertInto('rate_limit').values([
      { key: 'old', window_start: ago(25 * HOUR), count: 3 },
      { key: 'new', window_start: ago(HOUR), count: 3 },
    ]).execute();
    await db.insertInto('totp_used_step').values([
      { user_id: user._id, step: 1, used_at: ago(2 * HOUR) },
      { user_id: user._id, step: 2, used_at: ago(60_000) },
    ]).execute();

    const core = { db, dialect: t.database.dialect, version: 'test', secret: TEST_SECRET, dashboardSections: () => [], accountDataParts: () => [], pendingMigrations: async () => 0 };
    const [prune] = accounts.start(core, { now: () => NOW }).timers;
    expect(prune?.everyMs).toBe(HOUR);
    await prune?.run();

    const sessions = (await db.selectFrom('session').select('id').execute()).map((row) => row.id).sort();
    expect(sessions).toEqual(['revokedNow01', user.userSessionId].sort());
    expect(await db.selectFrom('refresh_token').select('token_hash').where('token_hash', '=', 'h1').execute()).toEqual([]);
    expect((await db.selectFrom('rate_limit').select('key').where('key', 'in', ['old', 'new']).execute()).map((row) => row.key)).toEqual(['new']);
    expect((await db.selectFrom('totp_used_step').select('step').execute()).map((row) => Number(row.step))).toEqual([2]);
  });
});
