// Proves PUT /api/auth/user/{id} (preferences, extra password, password change) and
// POST /api/auth/extra-password: only the caller's own id, a password change ends the other
// sessions, the extra password is stored as an Argon2id hash and yields the extra token pair.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../src/contract/types';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { errorOf, logIn, PASSWORD, post, signUp, type SignedUp } from '../../helpers/auth';
import { authKey, vaultFor } from '../../helpers/vault';

const EXTRA = 'extra secret phrase';
/** What the browser sends for EXTRA: the derived key, and the vault with it. */
const KEY = authKey(EXTRA);
const VAULT = vaultFor(EXTRA);
const ONE_CHANGE = 'Send preferences, or currentPassword with either extraPassword or newPassword';

describe('PUT /api/auth/user/{id} and POST /api/auth/extra-password', () => {
  let t: TestApp;
  let dana: SignedUp;
  let erik: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    [dana, erik] = await Promise.all([signUp(t.app, 'dana'), signUp(t.app, 'erik')]);
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (user: SignedUp, body: unknown, id = user._id) =>
    t.app.inject({ method: 'PUT', url: `/api/auth/user/${id}`, payload: body as object, headers: { 'x-access-token': user.access.token } });
  const snapshot = () =>
    Promise.all([
      t.database.db.selectFrom('user').selectAll().orderBy('id').execute(),
      t.database.db.selectFrom('user_preferences').selectAll().orderBy('user_id').execute(),
      t.database.db.selectFrom('session').selectAll().orderBy('id').execute(),
    ]);

  it('changes preferences and answers the profile', async () => {
    const response = await put(dana, { preferences: { theme: 'dark', linkOrder: ['notes', 'time'], useDeviceShutdown: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: {
        _id: dana._id,
        username: 'dana',
        is2faEnabled: false,
        hasExtraPassword: false,
        preferences: { theme: 'dark', language: 1, timeFilter: 'day', timeView: 'list', timeSorting: 'normal', linkOrder: ['notes', 'time'], useDeviceShutdown: true },
      },
    });
    const cleared = await put(dana, { preferences: { linkOrder: null, deviceShutdownConfig: { warnLeadMinutes: 10, devices: [] }, language: 2 } });
    expect((cleared.json() as { data: { preferences: unknown } }).data.preferences).toEqual({
      theme: 'dark',
      language: 2,
      timeFilter: 'day',
      timeView: 'list',
      timeSorting: 'normal',
      useDeviceShutdown: true,
      deviceShutdownConfig: { warnLeadMinutes: 10, devices: [] },
    });
  });

  it("refuses another user's id with 404 and changes nothing", async () => {
    const before = await snapshot();
    for (const body of [{ preferences: { theme: 'dark' } }, { currentPassword: PASSWORD, newPassword: 'taken over!!' }]) {
      const response = await put(dana, body, erik._id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorOf('USER_NOT_FOUND', 'User not found'));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('sets the extra password (Argon2id hash) and logs in to the password area with it', async () => {
    const wrong = await put(dana, { currentPassword: 'not my password', extraPassword: KEY, vault: VAULT });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(errorOf('WRONG_PASSWORD', 'Wrong password'));

    const none = await post(t.app, '/api/auth/extra-password', { extraPassword: KEY }, { 'x-access-token': dana.access.token });
    expect(none.statusCode).toBe(401);

    const set = await put(dana, { currentPassword: PASSWORD, extraPassword: KEY, vault: VAULT });
    expect(set.statusCode).toBe(200);
    expect((set.json() as { data: { hasExtraPassword: boolean } }).data.hasExtraPassword).toBe(true);
    const row = await t.database.db.selectFrom('user').select('extra_password_hash').where('id', '=', dana._id).executeTakeFirstOrThrow();
    expect(row.extra_password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const bad = await post(t.app, '/api/auth/extra-password', { extraPassword: authKey('wrong extra') }, { 'x-access-token': dana.access.token });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual(errorOf('WRONG_PASSWORD', 'Wrong password'));

    const good = await post(t.app, '/api/auth/extra-password', { extraPassword: KEY }, { 'x-access-token': dana.access.token });
    expect(good.statusCode).toBe(200);
    const pair = (good.json() as { data: { token: string; refreshToken: string; expiresIn: number } }).data;
    expect(pair).toEqual({ token: expect.any(String), refreshToken: expect.any(String), expiresIn: 300 });
    // The extra token is not an access token.
    const asAccess = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { 'x-access-token': pair.token } });
    expect(asAccess.statusCode).toBe(401);
    // Its refresh token refreshes only as the extra one.
    expect((await post(t.app, '/api/auth/refreshtoken', { refreshToken: pair.refreshToken })).statusCode).toBe(401);
    const refreshed = await post(t.app, '/api/auth/refreshtoken', { extraRefreshToken: pair.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect((refreshed.json() as { data: { expiresIn: number } }).data.expiresIn).toBe(300);
  });

  it('changes the password and ends every other session', async () => {
    const other = await logIn(t.app, 'erik');
    const response = await put(erik, { currentPassword: PASSWORD, newPassword: 'a brand new password' });
    expect(response.statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/refreshtoken', { refreshToken: other.access.refreshToken })).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/refreshtoken', { refreshToken: erik.access.refreshToken })).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/login', { username: 'erik', password: PASSWORD })).statusCode).toBe(401);
    await logIn(t.app, 'erik', 'a brand new password');
  });

  const putCases: Array<[string, unknown, ErrorCode, string]> = [
    ['an empty body', {}, 'ONE_CHANGE_AT_A_TIME', ONE_CHANGE],
    ['no preference', { preferences: {} }, 'BAD_REQUEST', 'preferences must name at least one preference'],
    ['preferences with a password', { preferences: { theme: 'dark' }, currentPassword: PASSWORD }, 'ONE_CHANGE_AT_A_TIME', ONE_CHANGE],
    ['both new passwords', { currentPassword: PASSWORD, newPassword: 'long enough 1', extraPassword: KEY, vault: VAULT }, 'ONE_CHANGE_AT_A_TIME', ONE_CHANGE],
    ['a new password without the current one', { newPassword: 'long enough 1' }, 'ONE_CHANGE_AT_A_TIME', ONE_CHANGE],
    ['an unknown theme', { preferences: { theme: 'blue' } }, 'VALIDATION_FAILED', 'preferences.theme must be one of: light, dark'],
    ['a string language', { preferences: { language: '2' } }, 'VALIDATION_FAILED', 'preferences.language must be an integer'],
    ['an unknown preference', { preferences: { fontSize: 3 } }, 'VALIDATION_FAILED', 'Unknown field: preferences.fontSize'],
    ['a long shape', { preferences: { shape: 's'.repeat(65) } }, 'VALIDATION_FAILED', 'preferences.shape must be at most 64 characters long'],
    ['too many links', { preferences: { linkOrder: Array.from({ length: 51 }, (_, i) => `l${i}`) } }, 'VALIDATION_FAILED', 'preferences.linkOrder must have at most 50 items'],
    ['a short new password', { currentPassword: PASSWORD, newPassword: 'short' }, 'VALIDATION_FAILED', 'newPassword must be at least 10 characters long'],
    ['an unknown field', { preferences: { theme: 'dark' }, role: 'admin' }, 'VALIDATION_FAILED', 'Unknown field: role'],
  ];
  it.each(putCases)('refuses a PUT with %s (400, no change)', async (_name, body, code, message) => {
    const before = await snapshot();
    const response = await put(dana, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf(code, message));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a malformed id with 400', async () => {
    const response = await put(dana, { preferences: { theme: 'dark' } }, 'short');
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { message: string } }).error.message).toBe('id must be at least 12 characters long');
  });

  const extraCases: Array<[string, unknown, string]> = [
    ['no password', {}, 'extraPassword is required'],
    ['a number', { extraPassword: 5 }, 'extraPassword must be a string'],
    ['a long key', { extraPassword: `${KEY}x` }, 'extraPassword must be at most 43 characters long'],
    ['a raw password', { extraPassword: EXTRA }, 'extraPassword must be at least 43 characters long'],
    ['an extra field', { extraPassword: KEY, remember: true }, 'Unknown field: remember'],
  ];
  it.each(extraCases)('refuses an extra-password login with %s (400, no change)', async (_name, body, message) => {
    const before = await snapshot();
    const response = await post(t.app, '/api/auth/extra-password', body, { 'x-access-token': dana.access.token });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { message: string } }).error.message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });
});
