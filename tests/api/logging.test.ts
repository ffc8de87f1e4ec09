// Proves that request logging never writes secrets: token, authorization and cookie header values
// stay out of the log on successful, rejected and failing requests, and code that logs headers
// gets them redacted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogCapture } from '../helpers/logCapture';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { echoHandlers, echoSpecification } from './fixtures/echoHandlers';

const SECRETS = {
  'x-access-token': 'access-SECRET-1111',
  'x-extra-token': 'extra-SECRET-2222',
  authorization: 'Bearer auth-SECRET-3333',
  cookie: 'session=cookie-SECRET-4444',
};
const BODY_SECRET = 'body-SECRET-5555';

describe('logging', () => {
  let t: TestApp;
  const log = createLogCapture();

  beforeAll(async () => {
    t = await createTestApp({
      specification: echoSpecification,
      handlers: echoHandlers,
      log: { level: 'trace', stream: log.stream },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes no header secrets and no bodies, whatever the outcome', async () => {
    const requests = [
      { method: 'POST' as const, url: '/api/echo', payload: { username: 'alice', note: BODY_SECRET } },
      { method: 'POST' as const, url: '/api/echo', payload: { username: 5, note: BODY_SECRET } },
      { method: 'GET' as const, url: '/api/private' },
      { method: 'GET' as const, url: '/api/crash' },
      { method: 'GET' as const, url: '/api/nope' },
    ];
    for (const request of requests) {
      await t.app.inject({ ...request, headers: SECRETS });
    }
    const text = log.text();
    expect(log.lines().length).toBeGreaterThan(requests.length);
    expect(text).toContain('"url":"/api/echo"');
    for (const secret of [...Object.values(SECRETS), BODY_SECRET]) {
      expect(text).not.toContain(secret);
    }
  });

  it('redacts secret headers when code logs them', () => {
    t.app.log.info({ headers: SECRETS, req: { headers: SECRETS } }, 'headers logged on purpose');
    const line = log.lines().find((entry) => entry.msg === 'headers logged on purpose');
    expect(line?.headers).toEqual({
      'x-access-token': '[Redacted]',
      'x-extra-token': '[Redacted]',
      authorization: '[Redacted]',
      cookie: '[Redacted]',
    });
    for (const secret of Object.values(SECRETS)) {
      expect(JSON.stringify(line)).not.toContain(secret);
    }
  });
});
