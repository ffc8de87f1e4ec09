// Proves the extraToken scheme for the password area (spec §6, DESIGN §2): an operation that
// needs both tokens accepts only an extra token of the same user as the access token, and the
// two kinds of token are not interchangeable. The password area is not built yet, so a small
// contract stands in for it; its users and sessions are rows written by the repositories, since
// every token is checked against its live session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession, revokeSession } from '../../../src/server/areas/accounts/repository/sessions';
import type { AccountsDb } from '../../../src/server/areas/accounts/tables';
import { createTokenSigner, type TokenScope } from '../../../src/server/areas/accounts/tokens';
import { insertUser } from '../../../src/server/areas/accounts/repository/users';
import { createTestApp, TEST_SECRET, type TestApp } from '../../helpers/testApp';
import { errorOf } from '../../helpers/auth';

const errorResponse = { description: 'Refused.', content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } } };
const specification = {
  openapi: '3.1.0',
  info: { title: 'Vault fixture', version: '1.0.0' },
  paths: {
    '/password': {
      get: {
        operationId: 'getVault',
        security: [{ accessToken: [], extraToken: [] }],
        responses: { '200': { description: 'The vault.', content: { 'application/json': { schema: { type: 'object' } } } }, '401': errorResponse },
      },
    },
  },
  components: {
    securitySchemes: {
      accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' },
      extraToken: { type: 'apiKey', in: 'header', name: 'x-extra-token' },
    },
  },
};

describe('the extra token', () => {
  let t: TestApp;
  const signer = createTokenSigner(TEST_SECRET);
  /** Each user's login session and the extra session under it. */
  const sessionOf = (userId: string, scope: TokenScope) => `${scope === 'extra' ? 'xtra' : 'main'}${userId.slice(4)}`;
  const sign = (userId: string, scope: TokenScope) => signer.sign({ userId, sessionId: sessionOf(userId, scope), scope }, 300, new Date());

  // The app's one database as the accounts area sees it, its own tables only (Kysely's types are
  // invariant in the tables, so the whole database does not pass for a part of it).
  const accountsDb = () => t.database.db as unknown as AccountsDb;

  beforeAll(async () => {
    t = await createTestApp({ specification, handlers: { getVault: async () => 'vault' } });
    const db = accountsDb();
    const now = new Date().toISOString();
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    for (const userId of ['user00000001', 'user00000002']) {
      await insertUser(db, { id: userId, username: userId, passwordHash: 'not a hash', now });
      const session = { userId, state: 'active' as const, device: null, userAgent: null, now, expiresAt };
      await insertSession(db, { ...session, id: sessionOf(userId, 'access'), kind: 'main' });
      await insertSession(db, { ...session, id: sessionOf(userId, 'extra'), kind: 'extra', parentId: sessionOf(userId, 'access') });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/password', headers });

  it("accepts the user's own extra token together with their access token", async () => {
    const response = await get({ 'x-access-token': await sign('user00000001', 'access'), 'x-extra-token': await sign('user00000001', 'extra') });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no extra token', async () => ({ 'x-access-token': await sign('user00000001', 'access') })],
    ["another user's extra token", async () => ({ 'x-access-token': await sign('user00000001', 'access'), 'x-extra-token': await sign('user00000002', 'extra') })],
    ['an access token as the extra token', async () => ({ 'x-access-token': await sign('user00000001', 'access'), 'x-extra-token': await sign('user00000001', 'access') })],
  ])('refuses %s', async (_name, headers) => {
    const response = await get(await headers());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid extra token'));
  });

  it('refuses an extra token as the access token', async () => {
    const extra = await sign('user00000001', 'extra');
    const response = await get({ 'x-access-token': extra, 'x-extra-token': extra });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid access token'));
  });

  it("refuses an extra token once its login session has ended, and the login's access token too", async () => {
    const headers = { 'x-access-token': await sign('user00000002', 'access'), 'x-extra-token': await sign('user00000002', 'extra') };
    expect((await get(headers)).statusCode).toBe(200);
    await revokeSession(accountsDb(), 'user00000002', sessionOf('user00000002', 'access'), new Date().toISOString());
    const response = await get(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid access token'));
    // The extra session alone ended (a new extra password was set): the access token still works.
    await revokeSession(accountsDb(), 'user00000001', sessionOf('user00000001', 'extra'), new Date().toISOString());
    const extraEnded = await get({ 'x-access-token': await sign('user00000001', 'access'), 'x-extra-token': await sign('user00000001', 'extra') });
    expect(extraEnded.statusCode).toBe(401);
    expect(extraEnded.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid extra token'));
  });
});
