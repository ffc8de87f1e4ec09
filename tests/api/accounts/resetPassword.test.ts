// Proves `npm run reset-password -- USERNAME` (scripts/reset-password.ts, issue 24) against a
// SQLite database in a temporary DATA_DIR, as the server's own configuration names it: the new
// password (stdin's first line) logs in and the old one no longer does, every session of the user
// ends, another user is untouched, 2FA goes only with --disable-2fa, and a wrong name, a short
// password or a wrong option changes nothing and says why.
import { PassThrough } from 'node:stream';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runResetPassword } from '../../../scripts/reset-password';
import { PASSWORD, post, signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';

const NEW_PASSWORD = 'a brand new password';

describe('npm run reset-password', () => {
  let t: TestApp;
  let clock = new Date('2026-11-27T12:00:10.000Z');

  beforeAll(async () => {
    t = await createTestApp({ dialect: 'sqlite', settings: { accounts: { now: () => clock } } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Runs the command with stdin's text; its exit code and what it printed. */
  async function run(args: string[], input: string) {
    const stdin = new PassThrough();
    stdin.end(input);
    const [stdout, stderr] = [new PassThrough(), new PassThrough()];
    const code = await runResetPassword({ args, env: { DATA_DIR: t.dataDir }, stdin, stdout, stderr });
    return { code, out: String(stdout.read() ?? ''), err: String(stderr.read() ?? '') };
  }
  const login = (username: string, password: string) => post(t.app, '/api/auth/login', { username, password });

  it('sets the new password, signs the user out everywhere and leaves another user alone', async () => {
    const [user, other] = [await signUp(t.app, 'forgetful'), await signUp(t.app, 'neighbour')];
    const result = await run(['forgetful'], `${NEW_PASSWORD}\n`);
    expect(result).toEqual({ code: 0, out: 'The password of forgetful was changed and 1 session(s) were signed out.\n', err: '' });
    expect((await login('forgetful', PASSWORD)).statusCode).toBe(401);
    expect((await login('forgetful', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await callOperation(t.app, 'getUser', { params: { id: user._id }, token: user.access.token })).statusCode).toBe(401);
    expect((await callOperation(t.app, 'getUser', { params: { id: other._id }, token: other.access.token })).statusCode).toBe(200);
  });

  it('turns 2FA off only when asked with --disable-2fa', async () => {
    const user = await signUp(t.app, 'twofactor');
    const setup = dataOf(await callOperation(t.app, 'startTwoFactorSetup', { token: user.access.token }));
    const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate({ timestamp: clock.getTime() });
    dataOf(await callOperation(t.app, 'confirmTwoFactorSetup', { body: { code }, token: user.access.token }));
    clock = new Date(clock.getTime() + 30_000);

    const kept = await run(['twofactor'], `${NEW_PASSWORD}\n`);
    expect(kept.out).toContain('Two-factor authentication is still on (add --disable-2fa');
    expect((await login('twofactor', NEW_PASSWORD)).json()).toMatchObject({ data: { twoFactorRequired: true } });

    const off = await run(['twofactor', '--disable-2fa'], `${NEW_PASSWORD}\n`);
    expect(off.out).toContain('Two-factor authentication is now off.');
    expect((await login('twofactor', NEW_PASSWORD)).json()).toMatchObject({ data: { username: 'twofactor', is2faEnabled: false } });
  });

  it('changes nothing for an unknown name, a short password or a wrong option, and says why', async () => {
    await signUp(t.app, 'unchanged');
    expect(await run(['nobody'], `${NEW_PASSWORD}\n`)).toEqual({ code: 1, out: '', err: 'There is no user named nobody; nothing was changed.\n' });
    expect(await run(['unchanged'], 'short\n')).toEqual({ code: 1, out: '', err: 'The password must be 10 to 1024 characters long; nothing was changed.\n' });
    expect((await run(['unchanged', '--disable-2fa-please'], `${NEW_PASSWORD}\n`)).code).toBe(2);
    expect((await run([], `${NEW_PASSWORD}\n`)).err).toBe('Usage: npm run reset-password -- USERNAME [--disable-2fa]\n');
    expect((await login('unchanged', PASSWORD)).statusCode).toBe(200);
  });
});
