// Guard: every operation of the bundled contract is called at least once against the real app,
// and answers 200 with the success envelope and real data. The table is keyed by OperationId, so a
// new operation in the contract does not compile until it has an entry here.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId, PendingLogin, ResponseData, User } from '../../src/contract/types';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { PASSWORD } from '../helpers/auth';
import { callOperation, contractOperationIds, dataOf, type Answer } from './contractClient';

/** What the calls share, filled in as they run (in the table's order). */
interface World {
  t: TestApp;
  user: User;
  /** A second login of the same user, ended by revokeSessions. */
  phone: User;
  totpSecret: string;
  pending: PendingLogin;
  advance: (seconds: number) => void;
  codeNow: () => string;
}

interface Entry<Id extends OperationId> {
  call: (world: World) => Promise<Answer<Id>>;
  /** Asserts the answer's data as a user would notice it. */
  check: (data: ResponseData<Id>, world: World) => void | Promise<void>;
}

const EXTRA = 'an extra password';

const entries: { [Id in OperationId]: Entry<Id> } = {
  getHealth: {
    call: ({ t }) => callOperation(t.app, 'getHealth'),
    check: (data, { t }) => expect(data.db).toBe(t.database.dialect),
  },
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
      callOperation(t.app, 'updateUser', { params: { id: user._id }, body: { currentPassword: PASSWORD, extraPassword: EXTRA }, token: user.access.token }),
    check: (data) => expect(data.hasExtraPassword).toBe(true),
  },
  extraPasswordLogin: {
    call: ({ t, user }) => callOperation(t.app, 'extraPasswordLogin', { body: { extraPassword: EXTRA }, token: user.access.token }),
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
};

describe('every operation of the contract', () => {
  let clock = new Date('2026-11-23T14:00:10.000Z');
  const world = {
    advance: (seconds: number) => {
      clock = new Date(clock.getTime() + seconds * 1000);
    },
    codeNow: () => new TOTP({ secret: Secret.fromBase32(world.totpSecret) }).generate({ timestamp: clock.getTime() }),
  } as World;

  beforeAll(async () => {
    world.t = await createTestApp({ settings: { accounts: { now: () => clock } } });
  });
  afterAll(async () => {
    await world.t.close();
  });

  it('has an entry for each operationId of the bundled contract', () => {
    expect(Object.keys(entries).sort()).toEqual([...contractOperationIds].sort());
  });

  // Runs in the table's order: later calls use what earlier ones made (the user, its tokens, 2FA).
  it.each(Object.keys(entries) as OperationId[])('%s answers 200 with the success envelope and its data', async (id) => {
    const entry = entries[id] as Entry<OperationId>;
    const answer = await entry.call(world);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.status).toBe(true);
    if (answer.body.status) await entry.check(answer.body.data, world);
  });
});
