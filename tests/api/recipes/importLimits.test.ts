// Proves that no page can stall the server and no user can import without end: a page too big
// to read in time (a few MB of elements; pages nested absurdly deep are not parsed at all, see
// pageShape.test.ts) is refused as too complex once the time limit passes, while /api/health, asked while it
// is being read, answers first; a page that runs the reader out of memory is refused the same way;
// and each user's imports are limited per minute (429 RATE_LIMITED). The reading queue's bounds
// (2 read, 8 wait, the next is busy) are proved without timing in parsePool.test.ts.
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/server/paths';
import { htmlPage, startLocalPages, type LocalPages } from '../../../src/server/outbound/localPages.testing';
import { PAGE } from './recipePageServer';
import { asSuggestion, expectRefusal, startRecipesApi, type RecipesApi } from './recipesApi';

/** 2.8 MB of empty elements: shallow, so the whole page is parsed, which takes seconds. */
const HOSTILE = `<html><body>${'<i></i>'.repeat(400_000)}</body></html>`;
/** 4.3 MB of empty elements (under the 5 MB a fetch takes): more than the reader's heap holds. */
const HUGE = `<html><body>${'<i></i>'.repeat(640_000)}</body></html>`;
const PARSE_TIMEOUT_MS = 1000;

describe('limits of recipe import', () => {
  let api: RecipesApi;
  let site: LocalPages;
  /** Resolves when the hostile page has been sent in full. */
  let hostileSent: Promise<void>;

  beforeAll(async () => {
    let sent = (): void => {};
    hostileSent = new Promise((resolve) => (sent = resolve));
    site = await startLocalPages((request, response) => {
      if (request.url === '/huge') return htmlPage(HUGE)(request, response);
      if (request.url !== '/hostile') return htmlPage(PAGE)(request, response);
      response.once('finish', () => sent());
      htmlPage(HOSTILE)(request, response);
    });
    const settings = { outboundAllowHosts: [site.hostPort], parseTimeoutMs: PARSE_TIMEOUT_MS, importLimit: { max: 3, windowSeconds: 60 } };
    api = await startRecipesApi('rosa', { settings: { recipes: settings } });
  });
  afterAll(async () => {
    await api.t.close();
    await site.close();
  });

  it('refuses a page too complex to read with 422 RECIPE_PAGE_TOO_COMPLEX, answering /api/health while it is read', async () => {
    const answered: string[] = [];
    const importing = api.call('getRecipes', { query: { recipeUrl: site.url('/hostile') } }).finally(() => answered.push('import'));
    await hostileSent;
    // Long enough for the page to arrive and its reading to start.
    await delay(200);
    const health = api.t.app.inject({ method: 'GET', url: `${API_PREFIX}/health` }).finally(() => answered.push('health'));
    const [refusal, healthy] = await Promise.all([importing, health]);
    expect(answered).toEqual(['health', 'import']);
    expect(healthy.statusCode).toBe(200);
    expectRefusal(refusal, 422, 'RECIPE_PAGE_TOO_COMPLEX');
    // The worker that read it was ended: the next page is read as usual.
    expect(asSuggestion(await api.ok('getRecipes', { query: { recipeUrl: site.url('/buns') } })).name).toBe('Cardamom buns');
  }, 90_000);

  it('refuses a page that runs the reader out of memory the same way, long before the time limit', async () => {
    // Its own user and a time limit far beyond what running out of memory takes (under 3 s).
    const deep = await startRecipesApi('deep', { settings: { recipes: { outboundAllowHosts: [site.hostPort], parseTimeoutMs: 60_000 } } });
    try {
      const started = performance.now();
      expectRefusal(await deep.call('getRecipes', { query: { recipeUrl: site.url('/huge') } }), 422, 'RECIPE_PAGE_TOO_COMPLEX');
      expect(performance.now() - started).toBeLessThan(60_000);
      expect(asSuggestion(await deep.ok('getRecipes', { query: { recipeUrl: site.url('/buns') } })).name).toBe('Cardamom buns');
    } finally {
      await deep.t.close();
    }
  }, 90_000);

  it("answers 429 RATE_LIMITED with Retry-After past a user's imports a minute, and not to another user", async () => {
    const baker = await api.otherUser('baker');
    const importBuns = () =>
      api.t.app.inject({ method: 'GET', url: `${API_PREFIX}/recipe`, query: { recipeUrl: site.url('/buns') }, headers: { 'x-access-token': baker.user.access.token } });
    const fetchedBefore = site.requests.length;
    for (let n = 0; n < 3; n++) expect((await importBuns()).statusCode).toBe(200);
    const refused = await importBuns();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ status: false, error: { code: 'RATE_LIMITED', message: 'Too many recipe imports: try again in 60 seconds' } });
    // The refused import fetched nothing.
    expect(site.requests.length - fetchedBefore).toBe(3);

    const other = await api.otherUser('cook');
    expect(asSuggestion(await other.ok('getRecipes', { query: { recipeUrl: site.url('/buns') } })).name).toBe('Cardamom buns');
    api.advance(60_000);
    expect((await importBuns()).statusCode).toBe(200);
  });
});
