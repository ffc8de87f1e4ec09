// Proves that an access token dies with its session (DESIGN §4): after logout, after "Sign out"
// of that device, after signing out every other device, and after a password change, the
// session's access token is refused at once, not minutes later when it expires (before, a stolen
// token could still start 2FA setup). extraToken.test.ts proves the same for extra tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { errorOf, logIn, PASSWORD, post, signUp } from '../../helpers/auth';

const NEW_PASSWORD = 'a brand new password';

describe('an ended session ends its tokens at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await signUp(t.app, 'erin');
    await signUp(t.app, 'frank');
  });
  afterAll(async () => {
    await t.close();
  });

  const auth = (token: string) => ({ 'x-access-token': token });
  const revoke = (token: string, query: string) => t.app.inject({ method: 'DELETE', url: `/api/auth/session?${query}`, headers: auth(token) });

  /** The calls a stolen token would make: read the sessions, start turning on 2FA. */
  async function expectRefused(token: string): Promise<void> {
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: auth(token) });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid access token'));
    const setup = await post(t.app, '/api/auth/2fa/setup', undefined, auth(token));
    expect(setup.statusCode).toBe(401);
  }

  async function expectAccepted(token: string): Promise<void> {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: auth(token) })).statusCode).toBe(200);
  }

  it('after logout', async () => {
    const user = await logIn(t.app, 'erin');
    await expectAccepted(user.access.token);
    const out = await post(t.app, '/api/auth/logout', { refreshToken: user.access.refreshToken }, auth(user.access.token));
    expect(out.statusCode).toBe(200);
    await expectRefused(user.access.token);
  });

  it('after "Sign out" of that device from another one', async () => {
    const stolen = await logIn(t.app, 'erin');
    const owner = await logIn(t.app, 'erin');
    expect((await revoke(owner.access.token, `sessionId=${stolen.userSessionId}`)).statusCode).toBe(200);
    await expectRefused(stolen.access.token);
    await expectAccepted(owner.access.token);
  });

  it('after signing out every other device', async () => {
    const stolen = await logIn(t.app, 'erin');
    const owner = await logIn(t.app, 'erin');
    expect((await revoke(owner.access.token, 'others=true')).statusCode).toBe(200);
    await expectRefused(stolen.access.token);
    await expectAccepted(owner.access.token);
  });

  it('after a password change, on every other device', async () => {
    const stolen = await logIn(t.app, 'frank');
    const owner = await logIn(t.app, 'frank');
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${owner._id}`,
      headers: auth(owner.access.token),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    await expectRefused(stolen.access.token);
    await expectAccepted(owner.access.token);
  });
});
