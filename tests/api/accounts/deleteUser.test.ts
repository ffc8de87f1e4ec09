// Proves DELETE /auth/user/{id} (issue 24): with the password asked again (and a 2FA code when
// 2FA is on), the caller's account and every row of theirs in every area go in one statement's
// cascade, photos' bytes included, while another user's data stays as it was; and that the schema
// keeps it so: every table but the attempt counters reaches `user` through ON DELETE CASCADE.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, PASSWORD, signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { extraLogin } from '../../helpers/vault';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';
import { cascadingFromUser, foreignKeys, virtualTables } from './deleteUserSchema';

/** Every area's data for a victim (and some of the attacker's), as the other-users guard makes it. */
const areaRows = Object.values(import.meta.glob<AreaOtherUsersIds>('../*/otherUsersIds.ts', { eager: true, import: 'otherUsersIds' }));

/** Tables that hold no one's data: attempt counters keyed by address (a user's own are deleted), the timers' claims. */
const NO_ONES = ['rate_limit', 'timer_claim'];

describe('deleting one’s account', () => {
  let t: TestApp;
  let clock = new Date('2026-11-27T12:00:10.000Z');

  beforeAll(async () => {
    t = await createTestApp({ settings: { accounts: { now: () => clock } } });
  });
  afterAll(async () => {
    await t.close();
  });

  const deleteUser = (user: SignedUp, body: { password: string; code?: string }, id = user._id) =>
    callOperation(t.app, 'deleteUser', { params: { id }, body, token: user.access.token });
  const rowsMentioning = (snapshot: Record<string, string[]>, texts: string[]) =>
    Object.fromEntries(
      Object.entries(snapshot)
        .map(([table, rows]) => [table, rows.filter((row) => texts.some((text) => row.includes(text)))] as const)
        .filter(([, rows]) => rows.length > 0),
    );
  const rowsNotMentioning = (snapshot: Record<string, string[]>, texts: string[], skipped: string[]) =>
    Object.fromEntries(
      Object.entries(snapshot)
        .filter(([table]) => !skipped.includes(table))
        .map(([table, rows]) => [table, rows.filter((row) => !texts.some((text) => row.includes(text)))]),
    );
  /** Whether a word is in SQLite's full-text index blocks (none on PostgreSQL). */
  const indexHolds = (snapshot: Record<string, string[]>, word: string) =>
    (snapshot.note_search_data ?? []).some((row) => Buffer.from((JSON.parse(row) as { block: { data: number[] } }).block.data).includes(word));

  it('has every table but the attempt counters reach `user` through ON DELETE CASCADE', async () => {
    const tables = Object.keys(await tableSnapshot(t.database.db));
    const reached = cascadingFromUser(await foreignKeys(t.database.db, tables));
    const triggered = await virtualTables(t.database.db, tables);
    expect(tables.filter((table) => !reached.has(table) && !NO_ONES.includes(table) && !triggered.includes(table))).toEqual([]);
  });

  describe('with data in every area', () => {
    let victim: SignedUp;
    let victimTexts: string[];
    let before: Record<string, string[]>;

    // Every area's data is made once, before the clock of the test starts (PostgreSQL is slow at it).
    beforeAll(async () => {
      const attacker = await signUp(t.app, 'stays');
      victim = await signUp(t.app, 'leaves');
      for (const row of areaRows) await row.prepare?.(t, { attacker, victim });
      // A word only the victim wrote, to look for in the full-text index.
      const collection = dataOf(await callOperation(t.app, 'createNotesCollection', { body: { name: 'Music' }, token: victim.access.token }));
      dataOf(await callOperation(t.app, 'createNote', { body: { name: 'Xylophonist', notesCollectionId: collection._id }, token: victim.access.token }));
      // A wrong guess at the extra password (the passwords row set one): counters of the user's own.
      expect((await extraLogin(t.app, victim, 'a wrong guess')).statusCode).toBe(401);
      const sessions = await t.database.db.selectFrom('session').select('id').where('user_id', '=', victim._id).execute();
      victimTexts = [victim._id, ...sessions.map((session) => session.id)];
      before = await tableSnapshot(t.database.db);
    });

    it('deletes every row of the user in every area, images included, and leaves the other user’s as they were', async () => {
      expect(Object.keys(rowsMentioning(before, victimTexts))).toEqual(
        expect.arrayContaining(['image', 'image_rendition', 'password_entry', 'note', 'note_search', 'session', 'refresh_token', 'rate_limit']),
      );
      const answer = await deleteUser(victim, { password: PASSWORD });
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
      const after = await tableSnapshot(t.database.db);
      expect(rowsMentioning(after, victimTexts)).toEqual({});
      // SQLite's full-text index blocks are rewritten, not kept: checked by the words they hold.
      const shadowTables = (await virtualTables(t.database.db, Object.keys(after))).filter((table) => table !== 'note_search');
      expect(rowsNotMentioning(after, victimTexts, shadowTables)).toEqual(rowsNotMentioning(before, victimTexts, shadowTables));
      if (shadowTables.length > 0) expect([indexHolds(before, 'xylophonist'), indexHolds(after, 'xylophonist')]).toEqual([true, false]);
      // The token died with its session; the name is free again.
      expect((await callOperation(t.app, 'getUser', { params: { id: victim._id }, token: victim.access.token })).statusCode).toBe(401);
      expect((await callOperation(t.app, 'login', { body: { username: 'leaves', password: PASSWORD } })).statusCode).toBe(401);
      await signUp(t.app, 'leaves');
    });
  });

  it('refuses a wrong password with 401 WRONG_PASSWORD, another user’s id with 404, and deletes nothing', async () => {
    const [user, other] = [await signUp(t.app, 'careful'), await signUp(t.app, 'bystander')];
    const before = await tableSnapshot(t.database.db);
    const wrong = await deleteUser(user, { password: 'not my password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual(errorOf('WRONG_PASSWORD', 'Wrong password'));
    expect((await deleteUser(user, { password: PASSWORD }, other._id)).body).toEqual(errorOf('USER_NOT_FOUND', 'User not found'));
    const { rate_limit: _counted, ...rest } = await tableSnapshot(t.database.db);
    const { rate_limit: _before, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
  });

  it('with 2FA on, needs a code too: 400 TWO_FACTOR_CODE_REQUIRED without, 401 WRONG_CODE when wrong', async () => {
    const user = await signUp(t.app, 'guarded');
    const setup = dataOf(await callOperation(t.app, 'startTwoFactorSetup', { token: user.access.token }));
    const codeNow = () => new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate({ timestamp: clock.getTime() });
    dataOf(await callOperation(t.app, 'confirmTwoFactorSetup', { body: { code: codeNow() }, token: user.access.token }));
    clock = new Date(clock.getTime() + 30_000);

    const missing = await deleteUser(user, { password: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toEqual(
      errorOf('TWO_FACTOR_CODE_REQUIRED', 'Two-factor authentication is on: enter a code from your authenticator app or a recovery code'),
    );
    expect((await deleteUser(user, { password: PASSWORD, code: '000000' === codeNow() ? '111111' : '000000' })).body).toEqual(errorOf('WRONG_CODE', 'Wrong code'));
    expect((await deleteUser(user, { password: PASSWORD, code: codeNow() })).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('user').select('id').where('id', '=', user._id).execute()).toEqual([]);
  });
});
