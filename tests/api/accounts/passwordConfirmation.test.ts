// Proves that changes a token thief could use to lock the owner out (turning on 2FA, ending every
// other session) ask for the password again unless the sign-in is under 5 minutes old, and that
// those password guesses spend the same budget as login's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { errorOf, logIn, PASSWORD, post, signUp } from '../../helpers/auth';

describe('changes that could lock the owner out ask for the password again', () => {
  let t: TestApp;
  let clock = new Date('2026-11-23T12:00:00.000Z');
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const auth = (token: string) => ({ 'x-access-token': token });
  const startSetup = (token: string, body?: object) => post(t.app, '/api/auth/2fa/setup', body, auth(token));
  const endOthers = (token: string, body?: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/auth/session?others=true', headers: auth(token), ...(body ? { payload: body } : {}) });
  const listSessions = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: auth(token) });
  const pendingSecret = async (userId: string) =>
    (await t.database.db.selectFrom('user').select('totp_pending_secret').where('id', '=', userId).executeTakeFirstOrThrow()).totp_pending_secret;

  beforeAll(async () => {
    t = await createTestApp({ settings: { accounts: { now: () => clock } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts 2FA setup without the password within 5 minutes of signing in', async () => {
    const user = await signUp(t.app, 'gina');
    advance(4 * 60 + 59);
    expect((await startSetup(user.access.token)).statusCode).toBe(200);
  });

  it('refuses 2FA setup from an older sign-in until the password is given, and changes nothing', async () => {
    const user = await signUp(t.app, 'hugo');
    advance(5 * 60 + 1);
    const refused = await startSetup(user.access.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(errorOf('PASSWORD_REQUIRED', 'Enter your password to confirm this change'));
    expect(await pendingSecret(user._id)).toBeNull();

    const wrong = await startSetup(user.access.token, { currentPassword: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(errorOf('WRONG_PASSWORD', 'Wrong password'));
    expect(await pendingSecret(user._id)).toBeNull();

    expect((await startSetup(user.access.token, { currentPassword: PASSWORD })).statusCode).toBe(200);
    expect(await pendingSecret(user._id)).not.toBeNull();
  });

  it('refuses to end every other session from an older sign-in until the password is given', async () => {
    await signUp(t.app, 'ines');
    const other = await logIn(t.app, 'ines');
    const mine = await logIn(t.app, 'ines');
    advance(6 * 60);
    const refused = await endOthers(mine.access.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(errorOf('PASSWORD_REQUIRED', 'Enter your password to confirm this change'));
    expect((await listSessions(other.access.token)).statusCode).toBe(200);

    expect((await endOthers(mine.access.token, { currentPassword: 'wrong' })).statusCode).toBe(401);
    expect((await listSessions(other.access.token)).statusCode).toBe(200);

    expect((await endOthers(mine.access.token, { currentPassword: PASSWORD })).statusCode).toBe(200);
    expect((await listSessions(other.access.token)).statusCode).toBe(401);
    expect((await listSessions(mine.access.token)).statusCode).toBe(200);
  });

  it('ends every other session without the password right after signing in', async () => {
    await signUp(t.app, 'jonas');
    const other = await logIn(t.app, 'jonas');
    const mine = await logIn(t.app, 'jonas');
    expect((await endOthers(mine.access.token)).statusCode).toBe(200);
    expect((await listSessions(other.access.token)).statusCode).toBe(401);
  });

  it('signs out one other device without asking again', async () => {
    await signUp(t.app, 'kim');
    const other = await logIn(t.app, 'kim');
    const mine = await logIn(t.app, 'kim');
    advance(10 * 60);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/auth/session?sessionId=${other.userSessionId}`, headers: auth(mine.access.token) });
    expect(response.statusCode).toBe(200);
  });

  it('counts wrong confirmations against the login budget, so a token gives no extra guesses', async () => {
    const user = await signUp(t.app, 'lova');
    advance(6 * 60);
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await startSetup(user.access.token, { currentPassword: `guess ${guess}` })).statusCode).toBe(401);
    }
    expect((await startSetup(user.access.token, { currentPassword: PASSWORD })).statusCode).toBe(429);
    const login = await post(t.app, '/api/auth/login', { username: 'lova', password: PASSWORD });
    expect(login.statusCode).toBe(429);
    expect(await pendingSecret(user._id)).toBeNull();
  });
});

describe('the sessions list names each device', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the browser and the operating system from the user agent', async () => {
    await signUp(t.app, 'mona');
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const viaChrome = await post(t.app, '/api/auth/login', { username: 'mona', password: PASSWORD }, { 'user-agent': chrome });
    await post(t.app, '/api/auth/login', { username: 'mona', password: PASSWORD }, { 'user-agent': firefox });
    const token = (viaChrome.json() as { data: { access: { token: string } } }).data.access.token;
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { 'x-access-token': token } });
    const sessions = (list.json() as { data: { browser: string | null; os: string | null; userAgent: string | null }[] }).data;
    expect(sessions.map(({ browser, os }) => `${browser} on ${os}`).sort()).toEqual(['Chrome on Linux', 'Firefox on Windows', 'null on null']);
  });
});
