// Proves spec §7 and §8 through a real openapi-fetch client with an injected fetch and real token
// machines: tokens come from the machines (an expired one is refreshed first, and concurrent
// callers share one refresh), a 401 is refreshed and retried once only, a failed refresh or a
// second 401 ends the session with 'Session timed out.', a 403 ends it with the server's text,
// and password calls do all of this with the extra token and end only the password session.
import createClient from 'openapi-fetch';
import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  tokenRefreshMachine,
  type RefreshedToken,
  type RefreshRequestInput,
  type TokenRefreshActor,
} from '../../../machines/tokenRefreshMachine';
import type { StoredToken } from '../../domain/tokenExpiry';
import { ServerUnreachableError } from '../api/networkFailure';
import { createSessionMiddleware, deviceFingerprint, type SessionScope } from './sessionMiddleware';

interface AnyOperation {
  parameters: { query?: Record<string, unknown>; path?: Record<string, unknown> };
  requestBody?: { content: { 'application/json': unknown } };
  responses: { 200: { content: { 'application/json': unknown } } };
}
type AnyPaths = Record<string, { get: AnyOperation; post: AnyOperation; put: AnyOperation; delete: AnyOperation }>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = (status: number, message = 'Refused') => json(status, { status: false, error: { code: 'X', message } });

const fresh = (token: string): StoredToken => ({ token, refreshToken: `${token}-R`, created: new Date().toISOString(), expiresIn: 900 });
const expired = (token: string): StoredToken => ({ token, refreshToken: `${token}-R`, created: '2020-01-01T00:00:00.000Z', expiresIn: 900 });

let sent: Request[];
let reply: (request: Request) => Response;
const fakeFetch = vi.fn(async (request: Request) => {
  sent.push(request.clone());
  return reply(request);
});

let refreshes: { access: string[]; extra: string[] };
let refreshAnswer: { access: () => Promise<RefreshedToken>; extra: () => Promise<RefreshedToken> };
let loggedOut: { access: number; extra: number };
let endSession: ReturnType<typeof vi.fn<(scope: SessionScope, warning: string) => void>>;
let actors: TokenRefreshActor[];

function tokenActor(kind: 'access' | 'extra', session: StoredToken | null) {
  const actor = createActor(
    tokenRefreshMachine.provide({
      actors: {
        refreshRequest: fromPromise<RefreshedToken, RefreshRequestInput>(({ input }) => {
          refreshes[kind].push(input.refreshToken);
          return refreshAnswer[kind]();
        }),
      },
      actions: {
        persistSession: () => {},
        logOut: () => {
          loggedOut[kind] += 1;
        },
        showWarning: () => {},
      },
    }),
    { input: { session } },
  ).start();
  actors.push(actor);
  return actor;
}

function clientWith(access: StoredToken | null, extra: StoredToken | null = null) {
  const accessTokens = tokenActor('access', access);
  const extraTokens = tokenActor('extra', extra);
  const client = createClient<AnyPaths>({ baseUrl: 'http://app.test/api', fetch: fakeFetch as typeof fetch });
  client.use(
    createSessionMiddleware({
      accessTokens,
      extraTokens,
      endSession,
      sessionTimedOut: () => 'Session timed out.',
      fingerprint: async () => 'FINGERPRINT',
    }),
  );
  return client;
}

const pairAnswer = (token: string) => async () => ({ token, refreshToken: `${token}-R`, expiresIn: 900 });

beforeEach(() => {
  sent = [];
  actors = [];
  fakeFetch.mockClear();
  reply = () => json(200, { status: true, data: 'ok' });
  refreshes = { access: [], extra: [] };
  refreshAnswer = { access: pairAnswer('ACCESS-2'), extra: pairAnswer('EXTRA-2') };
  loggedOut = { access: 0, extra: 0 };
  endSession = vi.fn<(scope: SessionScope, warning: string) => void>();
});

afterEach(() => actors.forEach((actor) => actor.stop()));

