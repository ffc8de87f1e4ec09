// Proves offline is told from a refusal: a call that got no answer rejects with a
// ServerUnreachableError (which the token machine and the query cache read as offline), a call the
// app cancelled stays an AbortError, and a gateway error counts as offline while a refusal does not.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiCallError } from './apiResult';
import { createApiClient } from './client';
import { apiReachability, asUnreachable, isNetworkFailure, ServerUnreachableError, unreachableMiddleware } from './networkFailure';

// The signed-in session's middleware ends with this one (sessionMiddleware.ts).
const failingWith = (error: Error) =>
  createApiClient({ baseUrl: 'http://app.test/api', fetch: async () => Promise.reject(error), middleware: [unreachableMiddleware] });

describe('a call without an answer', () => {
  it('rejects with a ServerUnreachableError keeping the browser’s error as its cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const rejection = await failingWith(cause).GET('/auth/session').catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(ServerUnreachableError);
    expect(rejection).toMatchObject({ unreachable: true, cause });
    expect(isNetworkFailure(rejection)).toBe(true);
  });

  it('leaves a call the app cancelled as it is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(failingWith(abort).GET('/auth/session')).rejects.toBe(abort);
  });
});

describe('apiReachability', () => {
  afterEach(() => apiReachability.report(false));

  it('says the API is unreachable after a call without an answer or a gateway error, until an answer comes', async () => {
    const answering = (status: number) =>
      createApiClient({ baseUrl: 'http://app.test/api', fetch: async () => new Response('{}', { status }), middleware: [unreachableMiddleware] });
    apiReachability.report(false); // the calls above left it unreachable
    let changes = 0;
    const unsubscribe = apiReachability.subscribe(() => (changes += 1));
    await failingWith(new TypeError('Failed to fetch')).GET('/auth/session').catch(() => undefined);
    expect(apiReachability.isUnreachable()).toBe(true);
    await answering(401).GET('/auth/session');
    expect(apiReachability.isUnreachable()).toBe(false);
    await answering(503).GET('/auth/session');
    expect(apiReachability.isUnreachable()).toBe(true);
    await answering(200).GET('/auth/session');
    expect(apiReachability.isUnreachable()).toBe(false);
    unsubscribe();
    expect(changes).toBe(4);
  });
});

describe('isNetworkFailure', () => {
  it.each([
    ['no answer', new ServerUnreachableError(), true],
    ['a gateway error (the app behind the proxy is down)', new ApiCallError('Bad gateway', 502), true],
    ['unavailable', new ApiCallError('Unavailable', 503), true],
    ['a refused session', new ApiCallError('Expired', 401), false],
    ['a server error', new ApiCallError('boom', 500), false],
    ['a plain error', new Error('bug'), false],
    ['nothing', null, false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isNetworkFailure(error)).toBe(expected);
  });

  it('asUnreachable marks a gateway error for the token machine and leaves a refusal as it is', () => {
    const gateway = new ApiCallError('Unavailable', 503);
    const refusal = new ApiCallError('Expired', 401);
    expect(asUnreachable(gateway)).toMatchObject({ unreachable: true, cause: gateway });
    expect(asUnreachable(refusal)).toBe(refusal);
    const unreachable = new ServerUnreachableError();
    expect(asUnreachable(unreachable)).toBe(unreachable);
  });
});
