// Proves how the server serves the built SPA: files with the right cache headers, index.html for
// every client-side route (deep links), never for /api, and a clear 503 when nothing is built.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_BUILT_MESSAGE } from '../../src/server/plugins/spa';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createWebRootFixture, FIXTURE_ASSET, FIXTURE_ASSET_BODY, FIXTURE_INDEX_HTML } from '../helpers/webRootFixture';

describe('serving the built SPA', () => {
  let t: TestApp;
  const fixture = createWebRootFixture();

  beforeAll(async () => {
    // The installable app's files, as vite-plugin-pwa writes them beside index.html.
    fs.writeFileSync(path.join(fixture.webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(fixture.webRoot, 'manifest.webmanifest'), '{"name":"Lifelog"}');
    t = await createTestApp({ webRoot: fixture.webRoot });
  });
  afterAll(async () => {
    await t.close();
    fixture.dispose();
  });

  it('serves a hashed asset with long immutable caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/${FIXTURE_ASSET}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FIXTURE_ASSET_BODY);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with revalidation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  // A cached worker or manifest would keep a tab on an old version: the browser must ask each time.
  it.each([
    ['/sw.js', /^(?:text|application)\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ])('serves %s revalidated on every use, with its type', async (url, type) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/time-group/abc', '/dashboard/2026-11-21/day', '/Auth', '/settings/profile', '/cli/tm?x=1', '/public/drink/Vw3k_9aQ-2Lm'])(
    'answers GET %s with index.html, never cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FIXTURE_INDEX_HTML);
    },
  );

  it('answers HEAD of a deep link like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/time-group/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('answers a missing hashed asset with 404, not index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-Old12345.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found');
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const)('answers %s of an unknown /api path with the 404 envelope', async (method) => {
    const response = await t.app.inject({ method, url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      status: false,
      error: { code: 'NOT_FOUND', message: `No API endpoint at ${method} /api/nope` },
    });
  });

  it.each(['/api', '/api/', '/api/time-group/abc', '/api/index.html', '/api/assets/index-Ab12Cd34.js'])(
    'never falls back to the SPA for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    },
  );

  it('answers other methods on SPA paths with 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/time-group/abc' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('does not serve files outside the web root', async () => {
    for (const url of ['/../package.json', '/..%2fpackage.json', '/%2e%2e/package.json', '/assets/../../package.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('"name": "lifelog"');
    }
  });
});

describe('when the SPA is not built', () => {
  it('answers non-API paths with a plain 503 that says to build, and the API still works', async () => {
    const fixture = createWebRootFixture({ withIndex: false });
    const t = await createTestApp({ webRoot: fixture.webRoot });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(page.body).toBe(NOT_BUILT_MESSAGE);
      expect(page.body).toContain('npm run build');

      const api = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.statusCode).toBe(200);
    } finally {
      await t.close();
      fixture.dispose();
    }
  });

  it('also answers 503 when the web root does not exist at all', async () => {
    const t = await createTestApp();
    try {
      const page = await t.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toBe(NOT_BUILT_MESSAGE);
    } finally {
      await t.close();
    }
  });
});
