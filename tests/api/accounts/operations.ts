// The accounts area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user signs up, logs in twice, refreshes, sets the extra password, turns 2FA on and off and logs
// out, and a second account deletes itself, each call asserting what a user would notice.
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { PendingLogin, User } from '../../../src/contract/types';
import type { accounts } from '../../../src/server/areas/accounts/index';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { PASSWORD } from '../../helpers/auth';
import { authKey, vaultFor } from '../../helpers/vault';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';

/** What the calls share, filled in as they run (in the table's order). */
export interface AccountsWorld {
  t: TestApp;
  user: User;
  /** A second login of the same user, ended by revokeSessions. */
  phone: User;
  totpSecret: string;
  pending: PendingLogin;
  advance: (seconds: number) => void;
  codeNow: () => string;
}

const EXTRA = 'an extra password';

export const operations: AreaOperations<typeof accounts, AccountsWorld> = {
  async start() {
    let clock = new Date('2026-11-23T14:00:10.000Z');
    const world = {
      advance: (seconds: number) => {
        clock = new Date(clock.getTime() + seconds * 1000);
      },
      codeNow: () => new TOTP({ secret: Secret.fromBase32(world.totpSecret) }).generate({ timestamp: clock.getTime() }),
    } as AccountsWorld;
    world.t = await createTestApp({ settings: { accounts: { now: () => clock } } });
    return world;
  },
  entries: {
    signup: {
      call: ({ t }) => callOperation(t.app, 'signup', { body: { username: 'opal', password: PASSWORD } }),
      check: (data, world) => {
        expect(data).toMatchObject({ username: 'opal', is2faEnabled: false, hasExtraPassword: false });
        world.user = data;
      },
    },
    login: {
      call: ({ t }) => callOperation(t.app, 'login', { body: { username: 'opal', password: PASSWORD } }),
      check: (data, world) => {
        if ('twoFactorRequired' in data) throw new Error('opal has no 2FA yet, so the login is complete');
        expect(data).toMatchObject({ _id: world.user._id, username: 'opal' });
        world.phone = data;
      },
    },
    refreshToken: {
      call: ({ t, user }) => callOperation(t.app, 'refreshToken', { body: { refreshToken: user.access.refreshToken } }),
      check: (data, world) => {
        expect(data.refreshToken).not.toBe(world.user.access.refreshToken);
        world.user = { ...world.user, access: { ...world.user.access, token: data.token, refreshToken: data.refreshToken } };
      },
    },
    getUser: {
      call: ({ t, user }) => callOperation(t.app, 'getUser', { params: { id: user._id }, token: user.access.token }),
      check: (data, { user }) => expect(data).toEqual({ _id: user._id, username: 'opal', is2faEnabled: false, hasExtraPassword: false, preferences: user.preferences }),
    },
    updateUser: {
      call: ({ t, user }) =>
        callOperation(t.app, 'updateUser', {
          params: { id: user._id },
          body: { currentPassword: PASSWORD, extraPassword: authKey(EXTRA), vault: vaultFor(EXTRA) },
          token: user.access.token,
        }),
      check: (data) => expect(data.hasExtraPassword).toBe(true),
    },
    getExtraPasswordVault: {
      call: ({ t, user }) => callOperation(t.app, 'getExtraPasswordVault', { token: user.access.token }),
      check: (data) => expect(data).toEqual(vaultFor(EXTRA)),
    },
    extraPasswordLogin: {
      call: ({ t, user }) => callOperation(t.app, 'extraPasswordLogin', { body: { extraPassword: authKey(EXTRA) }, token: user.access.token }),
      check: (data) => expect(data.expiresIn).toBe(300),
    },
    listSessions: {
      call: ({ t, user }) => callOperation(t.app, 'listSessions', { token: user.access.token }),
      check: (data, { user, phone }) => expect(data.map((session) => session._id).sort()).toEqual([user.userSessionId, phone.userSessionId].sort()),
    },
    revokeSessions: {
      call: ({ t, user, phone }) => callOperation(t.app, 'revokeSessions', { query: { sessionId: phone.userSessionId }, token: user.access.token }),
      check: async (data, { t, phone }) => {
        expect(data).toBeNull();
        const refreshed = await callOperation(t.app, 'refreshToken', { body: { refreshToken: phone.access.refreshToken } });
        expect(refreshed.statusCode).toBe(401);
      },
    },
    startTwoFactorSetup: {
      call: ({ t, user }) => callOperation(t.app, 'startTwoFactorSetup', { token: user.access.token }),
      check: (data, world) => {
        expect(data.uri).toContain(`secret=${data.secret}`);
        world.totpSecret = data.secret;
      },
    },
    confirmTwoFactorSetup: {
      call: (world) => callOperation(world.t.app, 'confirmTwoFactorSetup', { body: { code: world.codeNow() }, token: world.user.access.token }),
      check: async (data, world) => {
        expect(data.recoveryCodes).toHaveLength(10);
        const login = dataOf(await callOperation(world.t.app, 'login', { body: { username: 'opal', password: PASSWORD } }));
        if (!('twoFactorRequired' in login)) throw new Error('With 2FA on, the password alone must not log in');
        world.pending = login;
        world.advance(30);
      },
    },
    verifyTwoFactor: {
      call: (world) => callOperation(world.t.app, 'verifyTwoFactor', { body: { code: world.codeNow() }, token: world.pending.token }),
      check: (data, world) => {
        expect(data).toMatchObject({ _id: world.user._id, is2faEnabled: true });
        world.advance(30);
      },
    },
    turnOffTwoFactor: {
      call: (world) => callOperation(world.t.app, 'turnOffTwoFactor', { body: { password: PASSWORD, code: world.codeNow() }, token: world.user.access.token }),
      check: async (data, { t, user }) => {
        expect(data).toBeNull();
        const profile = await callOperation(t.app, 'getUser', { params: { id: user._id }, token: user.access.token });
        expect(profile.body).toMatchObject({ status: true, data: { is2faEnabled: false } });
      },
    },
    logout: {
      call: ({ t, user }) => callOperation(t.app, 'logout', { body: { refreshToken: user.access.refreshToken }, token: user.access.token }),
      check: async (data, { t, user }) => {
        expect(data).toBeNull();
        expect((await callOperation(t.app, 'refreshToken', { body: { refreshToken: user.access.refreshToken } })).statusCode).toBe(401);
      },
    },
    deleteUser: {
      // Last: a second account, signed up for the purpose, deletes itself.
      call: async ({ t }) => {
        const doomed = dataOf(await callOperation(t.app, 'signup', { body: { username: 'doomed', password: PASSWORD } }));
        return callOperation(t.app, 'deleteUser', { params: { id: doomed._id }, body: { password: PASSWORD }, token: doomed.access.token });
      },
      check: async (data, { t }) => {
        expect(data).toBeNull();
        expect((await callOperation(t.app, 'login', { body: { username: 'doomed', password: PASSWORD } })).statusCode).toBe(401);
      },
    },
  },
};
