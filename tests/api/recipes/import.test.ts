// Proves GET /recipe?recipeUrl=: a page from a host the settings allow comes back as a suggestion
// (stored nowhere), and every unsafe or unusable address gets its own clear 4xx refusal, never a
// 500: loopback in each notation (even on a live server's port), private and metadata
// addresses, redirects to them, too many redirects, too large, not HTML, no recipe, not found.
// Hostile pages and the import limit: importLimits.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../src/contract/types';
import { importRecipe } from '../../../src/server/areas/recipes/import/index';
import { ApiError } from '../../../src/server/errors';
import { htmlPage, startLocalPages, type LocalPages } from '../../../src/server/outbound/localPages.testing';
import { asSuggestion, expectRefusal, startRecipesApi, type RecipesApi } from './recipesApi';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/recipes');
const fixture = (name: string): string => fs.readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8');
const expectedOf = (name: string) => (JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.expected.json`), 'utf8')) as { suggestion: object }).suggestion;

describe('importing a recipe from a URL', () => {
  let api: RecipesApi;
  /** The recipe site the settings allow. */
  let site: LocalPages;
  /** Live servers the settings do not allow: nothing may ever reach them. */
  let admin: LocalPages;
  let adminV6: LocalPages;

  beforeAll(async () => {
    admin = await startLocalPages(htmlPage('<html>admin console</html>'));
    adminV6 = await startLocalPages(htmlPage('<html>admin console</html>'), '::1');
    site = await startLocalPages((request, response) => {
      const redirect = (location: string): void => {
        response.writeHead(302, { location }).end();
      };
      switch (request.url) {
        case '/banana-bread':
          return htmlPage(fixture('wordpress-yoast-graph'))(request, response);
        case '/kottbullar':
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
          return void response.end(zlib.gzipSync(fixture('ica-style-swedish')));
        case '/old-link':
          return redirect('/banana-bread');
        case '/to-loopback':
          return redirect(`http://127.0.0.1:${admin.port}/`);
        case '/to-ipv6-loopback':
          return redirect(`http://[::1]:${adminV6.port}/`);
        case '/to-metadata':
          return redirect('http://169.254.169.254/latest/meta-data/');
        case '/loop':
          return redirect('/loop');
        case '/huge':
          response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6 * 1024 * 1024) });
          return void response.write('<html>');
        case '/feed.json':
          response.writeHead(200, { 'content-type': 'application/json' });
          return void response.end('{"name":"Pancakes"}');
        case '/tidy-pantry':
          return htmlPage(fixture('no-recipe-article'))(request, response);
        default:
          response.writeHead(404, { 'content-type': 'text/html' });
          return void response.end('<html>PRIVATE 404 PAGE TEXT</html>');
      }
    });
    // One user imports every page here; importLimits.test.ts proves the limit.
    api = await startRecipesApi('rosa', { settings: { recipes: { outboundAllowHosts: [site.hostPort], importLimit: { max: 1000, windowSeconds: 60 } } } });
  });
  afterAll(async () => {
    await api.t.close();
    await Promise.all([site.close(), admin.close(), adminV6.close()]);
  });

  const importing = (recipeUrl: string) => api.call('getRecipes', { query: { recipeUrl } });

  it('answers the recipe of an allowed page as a suggestion, and stores nothing but its count against the limit', async () => {
    const { rate_limit: _counted, ...before } = await api.snapshot();
    const url = site.url('/banana-bread');
    const suggestion = asSuggestion(await api.ok('getRecipes', { query: { recipeUrl: url } }));
    expect(suggestion).toEqual({ ...expectedOf('wordpress-yoast-graph'), id: url, url });
    const { rate_limit: _countedAfter, ...after } = await api.snapshot();
    expect(after).toEqual(before);
  });

  it('reads a gzipped Swedish page', async () => {
    const url = site.url('/kottbullar');
    expect(asSuggestion(await api.ok('getRecipes', { query: { recipeUrl: url } }))).toEqual({ ...expectedOf('ica-style-swedish'), id: url, url });
  });

  it('names the page it was redirected to as the suggestion', async () => {
    const suggestion = asSuggestion(await api.ok('getRecipes', { query: { recipeUrl: site.url('/old-link') } }));
    expect(suggestion).toMatchObject({ id: site.url('/banana-bread'), url: site.url('/banana-bread'), name: 'Easy Banana Bread' });
  });

  // Each is the loopback address (or another machine-local one) on the port of a live server
  // that the settings do not allow.
  it.each([
    ['dotted decimal', () => `http://127.0.0.1:${admin.port}/`],
    ['one decimal number', () => `http://2130706433:${admin.port}/`],
    ['hex parts', () => `http://0x7f.0.0.1:${admin.port}/`],
    ['one hex number', () => `http://0x7f000001:${admin.port}/`],
    ['octal parts', () => `http://0177.0.0.1:${admin.port}/`],
    ['short form', () => `http://127.1:${admin.port}/`],
    ['IPv6', () => `http://[::1]:${adminV6.port}/`],
    ['IPv6 written out', () => `http://[0:0:0:0:0:0:0:1]:${adminV6.port}/`],
    ['IPv4-mapped IPv6, dotted', () => `http://[::ffff:127.0.0.1]:${admin.port}/`],
    ['IPv4-mapped IPv6, hex', () => `http://[::ffff:7f00:1]:${admin.port}/`],
    ['localhost', () => `http://localhost:${admin.port}/`],
    ['LOCALHOST with a dot', () => `http://LOCALHOST.:${admin.port}/`],
    ['the unspecified address', () => `http://0.0.0.0:${admin.port}/`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network address', () => 'http://192.168.1.1/'],
    ['an IPv6 unique local address', () => 'http://[fd00::1]/'],
    ['https on loopback', () => `https://127.0.0.1:${admin.port}/`],
  ])('refuses loopback and local addresses written as %s (400 RECIPE_URL_FORBIDDEN)', async (_notation, url) => {
    expectRefusal(await importing(url()), 400, 'RECIPE_URL_FORBIDDEN');
    expect(admin.requests).toHaveLength(0);
    expect(adminV6.requests).toHaveLength(0);
  });

  it.each([
    ['to another port of loopback', '/to-loopback'],
    ['to IPv6 loopback', '/to-ipv6-loopback'],
    ['to the cloud metadata address', '/to-metadata'],
  ])('refuses a redirect from the allowed site %s (400 RECIPE_URL_FORBIDDEN)', async (_target, pathname) => {
    expectRefusal(await importing(site.url(pathname)), 400, 'RECIPE_URL_FORBIDDEN');
    expect(admin.requests).toHaveLength(0);
    expect(adminV6.requests).toHaveLength(0);
  });

  it.each<[string, string, number, ErrorCode]>([
    ['a text that is not an address', 'banana bread', 400, 'RECIPE_URL_INVALID'],
    ['a relative path', '/recipes/banana-bread', 400, 'RECIPE_URL_INVALID'],
    ['an ftp address', 'ftp://recipes.example/banana-bread', 400, 'RECIPE_URL_INVALID'],
    ['a file', 'file:///etc/passwd', 400, 'RECIPE_URL_INVALID'],
    ['an address with a password', 'https://rosa:secret@recipes.example/', 400, 'RECIPE_URL_INVALID'],
    ['endless redirects', '/loop', 422, 'RECIPE_PAGE_TOO_MANY_REDIRECTS'],
    ['a page over 5 MB', '/huge', 413, 'RECIPE_PAGE_TOO_LARGE'],
    ['a JSON document', '/feed.json', 422, 'RECIPE_NOT_FOUND_ON_PAGE'],
    ['a page without a recipe', '/tidy-pantry', 422, 'RECIPE_NOT_FOUND_ON_PAGE'],
    ['a page that is not there', '/no-such-recipe', 422, 'RECIPE_PAGE_UNREACHABLE'],
  ])('refuses %s', async (_case, target, status, code) => {
    const answer = await importing(target.startsWith('/') && status !== 400 ? site.url(target) : target);
    expectRefusal(answer, status, code);
  });

  it('never repeats the fetched page in a refusal', async () => {
    const answer = await importing(site.url('/no-such-recipe'));
    expect(answer.body).toEqual({ status: false, error: { code: 'RECIPE_PAGE_UNREACHABLE', message: '127.0.0.1 answered with status 404' } });
  });

  it('refuses an address longer than 2,048 characters through the contract', async () => {
    const answer = await importing(`https://recipes.example/${'a'.repeat(2048)}`);
    expect(answer.statusCode).toBe(400);
  });
});

describe('importRecipe', () => {
  it('refuses a page that takes too long with 422 RECIPE_PAGE_TIMEOUT', async () => {
    const slow = await startLocalPages(() => {
      // Never answers.
    });
    try {
      const refusal = await importRecipe(slow.url('/'), { allowHosts: [slow.hostPort], limits: { timeoutMs: 200 } }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ statusCode: 422, code: 'RECIPE_PAGE_TIMEOUT', message: 'The page did not arrive within 0.2 s' });
    } finally {
      await slow.close();
    }
  });
});