describe('headers (spec §6, §7)', () => {
  it.each([
    ['/note', 'ACCESS', null],
    ['/password', 'ACCESS', 'EXTRA'],
    ['/password-group', 'ACCESS', 'EXTRA'],
    ['/auth/extra-password', 'ACCESS', null],
    ['/auth/login', null, null],
    ['/auth/signup', null, null],
    ['/auth/refreshtoken', null, null],
    ['/public/drink', null, null],
    ['/health', null, null],
  ] as const)('%s: access %s, extra %s', async (path, access, extra) => {
    await clientWith(fresh('ACCESS'), fresh('EXTRA')).POST(path, { body: {} });
    expect(sent[0]!.headers.get('x-access-token')).toBe(access);
    expect(sent[0]!.headers.get('x-extra-token')).toBe(extra);
    expect(sent[0]!.headers.get('x-device-fingerprint')).toBe('FINGERPRINT');
  });

  it('keeps a token the call set itself (the 2FA step sends its pending token)', async () => {
    await clientWith(null).POST('/auth/2fa', { body: {}, headers: { 'x-access-token': 'PENDING' } });
    expect(sent[0]!.headers.get('x-access-token')).toBe('PENDING');
  });

  it('sends no token when logged out', async () => {
    await clientWith(null).GET('/note', {});
    expect(sent[0]!.headers.get('x-access-token')).toBeNull();
  });

  it('refreshes an expired token before the call (spec §4)', async () => {
    await clientWith(expired('ACCESS')).GET('/note', {});
    expect(refreshes.access).toEqual(['ACCESS-R']);
    expect(sent.map((request) => request.headers.get('x-access-token'))).toEqual(['ACCESS-2']);
  });

  it('makes callers that find the token expired together wait for one refresh', async () => {
    let finish!: (pair: RefreshedToken) => void;
    refreshAnswer.access = () => new Promise((resolve) => (finish = resolve));
    const client = clientWith(expired('ACCESS'));
    const calls = [client.GET('/note', {}), client.GET('/time-group', {}), client.GET('/recipe', {})];
    await vi.waitFor(() => expect(refreshes.access).toHaveLength(1));
    finish({ token: 'ACCESS-2', refreshToken: 'R-2', expiresIn: 900 });
    await Promise.all(calls);

    expect(refreshes.access).toHaveLength(1);
    expect(sent.map((request) => request.headers.get('x-access-token'))).toEqual(['ACCESS-2', 'ACCESS-2', 'ACCESS-2']);
  });

  it('computes the fingerprint as the SHA-256 hex of agent, languages and user id', async () => {
    const one = await deviceFingerprint('user1', { userAgent: 'UA', languages: ['sv-SE', 'en'] });
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(await deviceFingerprint('user1', { userAgent: 'UA', languages: ['sv-SE', 'en'] })).toBe(one);
    expect(await deviceFingerprint('user2', { userAgent: 'UA', languages: ['sv-SE', 'en'] })).not.toBe(one);
  });
});

