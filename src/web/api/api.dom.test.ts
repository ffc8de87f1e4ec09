// Proves the query hooks' client checks every answer as spec §5 asks: a body without a truthy
// status fails even on HTTP 200, and a failure is an ApiCallError with the contract's code.
import { describe, expect, it } from 'vitest';
import { apiFor } from './api';
import { ApiCallError } from './apiResult';
import { createApiClient } from './client';

const answer = (status: number, body: unknown) => async () => Response.json(body, { status });
const queryFnOf = (fetch: () => Promise<Response>) => {
  const api = apiFor(createApiClient({ baseUrl: 'http://app.test/api', fetch: fetch as typeof globalThis.fetch }));
  const options = api.queryOptions('get', '/health');
  return () => options.queryFn({ queryKey: options.queryKey, signal: new AbortController().signal } as never);
};

describe('apiFor', () => {
  it('answers the envelope of a successful call', async () => {
    await expect(queryFnOf(answer(200, { status: true, data: { db: 'sqlite' } }))()).resolves.toEqual({ status: true, data: { db: 'sqlite' } });
  });

  it('fails a 200 whose body lacks a truthy status', async () => {
    await expect(queryFnOf(answer(200, { data: 1 }))()).rejects.toBeInstanceOf(ApiCallError);
  });

  it('fails a refusal with its code and HTTP status', async () => {
    await expect(queryFnOf(answer(409, { status: false, error: { code: 'USERNAME_TAKEN', message: 'Taken' } }))()).rejects.toMatchObject({
      code: 'USERNAME_TAKEN',
      httpStatus: 409,
    });
  });

  it('gives one set of hooks per client', () => {
    const client = createApiClient();
    expect(apiFor(client)).toBe(apiFor(client));
  });
});
