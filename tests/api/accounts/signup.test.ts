// Proves the sign-up limits of DESIGN §4: sign-ups are limited per client address (429 with
// Retry-After, however they end), and with ALLOW_SIGNUP=false only the very first account can be
// created; later ones get 403 SIGNUP_CLOSED.
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_SETTINGS } from '../../../src/server/areas/accounts/settings';
import { createTestApp } from '../../helpers/testApp';
import { errorOf, PASSWORD, post } from '../../helpers/auth';

const signupFrom = (app: Parameters<typeof post>[0], username: string, remoteAddress = '192.0.2.10') =>
  app.inject({ method: 'POST', url: '/api/auth/signup', payload: { username, password: PASSWORD }, remoteAddress });

describe('sign-up limits', () => {
  it(`allows ${DEFAULT_AUTH_SETTINGS.signupLimit.max} sign-ups an hour per client address, counting refused ones`, async () => {
    const { max, windowSeconds } = DEFAULT_AUTH_SETTINGS.signupLimit;
    const t = await createTestApp({ settings: { accounts: { signupLimit: DEFAULT_AUTH_SETTINGS.signupLimit } } });
    try {
      expect(windowSeconds).toBe(3600);
      expect((await signupFrom(t.app, 'first-one')).statusCode).toBe(200);
      // A taken name costs Argon2 nothing but still counts: probing names is not free either.
      for (let attempt = 1; attempt < max; attempt += 1) expect((await signupFrom(t.app, 'first-one')).statusCode).toBe(409);
      const refused = await signupFrom(t.app, 'one-too-many');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(errorOf('TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.'));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
      // Another address still may.
      expect((await signupFrom(t.app, 'from-elsewhere', '192.0.2.11')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('with ALLOW_SIGNUP=false, creates only the very first account', async () => {
    const t = await createTestApp({ settings: { accounts: { allowSignup: false } } });
    try {
      expect((await signupFrom(t.app, 'the-owner')).statusCode).toBe(200);
      const closed = await signupFrom(t.app, 'a-stranger', '192.0.2.12');
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toEqual(errorOf('SIGNUP_CLOSED', 'Sign-up is closed on this server. Ask its owner for an account.'));
      expect(await t.database.db.selectFrom('user').select('username').execute()).toEqual([{ username: 'the-owner' }]);
      // The owner still logs in.
      expect((await post(t.app, '/api/auth/login', { username: 'the-owner', password: PASSWORD })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
