// Proves sign-up and login (spec §3/§4, DESIGN §4): the user of spec §3 with default preferences,
// case-insensitive unique usernames, one answer for a wrong password and an unknown user, rate
// limiting with Retry-After, and 400 without a change for every bad body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { errorOf, logIn, PASSWORD, post, signUp, type SignedUp } from '../../helpers/auth';

describe('POST /api/auth/signup and /api/auth/login', () => {
  let t: TestApp;
  let alice: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app, 'Alice');
  });
  afterAll(async () => {
    await t.close();
  });

  const counts = async () => {
    const users = await t.database.db.selectFrom('user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const sessions = await t.database.db.selectFrom('session').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return [Number(users.n), Number(sessions.n)];
  };

  it('signs up: the user of spec §3, logged in, with the default preferences', () => {
    expect(alice).toEqual({
      _id: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      username: 'Alice',
      userSessionId: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      is2faEnabled: false,
      hasExtraPassword: false,
      access: { token: expect.any(String), refreshToken: expect.any(String), created: expect.any(String), expiresIn: 900 },
      preferences: { theme: 'light', language: 1, timeFilter: 'day', timeView: 'list', timeSorting: 'normal' },
    });
    expect(alice.access.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores an Argon2id hash, never the password, and only a hash of the refresh token', async () => {
    const row = await t.database.db.selectFrom('user').select('password_hash').where('id', '=', alice._id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const tokens = await t.database.db.selectFrom('refresh_token').select('token_hash').execute();
    expect(tokens.map((token) => token.token_hash)).not.toContain(alice.access.refreshToken);
  });

  it('keeps the chosen language', async () => {
    const response = await post(t.app, '/api/auth/signup', { username: 'sven', password: PASSWORD, language: 2 });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: SignedUp }).data.preferences.language).toBe(2);
  });

  it('refuses a username that is taken, ignoring case, without a change', async () => {
    const before = await counts();
    const response = await post(t.app, '/api/auth/signup', { username: 'aLiCe', password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorOf('USERNAME_TAKEN', 'Username is taken'));
    expect(await counts()).toEqual(before);
  });

  it('logs in with any case of the username and opens a new session', async () => {
    const again = await logIn(t.app, 'ALICE');
    expect(again._id).toBe(alice._id);
    expect(again.userSessionId).not.toBe(alice.userSessionId);
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const wrong = await post(t.app, '/api/auth/login', { username: 'sven', password: 'not the password' });
    const unknown = await post(t.app, '/api/auth/login', { username: 'nobody', password: 'not the password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorOf('WRONG_LOGIN', 'Wrong username or password'));
    }
  });

  it('answers the 6th rapid wrong login with 429 and Retry-After', async () => {
    await signUp(t.app, 'mallory-target');
    const statuses: number[] = [];
    let last;
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      last = await post(t.app, '/api/auth/login', { username: 'mallory-target', password: `wrong guess ${attempt}` });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(800);
    expect(last?.json()).toEqual(errorOf('TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.'));
    // The right password is refused too while the account is limited.
    const right = await post(t.app, '/api/auth/login', { username: 'mallory-target', password: PASSWORD });
    expect(right.statusCode).toBe(429);
  });

  const long = 'x'.repeat(1025);
  const signupCases: Array<[string, unknown, string]> = [
    ['no body fields', {}, 'username is required'],
    ['no password', { username: 'bob' }, 'password is required'],
    ['a number as username', { username: 5, password: PASSWORD }, 'username must be a string'],
    ['a short username', { username: 'bo', password: PASSWORD }, 'username must be at least 3 characters long'],
    ['a long username', { username: 'b'.repeat(33), password: PASSWORD }, 'username must be at most 32 characters long'],
    ['a space in the username', { username: 'bob smith', password: PASSWORD }, 'username has an invalid format'],
    ['a short password', { username: 'bob', password: 'short' }, 'password must be at least 10 characters long'],
    ['a huge password', { username: 'bob', password: long }, 'password must be at most 1024 characters long'],
    ['an unknown language', { username: 'bob', password: PASSWORD, language: 3 }, 'language must be one of: 1, 2'],
    ['an extra field', { username: 'bob', password: PASSWORD, admin: true }, 'Unknown field: admin'],
  ];
  it.each(signupCases)('refuses a signup with %s (400, no change)', async (_name, body, message) => {
    const before = await counts();
    const response = await post(t.app, '/api/auth/signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf('VALIDATION_FAILED', message));
    expect(await counts()).toEqual(before);
  });

  const loginCases: Array<[string, unknown, string]> = [
    ['no password', { username: 'Alice' }, 'password is required'],
    ['a number as password', { username: 'Alice', password: 12345678901 }, 'password must be a string'],
    ['a long username', { username: 'a'.repeat(33), password: PASSWORD }, 'username must be at most 32 characters long'],
    ['a huge password', { username: 'Alice', password: long }, 'password must be at most 1024 characters long'],
    ['an extra field', { username: 'Alice', password: PASSWORD, code: '123456' }, 'Unknown field: code'],
  ];
  it.each(loginCases)('refuses a login with %s (400, no change)', async (_name, body, message) => {
    const before = await counts();
    const response = await post(t.app, '/api/auth/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf('VALIDATION_FAILED', message));
    expect(await counts()).toEqual(before);
  });
});
