// Proves the token model of DESIGN §4: access tokens verified and expiring, refresh tokens
// rotated on use with reuse revoking the family and an absolute expiry, logout, and the session
// list (GET/DELETE /api/auth/session) with its device label.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { errorOf, logIn, post, signUp, type SignedUp } from '../../helpers/auth';
import { authKey } from '../../helpers/vault';

const START = new Date('2026-11-21T12:00:00.000Z');

describe('tokens and sessions', () => {
  let t: TestApp;
  let clock = START;
  let bob: SignedUp;
  let carol: SignedUp;
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    t = await createTestApp({ settings: { accounts: { now: () => clock } } });
    bob = await signUp(t.app, 'bob');
    carol = await signUp(t.app, 'carol');
  });
  afterAll(async () => {
    await t.close();
  });

  const sessions = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { 'x-access-token': token } });
  const refresh = (body: unknown) => post(t.app, '/api/auth/refreshtoken', body);
  const sessionRows = () => t.database.db.selectFrom('session').select(['id', 'revoked_at']).orderBy('id').execute();

  it('accepts a fresh access token and refuses a missing, forged or expired one', async () => {
    const user = await logIn(t.app, 'bob');
    expect((await sessions(user.access.token)).statusCode).toBe(200);
    for (const token of [undefined, 'not-a-jwt', `${user.access.token.slice(0, -2)}xx`]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: token === undefined ? {} : { 'x-access-token': token } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid access token'));
    }
    advance(user.access.expiresIn + 1);
    const expired = await sessions(user.access.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid access token'));
  });

  it('rotates the refresh token on every use', async () => {
    const user = await logIn(t.app, 'bob');
    const first = await refresh({ refreshToken: user.access.refreshToken });
    expect(first.statusCode).toBe(200);
    const pair = (first.json() as { data: { token: string; refreshToken: string; expiresIn: number } }).data;
    expect(pair).toEqual({ token: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    expect(pair.refreshToken).not.toBe(user.access.refreshToken);
    expect((await sessions(pair.token)).statusCode).toBe(200);
    const second = await refresh({ refreshToken: pair.refreshToken });
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token comes back', async () => {
    const user = await logIn(t.app, 'bob');
    const rotated = (await refresh({ refreshToken: user.access.refreshToken })).json() as { data: { refreshToken: string } };
    const reuse = await refresh({ refreshToken: user.access.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(errorOf('INVALID_REFRESH_TOKEN', 'Invalid or expired refresh token'));
    // The newest token of the family is dead too: the thief and the owner both have to log in.
    expect((await refresh({ refreshToken: rotated.data.refreshToken })).statusCode).toBe(401);
    const row = (await sessionRows()).find((session) => session.id === user.userSessionId);
    expect(row?.revoked_at).not.toBeNull();
  });

  it('refuses a refresh token after the absolute expiry of 30 days, however often it was used', async () => {
    const user = await logIn(t.app, 'bob');
    let token = user.access.refreshToken;
    for (let day = 0; day < 3; day += 1) {
      advance(10 * 24 * 60 * 60 - 60);
      const response = await refresh({ refreshToken: token });
      expect(response.statusCode).toBe(200);
      token = (response.json() as { data: { refreshToken: string } }).data.refreshToken;
    }
    advance(10 * 60);
    expect((await refresh({ refreshToken: token })).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and a login token sent as the extra one', async () => {
    expect((await refresh({ refreshToken: 'A'.repeat(43) })).statusCode).toBe(401);
    const user = await logIn(t.app, 'bob');
    expect((await refresh({ extraRefreshToken: user.access.refreshToken })).statusCode).toBe(401);
  });

  it('logs out: the refresh token stops working', async () => {
    const user = await logIn(t.app, 'bob');
    const response = await post(t.app, '/api/auth/logout', { refreshToken: user.access.refreshToken }, { 'x-access-token': user.access.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: null });
    expect((await refresh({ refreshToken: user.access.refreshToken })).statusCode).toBe(401);
    // The access token lives on for its minutes, but cannot open the password area any more.
    const extra = await post(t.app, '/api/auth/extra-password', { extraPassword: authKey('whatever it is') }, { 'x-access-token': user.access.token });
    expect(extra.statusCode).toBe(401);
    expect(extra.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid access token'));
  });

  it('lists sessions with their device and ends one or all others', async () => {
    const device = { 'x-device-fingerprint': 'fp-123', 'user-agent': 'TestBrowser/1.0' };
    const phone = (await post(t.app, '/api/auth/login', { username: 'carol', password: 'correct horse battery' }, device)).json() as { data: SignedUp };
    const laptop = await logIn(t.app, 'carol');
    const listed = (await sessions(laptop.access.token)).json() as { data: Array<Record<string, unknown>> };
    expect(listed.data).toContainEqual({
      _id: phone.data.userSessionId,
      device: 'fp-123',
      userAgent: 'TestBrowser/1.0',
      browser: null,
      os: null,
      created: clock.toISOString(),
      lastUsed: clock.toISOString(),
      current: false,
    });
    expect(listed.data.filter((session) => session.current).map((session) => session._id)).toEqual([laptop.userSessionId]);

    const del = (query: string, token = laptop.access.token) =>
      t.app.inject({ method: 'DELETE', url: `/api/auth/session${query}`, headers: { 'x-access-token': token } });
    // Another user's session is not found, and stays alive.
    const foreign = await del(`?sessionId=${bob.userSessionId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(errorOf('SESSION_NOT_FOUND', 'Session not found'));

    expect((await del(`?sessionId=${phone.data.userSessionId}`)).statusCode).toBe(200);
    expect((await refresh({ refreshToken: phone.data.access.refreshToken })).statusCode).toBe(401);

    expect((await del('?others=true')).statusCode).toBe(200);
    const left = (await sessions(laptop.access.token)).json() as { data: Array<{ _id: string }> };
    expect(left.data.map((session) => session._id)).toEqual([laptop.userSessionId]);
    expect((await refresh({ refreshToken: carol.access.refreshToken })).statusCode).toBe(401);
    expect((await refresh({ refreshToken: laptop.access.refreshToken })).statusCode).toBe(200);
  });

  const refreshCases: Array<[string, unknown, string]> = [
    ['no token', {}, 'Send either refreshToken or extraRefreshToken'],
    ['both tokens', { refreshToken: 'a', extraRefreshToken: 'b' }, 'Send either refreshToken or extraRefreshToken'],
    ['a number', { refreshToken: 5 }, 'refreshToken must be a string'],
    ['an empty token', { refreshToken: '' }, 'refreshToken must not be empty'],
    ['a long token', { refreshToken: 'a'.repeat(129) }, 'refreshToken must be at most 128 characters long'],
    ['an extra field', { refreshToken: 'a', userId: 'x' }, 'Unknown field: userId'],
  ];
  it.each(refreshCases)('refuses a refresh with %s (400, no change)', async (_name, body, message) => {
    const before = await sessionRows();
    const response = await refresh(body);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { message: string } }).error.message).toBe(message);
    expect(await sessionRows()).toEqual(before);
  });

  const logoutCases: Array<[string, unknown, string]> = [
    ['no token', {}, 'refreshToken is required'],
    ['a number', { refreshToken: 5 }, 'refreshToken must be a string'],
    ['a long token', { refreshToken: 'a'.repeat(129) }, 'refreshToken must be at most 128 characters long'],
    ['an extra field', { refreshToken: 'a', all: true }, 'Unknown field: all'],
  ];
  it.each(logoutCases)('refuses a logout with %s (400, no change)', async (_name, body, message) => {
    const user = await logIn(t.app, 'bob');
    const before = await sessionRows();
    const response = await post(t.app, '/api/auth/logout', body, { 'x-access-token': user.access.token });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { message: string } }).error.message).toBe(message);
    expect(await sessionRows()).toEqual(before);
  });

  it.each([
    ['', 'Send either sessionId or others=true'],
    ['?others=false', 'Send either sessionId or others=true'],
    ['?others=true&sessionId=AAAAAAAAAAAA', 'Send either sessionId or others=true'],
    ['?sessionId=short', 'sessionId must be at least 12 characters long'],
  ])('refuses DELETE /api/auth/session%s (400, no change)', async (query, message) => {
    const user = await logIn(t.app, 'bob');
    const before = await sessionRows();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/auth/session${query}`, headers: { 'x-access-token': user.access.token } });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { message: string } }).error.message).toBe(message);
    expect(await sessionRows()).toEqual(before);
  });
});