describe('401 on a normal call (spec §8)', () => {
  it('refreshes and retries once with the new token and the same body', async () => {
    reply = (request) => (request.headers.get('x-access-token') === 'ACCESS' ? refused(401) : json(200, { status: true, data: 'ok' }));
    const result = await clientWith(fresh('ACCESS')).POST('/note', { body: { name: 'n' } });

    expect(result.data).toEqual({ status: true, data: 'ok' });
    expect(refreshes.access).toEqual(['ACCESS-R']);
    expect(sent.map((request) => request.headers.get('x-access-token'))).toEqual(['ACCESS', 'ACCESS-2']);
    expect(await sent[1]!.json()).toEqual({ name: 'n' });
    expect(endSession).not.toHaveBeenCalled();
  });

  it('retries once only: a second 401 logs out with "Session timed out."', async () => {
    reply = () => refused(401);
    const result = await clientWith(fresh('ACCESS')).GET('/note', {});

    expect(sent).toHaveLength(2);
    expect(result.response.status).toBe(401);
    expect(endSession).toHaveBeenCalledExactlyOnceWith('user', 'Session timed out.');
  });

  it('leaves logging out to the token machine when the refresh fails', async () => {
    reply = () => refused(401);
    refreshAnswer.access = () => Promise.reject(new Error('refresh refused'));
    const result = await clientWith(fresh('ACCESS')).GET('/note', {});

    expect(sent).toHaveLength(1);
    expect(result.response.status).toBe(401);
    expect(loggedOut.access).toBe(1);
    expect(endSession).not.toHaveBeenCalled();
  });

  it('fails the call as offline, without sending it or logging out, when the refresh cannot reach the server', async () => {
    refreshAnswer.access = () => Promise.reject(new ServerUnreachableError(new TypeError('Failed to fetch')));
    const client = clientWith(expired('ACCESS'));
    await expect(client.GET('/note', {})).rejects.toBeInstanceOf(ServerUnreachableError);
    expect(sent).toEqual([]);
    expect(loggedOut.access).toBe(0);
    expect(endSession).not.toHaveBeenCalled();
    // Back online, the next call refreshes first with the pair kept offline.
    refreshAnswer.access = pairAnswer('ACCESS-2');
    await client.GET('/note', {});
    expect(refreshes.access).toEqual(['ACCESS-R', 'ACCESS-R']);
    expect(sent.map((request) => request.headers.get('x-access-token'))).toEqual(['ACCESS-2']);
  });

  it('makes concurrent 401s share one refresh', async () => {
    reply = (request) => (request.headers.get('x-access-token') === 'ACCESS' ? refused(401) : json(200, { status: true }));
    const client = clientWith(fresh('ACCESS'));
    await Promise.all([client.GET('/note', {}), client.GET('/time-group', {})]);
    expect(refreshes.access).toHaveLength(1);
    expect(sent.filter((request) => request.headers.get('x-access-token') === 'ACCESS-2')).toHaveLength(2);
  });

  it('hands an /auth/ call its 401 as it is (wrong credentials, docs/decisions.md)', async () => {
    reply = () => refused(401, 'Wrong password');
    await clientWith(fresh('ACCESS')).PUT('/auth/user/{id}', { params: { path: { id: 'u1' } }, body: {} });
    expect(sent).toHaveLength(1);
    expect(refreshes.access).toEqual([]);
    expect(endSession).not.toHaveBeenCalled();
  });
});

describe('401 on a password call (spec §8)', () => {
  it('refreshes the extra token and retries with it', async () => {
    reply = (request) => (request.headers.get('x-extra-token') === 'EXTRA' ? refused(401) : json(200, { status: true }));
    await clientWith(fresh('ACCESS'), fresh('EXTRA')).GET('/password', {});

    expect(refreshes).toEqual({ access: [], extra: ['EXTRA-R'] });
    expect(sent.map((request) => request.headers.get('x-extra-token'))).toEqual(['EXTRA', 'EXTRA-2']);
    expect(sent[1]!.headers.get('x-access-token')).toBe('ACCESS');
  });

  it('logs out of passwords only when the retry is refused too', async () => {
    reply = () => refused(401);
    await clientWith(fresh('ACCESS'), fresh('EXTRA')).GET('/password-group', {});
    expect(endSession).toHaveBeenCalledExactlyOnceWith('passwords', 'Session timed out.');
  });

  it('logs out of passwords through the extra token machine when its refresh fails', async () => {
    reply = () => refused(401);
    refreshAnswer.extra = () => Promise.reject(new Error('refused'));
    await clientWith(fresh('ACCESS'), fresh('EXTRA')).GET('/password', {});
    expect(loggedOut).toEqual({ access: 0, extra: 1 });
  });
});

describe('403 (spec §8)', () => {
  it('logs out with the server text as the warning, without a retry', async () => {
    reply = () => refused(403, 'Account disabled');
    await clientWith(fresh('ACCESS')).GET('/note', {});
    expect(sent).toHaveLength(1);
    expect(endSession).toHaveBeenCalledExactlyOnceWith('user', 'Account disabled');
  });

  it('logs out of passwords on a password call', async () => {
    reply = () => refused(403, 'Extra session ended');
    await clientWith(fresh('ACCESS'), fresh('EXTRA')).GET('/password', {});
    expect(endSession).toHaveBeenCalledExactlyOnceWith('passwords', 'Extra session ended');
  });

  it('does nothing for a call made without a token', async () => {
    reply = () => refused(403, 'Forbidden');
    await clientWith(null).GET('/note', {});
    expect(endSession).not.toHaveBeenCalled();
  });
});
