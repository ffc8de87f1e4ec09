// Proves that production's response validation ('log' mode), whose validators and serializers are
// compiled on their first use rather than at start, still checks and writes every response: a
// broken body or error envelope is logged (and sent), each time, and a good one is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogCapture } from '../helpers/logCapture';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { echoHandlers, echoSpecification } from './fixtures/echoHandlers';

describe("response validation in 'log' mode, compiled on first use", () => {
  const log = createLogCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      specification: echoSpecification,
      handlers: echoHandlers,
      responseValidation: 'log',
      log: { level: 'info', stream: log.stream },
    });
  });
  afterAll(() => t.close());

  const problems = (operationId: string) =>
    log.lines().filter((entry) => entry.msg === 'Response does not match the contract' && entry.operationId === operationId);

  it('logs a body that breaks its schema, on the first response and the next ones, and still sends it', async () => {
    for (const round of [1, 2]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/broken' });
      expect(response.statusCode).toBe(200);
      // Written by the route's serializer (also compiled on first use), which follows the schema.
      expect(response.json()).toEqual({ status: true, data: { name: '42' } });
      expect(problems('broken')).toHaveLength(round);
    }
    expect(problems('broken')[0]).toMatchObject({ level: 50, problem: 'status 200 body does not match its schema' });
  });

  it('lets a response that matches its schema through without a word', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/items/abcdefghijkl' });
    expect(response.statusCode).toBe(200);
    expect(problems('getItem')).toEqual([]);
  });

  it('checks error answers against the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/items/short' });
    expect(response.statusCode).toBe(400);
    expect(problems('getItem')).toEqual([]);
  });
});
