// Proves the request/response pipeline on a small fixture contract: bad input of every kind is a
// 4xx error envelope with a readable message (never a 500), unknown fields are rejected, tokens
// are required where the contract says so, and a response that breaks its schema is caught.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogCapture } from '../helpers/logCapture';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { CRASH_MESSAGE, echoHandlers, echoSpecification } from './fixtures/echoHandlers';

const JSON_HEADERS = { 'content-type': 'application/json' };
const BODY_LIMIT = 1024;

describe('request pipeline (echo fixture contract)', () => {
  let t: TestApp;
  const log = createLogCapture();

  beforeAll(async () => {
    t = await createTestApp({
      specification: echoSpecification,
      handlers: echoHandlers,
      bodyLimit: BODY_LIMIT,
      log: { level: 'info', stream: log.stream },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = JSON_HEADERS) =>
    t.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers,
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });

  it('answers a valid body with the success envelope', async () => {
    const body = { username: 'alice', age: 30, tags: ['a'], address: { city: 'Lund' } };
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: body });
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await post('{"username": "alice",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      error: { code: 'INVALID_JSON', message: 'Request body is not valid JSON' },
    });
  });

  it('rejects an empty JSON body with 400', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      error: { code: 'INVALID_JSON', message: 'Request body is empty but Content-Type is application/json' },
    });
  });

  it('rejects a missing body with 400', async () => {
    const response = await post(undefined, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      error: { code: 'BAD_REQUEST', message: 'Request body is required' },
    });
  });

  it('rejects prototype poisoning with 400', async () => {
    const response = await post('{"username": "a", "__proto__": {"admin": true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_JSON');
  });

  it.each([
    ['a number where a string belongs', { username: 123 }, 'username must be a string'],
    ['a missing required field', { age: 3 }, 'username is required'],
    ['an empty string', { username: '' }, 'username must not be empty'],
    ['a too long string', { username: 'x'.repeat(21) }, 'username must be at most 20 characters long'],
    ['a string where an integer belongs (no coercion)', { username: 'a', age: '3' }, 'age must be an integer'],
    ['a fraction where an integer belongs', { username: 'a', age: 1.5 }, 'age must be an integer'],
    ['a negative number below the minimum', { username: 'a', age: -1 }, 'age must be at least 0'],
    ['a value outside the enum', { username: 'a', theme: 'pink' }, 'theme must be one of: light, dark'],
    ['too many items', { username: 'a', tags: ['1', '2', '3', '4'] }, 'tags must have at most 3 items'],
    ['a bad item', { username: 'a', tags: ['ok', 7] }, 'tags[1] must be a string'],
    ['null as the body', null, 'Request body must be an object'],
    ['an array as the body', [], 'Request body must be an object'],
    ['a string where an object belongs', { username: 'a', address: 'Lund' }, 'address must be an object'],
    ['null where a string belongs', { username: null }, 'username must be a string'],
  ])('rejects %s with 400 naming the field', async (_label, body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, error: { code: 'VALIDATION_FAILED', message } });
  });

  it('rejects an unknown field instead of dropping it', async () => {
    const response = await post({ username: 'alice', foo: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, error: { code: 'VALIDATION_FAILED', message: 'Unknown field: foo' } });
  });

  it('names an unknown nested field by its path', async () => {
    const response = await post({ username: 'alice', address: { city: 'Lund', zip: '22100' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Unknown field: address.zip');
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'username=alice'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('rejects Content-Type %s with 415', async (contentType, payload) => {
    const response = await post(payload, { 'content-type': contentType });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      status: false,
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type must be application/json' },
    });
  });

  it('accepts application/json with a charset', async () => {
    const response = await post({ username: 'alice' }, { 'content-type': 'application/json; charset=utf-8' });
    expect(response.statusCode).toBe(200);
  });

  it('rejects a body over the limit with 413', async () => {
    const response = await post({ username: 'alice', note: 'x'.repeat(BODY_LIMIT) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: false,
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than the limit of 1 KiB' },
    });
  });

  it('coerces query parameters and validates path parameters', async () => {
    const good = await t.app.inject({ method: 'GET', url: '/api/items/Vw3k_9aQ-2Lm?limit=5' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ status: true, data: { id: 'Vw3k_9aQ-2Lm', limit: 5 } });

    const badLimit = await t.app.inject({ method: 'GET', url: '/api/items/Vw3k_9aQ-2Lm?limit=many' });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().error).toEqual({ code: 'VALIDATION_FAILED', message: 'limit must be an integer' });

    const bigLimit = await t.app.inject({ method: 'GET', url: '/api/items/Vw3k_9aQ-2Lm?limit=101' });
    expect(bigLimit.json().error).toEqual({ code: 'VALIDATION_FAILED', message: 'limit must be at most 100' });

    const badId = await t.app.inject({ method: 'GET', url: '/api/items/short' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toEqual({ code: 'VALIDATION_FAILED', message: 'id has an invalid format' });
  });

  it('rejects a malformed URL with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/items/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, error: { code: 'BAD_REQUEST', message: 'The URL is malformed' } });
  });

  it('refuses an operation that needs a token while tokens are not verified (fails closed)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/private', headers: { 'x-access-token': 'anything' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: false,
      error: { code: 'UNAUTHORIZED', message: 'Missing or invalid access token' },
    });
  });

  it('checks the token before reading the body', async () => {
    for (const payload of ['{not json', JSON.stringify({ foo: 1 }), 'x'.repeat(BODY_LIMIT * 2)]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/private-echo', headers: JSON_HEADERS, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: 'UNAUTHORIZED', message: 'Missing or invalid access token' });
    }
  });

  it('answers an unexpected handler error with a generic 500 and logs the details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: false,
      error: { code: 'INTERNAL', message: 'Something went wrong on the server. Please try again later.' },
    });
    expect(response.body).not.toContain(CRASH_MESSAGE);
    expect(log.text()).toContain(CRASH_MESSAGE);
  });

  it('catches a response body that breaks its schema (500 in error mode, and logged)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    const line = log.lines().find((entry) => entry.msg === 'Response does not match the contract' && entry.operationId === 'broken');
    expect(line).toMatchObject({ level: 50, problem: 'status 200 body does not match its schema' });
  });

  it('catches a status the contract does not declare', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/undeclared-status' });
    expect(response.statusCode).toBe(500);
    const line = log.lines().find((entry) => entry.operationId === 'undeclaredStatus');
    expect(line).toMatchObject({ problem: 'status 201 is not declared' });
  });
});

describe("response validation in 'log' mode", () => {
  it('logs the broken response and still sends it', async () => {
    const log = createLogCapture();
    const t = await createTestApp({
      specification: echoSpecification,
      handlers: echoHandlers,
      responseValidation: 'log',
      log: { level: 'info', stream: log.stream },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/undeclared-status' });
      expect(response.statusCode).toBe(201);
      expect(log.lines().some((entry) => entry.msg === 'Response does not match the contract')).toBe(true);
    } finally {
      await t.close();
    }
  });
});
