// Proves spec §7's header rules through a real openapi-fetch client with an injected fetch:
// which calls carry x-access-token and x-extra-token, that nothing is sent without a session,
// and that 401/403 answers reach the spec §8 seam (and only those).
import createClient from 'openapi-fetch';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalSession, TokenPair } from '../session/localSession';
import { createAuthMiddleware, type AuthMiddlewareOptions, type RefusedCall } from './authMiddleware';

// Any path, any method: the rules are about paths the contract does not hold yet.
interface AnyOperation {
  parameters: { query?: Record<string, unknown>; path?: Record<string, unknown> };
  requestBody?: { content: { 'application/json': unknown } };
  responses: { 200: { content: { 'application/json': unknown } } };
}
type AnyPaths = Record<string, { get: AnyOperation; post: AnyOperation; put: AnyOperation; delete: AnyOperation }>;

const pair = (token: string): TokenPair => ({ token, refreshToken: `${token}-refresh`, created: '', expiresIn: 60 });
const signedIn: LocalSession = {
  user: {
    _id: 'user00000001',
    username: 'ada',
    userSessionId: 'session00001',
    is2faEnabled: false,
    access: pair('ACCESS'),
    preferences: { theme: 'light', language: 1, timeSorting: 'normal', timeFilter: 'day', timeView: 'list' },
  },
  extraToken: pair('EXTRA'),
};

let sent: Request[];
let reply: () => Response;
const fakeFetch = vi.fn(async (request: Request) => {
  sent.push(request);
  return reply();
});

function clientWith(session: LocalSession, options: Partial<AuthMiddlewareOptions> = {}) {
  const client = createClient<AnyPaths>({ baseUrl: 'http://app.test/api', fetch: fakeFetch as typeof fetch });
  client.use(createAuthMiddleware({ getSession: () => session, ...options }));
  return client;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  reply = () => json(200, { status: true });
});

describe('token headers (spec §7)', () => {
  it.each([
    // [method, contract path, access token?, extra token?]
    ['post', '/auth/login', false, false],
    ['post', '/auth/signup', false, false],
    ['post', '/auth/refreshtoken', false, false],
    ['get', '/health', false, false],
    ['get', '/public/drink', false, false],
    ['get', '/public/drink-collection', false, false],
    ['get', '/public/collection', false, false],
    ['post', '/auth/2fa', true, false],
    ['post', '/auth/logout', true, false],
    ['put', '/auth/user/{id}', true, false],
    ['post', '/auth/extra-password', true, false],
    ['get', '/note', true, false],
    ['delete', '/time-stamp', true, false],
    ['get', '/password', true, true],
    ['put', '/password', true, true],
    ['get', '/password-group', true, true],
  ] as const)('%s %s: access %s, extra %s', async (method, path, access, extra) => {
    const client = clientWith(signedIn);
    const init = { params: { path: { id: 'user00000001' } } };
    if (method === 'get') await client.GET(path, init);
    else if (method === 'post') await client.POST(path, { ...init, body: {} });
    else if (method === 'put') await client.PUT(path, { ...init, body: {} });
    else await client.DELETE(path, init);

    const headers = sent[0]!.headers;
    expect(headers.get('x-access-token')).toBe(access ? 'ACCESS' : null);
    expect(headers.get('x-extra-token')).toBe(extra ? 'EXTRA' : null);
  });

  it('fills in path parameters but judges the call by its contract path', async () => {
    await clientWith(signedIn).PUT('/auth/user/{id}', { params: { path: { id: 'password0001' } }, body: {} });
    expect(sent[0]!.url).toBe('http://app.test/api/auth/user/password0001');
    expect(sent[0]!.headers.get('x-extra-token')).toBeNull();
  });

  it('sends no token headers when signed out', async () => {
    await clientWith({ user: null, extraToken: null }).GET('/password', {});
    expect(sent[0]!.headers.get('x-access-token')).toBeNull();
    expect(sent[0]!.headers.get('x-extra-token')).toBeNull();
  });

  it('sends only the access token to password calls before the extra login', async () => {
    await clientWith({ ...signedIn, extraToken: null }).GET('/password', {});
    expect(sent[0]!.headers.get('x-access-token')).toBe('ACCESS');
    expect(sent[0]!.headers.get('x-extra-token')).toBeNull();
  });

  it('reads the session on every call, so a refreshed token is used at once', async () => {
    let session = signedIn;
    const client = createClient<AnyPaths>({ baseUrl: 'http://app.test/api', fetch: fakeFetch as typeof fetch });
    client.use(createAuthMiddleware({ getSession: () => session }));
    await client.GET('/note', {});
    session = { ...signedIn, user: { ...signedIn.user!, access: pair('NEWER') } };
    await client.GET('/note', {});
    expect(sent.map((request) => request.headers.get('x-access-token'))).toEqual(['ACCESS', 'NEWER']);
  });
});

describe('refused calls (the spec §8 seam)', () => {
  it.each([401, 403])('hands a %s to onRefused, whose response replaces it', async (status) => {
    reply = () => json(status, { status: false, error: { code: 'UNAUTHORIZED', message: 'Token expired' } });
    const onRefused = vi.fn((_call: RefusedCall) => json(200, { status: true, data: 'retried' }));
    const result = await clientWith(signedIn, { onRefused }).GET('/password-group', {});

    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onRefused.mock.calls[0]![0]).toMatchObject({ schemaPath: '/password-group', response: { status } });
    expect(result.data).toEqual({ status: true, data: 'retried' });
  });

  it.each([200, 400, 404, 500])('leaves a %s alone', async (status) => {
    reply = () => json(status, { status: status === 200 });
    const onRefused = vi.fn(() => undefined);
    await clientWith(signedIn, { onRefused }).GET('/note', {});
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('passes a refusal through unchanged while no handler is plugged in', async () => {
    reply = () => json(401, { status: false, error: { code: 'UNAUTHORIZED', message: 'Token expired' } });
    const result = await clientWith(signedIn).GET('/note', {});
    expect(result.response.status).toBe(401);
    expect(result.error).toEqual({ status: false, error: { code: 'UNAUTHORIZED', message: 'Token expired' } });
  });
});
