// Proves that the web app's files go out compressed: the build's brotli and gzip copies
// (scripts/precompress.mjs) are sent to clients that accept them, with the matching
// Content-Encoding and Vary: Accept-Encoding, for hashed assets and for index.html as the
// fallback of client-side routes; other clients get the files as they are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress, type CompressedFile } from '../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from '../helpers/testApp';

const ASSET = 'assets/index-Ab12Cd34.js';
const ASSET_BODY = Array.from({ length: 400 }, (_, i) => `export const value${i} = "the same words, again and again";`).join('\n');
const INDEX_HTML = `<!doctype html><html><head><title>Lifelog</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const SMALL_SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('compressed static files', () => {
  let t: TestApp;
  let webRoot: string;
  let compressed: CompressedFile[];

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-web-'));
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, ASSET), ASSET_BODY);
    fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webRoot, 'favicon.svg'), SMALL_SVG);
    fs.writeFileSync(path.join(webRoot, 'assets/logo-Xy12.png'), Buffer.alloc(4096));
    compressed = await precompress(webRoot);
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('writes smaller brotli and gzip copies of text files of 1 KiB or more, and of nothing else', () => {
    expect(compressed.map((file) => [file.file, file.br !== undefined, file.gzip !== undefined])).toEqual([
      [ASSET, true, true],
      ['favicon.svg', false, false],
      ['index.html', true, true],
    ]);
    const asset = compressed.find((file) => file.file === ASSET)!;
    expect(asset.br).toBeLessThan(asset.bytes / 4);
    expect(asset.gzip).toBeLessThan(asset.bytes / 4);
    expect(SMALL_SVG.length).toBeLessThan(MIN_BYTES);
    expect(fs.existsSync(path.join(webRoot, 'favicon.svg.br'))).toBe(false);
    expect(fs.existsSync(path.join(webRoot, 'assets/logo-Xy12.png.br'))).toBe(false);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(webRoot, `${ASSET}.br`))).toString()).toBe(ASSET_BODY);
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('answers a hashed asset asked for with Accept-Encoding %s in %s', async (accept, encoding) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/${ASSET}`,
      headers: accept === undefined ? {} : { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decode(encoding, response.rawPayload)).toBe(ASSET_BODY);
    if (encoding !== undefined) expect(response.rawPayload.length).toBeLessThan(ASSET_BODY.length / 4);
  });

  it.each([
    ['/settings/profile', 'br, gzip', 'br'],
    ['/', 'br, gzip', 'br'],
    ['/time-group/abc', 'gzip', 'gzip'],
    ['/settings/profile', 'identity', undefined],
    ['/settings/profile', undefined, undefined],
  ])('answers the client-side route %s with index.html for Accept-Encoding %s in %s, never cached', async (url, accept, encoding) => {
    const response = await t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode(encoding, response.rawPayload)).toBe(INDEX_HTML);
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SMALL_SVG);
  });

  it('keeps answering a missing hashed asset with 404 whatever the client accepts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-Old12345.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('Not found');
  });
});
