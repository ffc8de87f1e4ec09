// Proves what POST /image refuses, each with its code and without storing anything: content that
// is no image or an image of a type not accepted, whatever its Content-Type says (415), more than
// 5 MiB whether announced by Content-Length or streamed (413 IMAGE_TOO_LARGE), a decompression
// bomb's header (413 IMAGE_TOO_MANY_PIXELS), a damaged image (422), an empty body (400), and
// image bodies sent to an operation that takes JSON (415).
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../src/contract/types';
import { expectRefusal, startImagesApi, type ImagesApi } from './imagesApi';
import { pngBombHeader, SVG, tiff } from './testImages';

const SIX_MB = 6 * 1024 * 1024;

describe('refused uploads', () => {
  let api: ImagesApi;

  beforeAll(async () => {
    api = await startImagesApi('rolf');
  });
  afterAll(async () => {
    await api.t.close();
  });

  const notImages: Array<[string, () => Promise<Buffer> | Buffer, string]> = [
    ['a text file named .jpg', () => Buffer.from('Dear diary, this is not a picture.\n'), 'image/jpeg'],
    ['an HTML page sent as PNG', () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png'],
    ['an SVG (it can carry script)', () => SVG, 'image/webp'],
    ['a TIFF', tiff, 'image/gif'],
    ['random bytes as octet-stream', () => Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 37) % 256)), 'application/octet-stream'],
  ];
  it.each(notImages)('refuses %s (415 IMAGE_TYPE_NOT_SUPPORTED) and stores nothing', async (_name, make, contentType) => {
    const before = await api.snapshot();
    expectRefusal(await api.upload(await make(), contentType), 415, 'IMAGE_TYPE_NOT_SUPPORTED');
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses a 6 MB body (413 IMAGE_TOO_LARGE) and stores nothing', async () => {
    const before = await api.snapshot();
    const answer = await api.upload(Buffer.alloc(SIX_MB, 0xff), 'image/jpeg');
    expectRefusal(answer, 413, 'IMAGE_TOO_LARGE');
    expect(answer.body).toMatchObject({ error: { message: 'The image is larger than the limit of 5 MiB' } });
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses a 6 MB body sent without Content-Length as soon as it passes 5 MiB', async () => {
    const before = await api.snapshot();
    const chunks = Array.from({ length: 6 }, () => Buffer.alloc(1024 * 1024, 0xff));
    const response = await api.t.app.inject({
      method: 'POST',
      url: '/api/image',
      headers: { 'x-access-token': api.user.access.token, 'content-type': 'image/png' },
      payload: Readable.from(chunks),
    });
    expect(response.headers['content-length']).not.toBe(String(SIX_MB));
    expect({ statusCode: response.statusCode, code: (response.json() as { error: { code: ErrorCode } }).error.code }).toEqual({ statusCode: 413, code: 'IMAGE_TOO_LARGE' });
    expect(await api.snapshot()).toEqual(before);
  });

  it('accepts an image just under 5 MiB', async () => {
    // Noise does not compress: a 1300 × 1300 RGB PNG of it is about 5 MB.
    const noise = randomBytes(1300 * 1300 * 3);
    const png = await sharp(noise, { raw: { width: 1300, height: 1300, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(png.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect((await api.upload(png, 'image/png')).statusCode).toBe(200);
    // Noise is the slowest content to encode as WebP: about 2 s on a busy machine.
  }, 30_000);

  it('refuses a decompression bomb from its header (413 IMAGE_TOO_MANY_PIXELS) and stores nothing', async () => {
    const before = await api.snapshot();
    const bomb = pngBombHeader(10_000, 10_000);
    expect(bomb.length).toBeLessThan(1000);
    const answer = await api.upload(bomb, 'image/png');
    expectRefusal(answer, 413, 'IMAGE_TOO_MANY_PIXELS');
    expect(answer.body).toMatchObject({ error: { message: 'The image is 10000 × 10000 pixels (100 megapixels); at most 40 megapixels are accepted' } });
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses a PNG cut short after its header (422 IMAGE_UNREADABLE) and stores nothing', async () => {
    const before = await api.snapshot();
    expectRefusal(await api.upload(pngBombHeader(64, 64), 'image/png'), 422, 'IMAGE_UNREADABLE');
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses an empty body (400)', async () => {
    expectRefusal(await api.upload(Buffer.alloc(0), 'image/png'), 400, 'BAD_REQUEST');
  });

  it('refuses a Content-Type the contract does not list (415), naming the accepted ones', async () => {
    const answer = await api.upload(Buffer.from('hello'), 'text/plain');
    expectRefusal(answer, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses image bytes sent to an operation that takes JSON (415) without reading them', async () => {
    const response = await api.t.app.inject({
      method: 'POST',
      url: '/api/note-context',
      headers: { 'x-access-token': api.user.access.token, 'content-type': 'image/png' },
      payload: Buffer.alloc(SIX_MB),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type must be application/json' } });
  });

  it('refuses an upload without a token (401) before reading the body', async () => {
    const response = await api.t.app.inject({ method: 'POST', url: '/api/image', headers: { 'content-type': 'image/png' }, payload: Buffer.alloc(SIX_MB) });
    expect(response.statusCode).toBe(401);
  });
});
