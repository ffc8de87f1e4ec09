// Proves that accounts never leak secrets: across sign-up, login (right and wrong), refresh,
// extra password, sessions and logout, no log line holds a password, token or hash, and no
// response holds a password or a stored hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogCapture } from '../../helpers/logCapture';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import type { SignedUp } from '../../helpers/auth';
import { authKey, vaultFor } from '../../helpers/vault';

const PASSWORD = 'gus-PASSWORD-secret-1';
const NEW_PASSWORD = 'gus-PASSWORD-secret-2';
const EXTRA = 'gus-EXTRA-secret-3';
const NEW_EXTRA = 'gus-EXTRA-secret-4';

describe('secrets stay out of logs and responses', () => {
  let t: TestApp;
  const log = createLogCapture();

  beforeAll(async () => {
    t = await createTestApp({ log: { level: 'trace', stream: log.stream } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs no password, token or hash and answers no password or hash', async () => {
    const bodies: string[] = [];
    const send = async (url: string, payload: unknown, headers: Record<string, string> = {}, method: 'POST' | 'PUT' | 'GET' = 'POST') => {
      const response = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      bodies.push(response.body);
      return response;
    };
    const user = (await send('/api/auth/signup', { username: 'gus', password: PASSWORD })).json() as { data: SignedUp };
    const access = { 'x-access-token': user.data.access.token };
    await send('/api/auth/login', { username: 'gus', password: 'gus-WRONG-secret' });
    const login = (await send('/api/auth/login', { username: 'gus', password: PASSWORD })).json() as { data: SignedUp };
    const refreshed = (await send('/api/auth/refreshtoken', { refreshToken: login.data.access.refreshToken })).json() as { data: { token: string; refreshToken: string } };
    await send('/api/auth/refreshtoken', { refreshToken: login.data.access.refreshToken });
    await send(`/api/auth/user/${user.data._id}`, { currentPassword: PASSWORD, extraPassword: authKey(EXTRA), vault: vaultFor(EXTRA) }, access, 'PUT');
    await send('/api/auth/extra-password', undefined, access, 'GET');
    const extra = (await send('/api/auth/extra-password', { extraPassword: authKey(EXTRA) }, access)).json() as { data: { token: string; refreshToken: string } };
    await send('/api/auth/extra-password', { extraPassword: authKey('gus-WRONG-extra') }, access);
    await send(`/api/auth/user/${user.data._id}`, { currentPassword: PASSWORD, extraPassword: authKey(NEW_EXTRA), vault: vaultFor(NEW_EXTRA), currentExtraPassword: authKey(EXTRA) }, access, 'PUT');
    await send('/api/auth/session', undefined, access, 'GET');
    await send(`/api/auth/user/${user.data._id}`, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, access, 'PUT');
    await send('/api/auth/logout', { refreshToken: user.data.access.refreshToken }, access);

    const stored = await t.database.db.selectFrom('user').select(['password_hash', 'extra_password_hash']).executeTakeFirstOrThrow();
    const tokenHashes = (await t.database.db.selectFrom('refresh_token').select('token_hash').execute()).map((row) => row.token_hash);
    const hashes = [stored.password_hash, stored.extra_password_hash ?? 'none', ...tokenHashes];
    // The browser sends keys derived from extra passwords: those are the secrets on the wire.
    const passwords = [PASSWORD, NEW_PASSWORD, 'gus-WRONG-secret', authKey(EXTRA), authKey(NEW_EXTRA), authKey('gus-WRONG-extra')];
    const tokens = [
      user.data.access.token,
      user.data.access.refreshToken,
      login.data.access.token,
      login.data.access.refreshToken,
      refreshed.data.token,
      refreshed.data.refreshToken,
      extra.data.token,
      extra.data.refreshToken,
    ];

    const logText = log.text();
    expect(log.lines().length).toBeGreaterThan(20);
    for (const secret of [...passwords, ...tokens, ...hashes]) expect(logText).not.toContain(secret);
    for (const body of bodies) {
      for (const secret of [...passwords, ...hashes]) expect(body).not.toContain(secret);
      expect(body).not.toContain('$argon2');
    }
  });
});
