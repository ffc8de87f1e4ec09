// Proves the app's client is typed by openapi.yaml, calls under the given base URL:
// GET /health end to end against an injected fetch.
import { describe, expect, it, vi } from 'vitest';
import { unwrap } from './apiResult';
import { createApiClient } from './client';

describe('createApiClient', () => {
  it('calls the contract path under the base URL and returns the typed data', async () => {
    const fetch = vi.fn(async (_request: Request) =>
      Response.json({ status: true, data: { db: 'sqlite', version: '0.1.0' } }),
    );
    const client = createApiClient({
      baseUrl: 'http://app.test/api',
      fetch: fetch as typeof globalThis.fetch,
    });

    const health = unwrap(await client.GET('/health'));

    expect(health.db).toBe('sqlite');
    expect(fetch.mock.calls[0]![0].url).toBe('http://app.test/api/health');
  });
});
