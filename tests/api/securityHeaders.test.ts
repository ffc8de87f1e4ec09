// Proves that every kind of response carries the security headers (DESIGN §4): API answers,
// API errors (including ones raised before routing), SPA pages, static files and the 503 page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createWebRootFixture, FIXTURE_ASSET } from '../helpers/webRootFixture';

const CSP =
  "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "connect-src 'self';font-src 'self';worker-src 'self';manifest-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

describe('security headers', () => {
  let t: TestApp;
  let notBuilt: TestApp;
  const fixture = createWebRootFixture();

  beforeAll(async () => {
    t = await createTestApp({ webRoot: fixture.webRoot });
    notBuilt = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await notBuilt.close();
    fixture.dispose();
  });

  const cases: Array<[string, () => TestApp, 'GET' | 'POST', string, number]> = [
    ['an API answer', () => t, 'GET', '/api/health', 200],
    ['an unknown API path', () => t, 'POST', '/api/nope', 404],
    ['a malformed URL (rejected before routing)', () => t, 'GET', '/api/%zz', 400],
    ['an SPA deep link', () => t, 'GET', '/time-group/abc', 200],
    ['a static asset', () => t, 'GET', `/${FIXTURE_ASSET}`, 200],
    ['the not-built page', () => notBuilt, 'GET', '/', 503],
  ];

  it.each(cases)('are set on %s', async (_label, app, method, url, status) => {
    const response = await app().app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('does not send HSTS (TLS and HSTS belong to the reverse proxy)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks every API answer as not cacheable', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
