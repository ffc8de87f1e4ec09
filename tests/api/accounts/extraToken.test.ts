// Proves the extraToken scheme for the password area (spec §6, DESIGN §2): an operation that
// needs both tokens accepts only an extra token of the same user as the access token, and the
// two kinds of token are not interchangeable. The password area is not built yet, so a small
// contract stands in for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenSigner, type TokenScope } from '../../../src/server/areas/accounts/tokens';
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
  const sign = (userId: string, scope: TokenScope) => signer.sign({ userId, sessionId: 'AAAAAAAAAAAA', scope }, 300, new Date());

  beforeAll(async () => {
    t = await createTestApp({ specification, handlers: { getVault: async () => 'vault' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/password', headers });

  it("accepts the user's own extra token together with their access token", async () => {
    const response = await get({ 'x-access-token': await sign('user-1', 'access'), 'x-extra-token': await sign('user-1', 'extra') });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no extra token', async () => ({ 'x-access-token': await sign('user-1', 'access') })],
    ["another user's extra token", async () => ({ 'x-access-token': await sign('user-1', 'access'), 'x-extra-token': await sign('user-2', 'extra') })],
    ['an access token as the extra token', async () => ({ 'x-access-token': await sign('user-1', 'access'), 'x-extra-token': await sign('user-1', 'access') })],
  ])('refuses %s', async (_name, headers) => {
    const response = await get(await headers());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid extra token'));
  });

  it('refuses an extra token as the access token', async () => {
    const extra = await sign('user-1', 'extra');
    const response = await get({ 'x-access-token': extra, 'x-extra-token': extra });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid access token'));
  });
});
