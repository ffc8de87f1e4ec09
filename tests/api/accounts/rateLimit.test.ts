// Proves that attempt limits live in the database (two app instances on one database share
// them, as several server processes would) and that with TRUST_PROXY the client address comes
// from X-Forwarded-For, while without it a forged header changes nothing; and that attempts an
// address may no longer make do not count against the account, so a flood from one address
// cannot keep the owner locked out; and that login and the current password of PUT
// /auth/user/{id} share one budget of guesses at the account password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/testApp';
import { PASSWORD, post, signUp } from '../../helpers/auth';

describe('attempt limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A tight per-address limit and a loose per-account one, so the address limit shows.
    t = await createTestApp({ settings: { accounts: { addressLimit: { max: 2, windowSeconds: 60 }, accountLimit: { max: 100, windowSeconds: 60 } } } });
  });
  afterAll(async () => {
    await t.close();
  });

  const wrongLogin = (app: TestApp['app'], forwardedFor?: string) =>
    post(app, '/api/auth/login', { username: 'nobody', password: 'wrong password' }, forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor });

  it('shares the count between server instances on one database, and ignores X-Forwarded-For by default', async () => {
    const second = await buildTestApp(t.database, t.dataDir, {
      settings: { accounts: { addressLimit: { max: 2, windowSeconds: 60 }, accountLimit: { max: 100, windowSeconds: 60 } } },
    });
    try {
      expect((await wrongLogin(t.app, '10.0.0.1')).statusCode).toBe(401);
      expect((await wrongLogin(second, '10.0.0.2')).statusCode).toBe(401);
      const third = await wrongLogin(t.app, '10.0.0.3');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });

  it('with trustProxy, limits each forwarded client address on its own', async () => {
    const proxied = await buildTestApp(t.database, t.dataDir, {
      trustProxy: true,
      settings: { accounts: { addressLimit: { max: 2, windowSeconds: 60 }, accountLimit: { max: 100, windowSeconds: 60 } } },
    });
    try {
      for (const address of ['203.0.113.1', '203.0.113.1', '203.0.113.2']) {
        expect((await wrongLogin(proxied, address)).statusCode).toBe(401);
      }
      expect((await wrongLogin(proxied, '203.0.113.1')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('does not count attempts refused for their address against the account', async () => {
    const limited = await createTestApp({
      settings: { accounts: { addressLimit: { max: 2, windowSeconds: 60 }, accountLimit: { max: 3, windowSeconds: 60 } } },
    });
    try {
      await signUp(limited.app, 'owner');
      const login = (password: string, remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'owner', password }, remoteAddress });
      expect((await login('wrong password', '198.51.100.7')).statusCode).toBe(401);
      expect((await login('wrong password', '198.51.100.7')).statusCode).toBe(401);
      // The attacker's address is now refused; its further attempts must not reach the account.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login('wrong password', '198.51.100.7')).statusCode).toBe(429);
      }
      expect((await login(PASSWORD, '192.0.2.1')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts wrong logins and wrong current passwords against one budget of the account', async () => {
    const shared = await createTestApp();
    try {
      const holder = await signUp(shared.app, 'holder');
      const wrongLogin = () => post(shared.app, '/api/auth/login', { username: 'HOLDER', password: 'wrong password' });
      const changePassword = (currentPassword: string) =>
        shared.app.inject({
          method: 'PUT',
          url: `/api/auth/user/${holder._id}`,
          headers: { 'x-access-token': holder.access.token },
          payload: { currentPassword, newPassword: 'a brand new password' },
        });
      // The default budget is 5 failures per account in 15 minutes, for both kinds of guess together.
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await wrongLogin()).statusCode).toBe(401);
      for (let attempt = 0; attempt < 2; attempt += 1) expect((await changePassword('wrong password')).statusCode).toBe(401);
      expect((await wrongLogin()).statusCode).toBe(429);
      const refused = await changePassword(PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: false, error: { code: 'TOO_MANY_ATTEMPTS' } });
    } finally {
      await shared.close();
    }
  });
});
