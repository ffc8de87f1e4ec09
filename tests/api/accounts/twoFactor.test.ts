// Proves two-factor authentication (DESIGN §4): setup with a confirming code, a pending login
// whose token can only call POST /api/auth/2fa, TOTP codes and recovery codes that work once,
// and turning it off. Codes are computed with otpauth from the secret, on a fake clock.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { errorOf, PASSWORD, post, signUp, type SignedUp } from '../../helpers/auth';
import { authKey } from '../../helpers/vault';

describe('two-factor authentication', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T12:00:10.000Z');
  let frida: SignedUp;
  let secret = '';
  let recoveryCodes: string[] = [];
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const codeNow = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.getTime() });
  const auth = (token: string) => ({ 'x-access-token': token });
  const pendingLogin = async () => {
    const response = await post(t.app, '/api/auth/login', { username: 'frida', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { twoFactorRequired: true; token: string; expiresIn: number } }).data;
  };

  beforeAll(async () => {
    t = await createTestApp({ settings: { accounts: { now: () => clock } } });
    frida = await signUp(t.app, 'frida');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to turn on before setup has begun', async () => {
    const response = await post(t.app, '/api/auth/2fa/enable', { code: '123456' }, auth(frida.access.token));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorOf('TWO_FACTOR_SETUP_NOT_STARTED', 'Start the two-factor setup first'));
  });

  it('begins setup with a secret and an otpauth URI, stored encrypted', async () => {
    const response = await post(t.app, '/api/auth/2fa/setup', undefined, auth(frida.access.token));
    expect(response.statusCode).toBe(200);
    const data = (response.json() as { data: { secret: string; uri: string } }).data;
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.uri).toMatch(/^otpauth:\/\/totp\/Lifelog:frida\?/);
    expect(data.uri).toContain(`secret=${data.secret}`);
    secret = data.secret;
    const row = await t.database.db.selectFrom('user').select(['totp_pending_secret', 'is_2fa_enabled']).where('id', '=', frida._id).executeTakeFirstOrThrow();
    expect(row.totp_pending_secret).toMatch(/^v1\./);
    expect(row.totp_pending_secret).not.toContain(secret);
    expect(row.is_2fa_enabled).toBe(0);
  });

  it('turns on with a valid code and answers 10 recovery codes', async () => {
    const wrong = await post(t.app, '/api/auth/2fa/enable', { code: '000000' }, auth(frida.access.token));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(errorOf('WRONG_CODE', 'Wrong code'));
    const response = await post(t.app, '/api/auth/2fa/enable', { code: codeNow() }, auth(frida.access.token));
    expect(response.statusCode).toBe(200);
    recoveryCodes = (response.json() as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const again = await post(t.app, '/api/auth/2fa/setup', undefined, auth(frida.access.token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorOf('TWO_FACTOR_ALREADY_ON', 'Two-factor authentication is already on'));
  });

  it('gives a pending login whose token can call nothing but POST /api/auth/2fa', async () => {
    const pending = await pendingLogin();
    expect(pending).toEqual({ twoFactorRequired: true, token: expect.any(String), expiresIn: 300 });
    const others = [
      { method: 'GET' as const, url: '/api/auth/session' },
      { method: 'DELETE' as const, url: '/api/auth/session?others=true' },
      { method: 'PUT' as const, url: `/api/auth/user/${frida._id}`, payload: { preferences: { theme: 'dark' } } },
      { method: 'POST' as const, url: '/api/auth/logout', payload: { refreshToken: 'x' } },
      { method: 'POST' as const, url: '/api/auth/extra-password', payload: { extraPassword: authKey('x') } },
      { method: 'POST' as const, url: '/api/auth/2fa/setup' },
      { method: 'POST' as const, url: '/api/auth/2fa/disable', payload: { password: PASSWORD, code: '123456' } },
    ];
    for (const request of others) {
      const response = await t.app.inject({ ...request, headers: auth(pending.token) });
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid access token'));
    }
    // And a full access token cannot be used to skip the second factor.
    const skip = await post(t.app, '/api/auth/2fa', { code: codeNow() }, auth(frida.access.token));
    expect(skip.statusCode).toBe(401);
  });

  it('completes the login with a code, and refuses the same code the second time', async () => {
    advance(30);
    const code = codeNow();
    const first = await pendingLogin();
    const done = await post(t.app, '/api/auth/2fa', { code }, auth(first.token));
    expect(done.statusCode).toBe(200);
    const user = (done.json() as { data: SignedUp }).data;
    expect(user).toMatchObject({ _id: frida._id, is2faEnabled: true, access: { expiresIn: 900 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: auth(user.access.token) })).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/refreshtoken', { refreshToken: user.access.refreshToken })).statusCode).toBe(200);
    // The finished pending token is spent.
    const reuse = await post(t.app, '/api/auth/2fa', { code }, auth(first.token));
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(errorOf('LOGIN_EXPIRED', 'The login has expired. Please log in again.'));

    const second = await pendingLogin();
    const replay = await post(t.app, '/api/auth/2fa', { code }, auth(second.token));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(errorOf('WRONG_CODE', 'Wrong code'));
    advance(30);
    expect((await post(t.app, '/api/auth/2fa', { code: codeNow() }, auth(second.token))).statusCode).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const first = await pendingLogin();
    expect((await post(t.app, '/api/auth/2fa', { code: recoveryCodes[0] }, auth(first.token))).statusCode).toBe(200);
    const second = await pendingLogin();
    const again = await post(t.app, '/api/auth/2fa', { code: recoveryCodes[0] }, auth(second.token));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(errorOf('WRONG_CODE', 'Wrong code'));
    // Typed in capitals and without dashes, another code still works.
    const typed = recoveryCodes[1]!.replace(/-/g, '').toUpperCase();
    expect((await post(t.app, '/api/auth/2fa', { code: typed }, auth(second.token))).statusCode).toBe(200);
  });

  it('refuses a pending token after its 5 minutes', async () => {
    const pending = await pendingLogin();
    advance(301);
    expect((await post(t.app, '/api/auth/2fa', { code: codeNow() }, auth(pending.token))).statusCode).toBe(401);
  });

  const cases: Array<[string, string, unknown, string]> = [
    ['/api/auth/2fa', 'no code', {}, 'code is required'],
    ['/api/auth/2fa', 'a number', { code: 123456 }, 'code must be a string'],
    ['/api/auth/2fa', 'a short code', { code: '123' }, 'code must be at least 6 characters long'],
    ['/api/auth/2fa', 'a long code', { code: '1'.repeat(33) }, 'code must be at most 32 characters long'],
    ['/api/auth/2fa', 'an extra field', { code: '123456', trust: true }, 'Unknown field: trust'],
    ['/api/auth/2fa/enable', 'no code', {}, 'code is required'],
    ['/api/auth/2fa/enable', 'an extra field', { code: '123456', secret: 'x' }, 'Unknown field: secret'],
    ['/api/auth/2fa/disable', 'no password', { code: '123456' }, 'password is required'],
    ['/api/auth/2fa/disable', 'a number code', { password: PASSWORD, code: 1 }, 'code must be a string'],
    ['/api/auth/2fa/disable', 'an extra field', { password: PASSWORD, code: '123456', all: 1 }, 'Unknown field: all'],
  ];
  it.each(cases)('refuses POST %s with %s (400, no change)', async (url, _name, body, message) => {
    const token = url === '/api/auth/2fa' ? (await pendingLogin()).token : frida.access.token;
    const before = await t.database.db.selectFrom('user').selectAll().execute();
    const response = await post(t.app, url, body, auth(token));
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { message: string } }).error.message).toBe(message);
    expect(await t.database.db.selectFrom('user').selectAll().execute()).toEqual(before);
  });

  it('turns off with the password and a code', async () => {
    advance(30);
    const wrong = await post(t.app, '/api/auth/2fa/disable', { password: 'not the password', code: codeNow() }, auth(frida.access.token));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(errorOf('WRONG_PASSWORD_OR_CODE', 'Wrong password or code'));
    const response = await post(t.app, '/api/auth/2fa/disable', { password: PASSWORD, code: codeNow() }, auth(frida.access.token));
    expect(response.statusCode).toBe(200);
    const login = await post(t.app, '/api/auth/login', { username: 'frida', password: PASSWORD });
    expect((login.json() as { data: SignedUp }).data.is2faEnabled).toBe(false);
    const off = await post(t.app, '/api/auth/2fa/disable', { password: PASSWORD, code: codeNow() }, auth(frida.access.token));
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual(errorOf('TWO_FACTOR_NOT_ON', 'Two-factor authentication is not on'));
  });
});
