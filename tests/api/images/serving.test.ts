// Proves GET /image/{imageId} and DELETE /image: each size is served with its type, kept by the
// browser but revalidated on every use (private, no-cache), with an ETag that turns a revalidation into a 304 and
// nosniff; medium is the default size; only the owner gets an image (another user's id is 404
// IMAGE_NOT_FOUND for reading and deleting, and changes nothing); a delete removes every row.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/ids';
import { expectBytesRefusal, expectRefusal, startImagesApi, type Image, type ImagesApi, type ImagesCaller } from './imagesApi';
import { widePngWithAlpha } from './testImages';

const REVALIDATED = 'private, no-cache';

describe('serving and deleting images', () => {
  let api: ImagesApi;
  let other: ImagesCaller;
  let image: Image;

  beforeAll(async () => {
    api = await startImagesApi('selma');
    other = await api.otherUser('stina');
    image = await api.uploaded(await widePngWithAlpha(), 'image/png');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('answers each size with its type, a year of private caching, an ETag and nosniff', async () => {
    for (const [size, type] of [['thumb', 'image/webp'], ['medium', 'image/webp'], ['large', 'image/webp'], ['original', 'image/png']] as const) {
      const answer = await api.read(image._id, size);
      expect(
        {
          statusCode: answer.statusCode,
          type: answer.headers['content-type'],
          cache: answer.headers['cache-control'],
          etag: answer.headers.etag,
          nosniff: answer.headers['x-content-type-options'],
          length: answer.headers['content-length'],
        },
        size,
      ).toEqual({ statusCode: 200, type, cache: REVALIDATED, etag: `"${image._id}-${size}"`, nosniff: 'nosniff', length: String(answer.bytes.length) });
    }
  });

  it('answers the medium size when none is asked for', async () => {
    const answer = await api.read(image._id);
    expect({ etag: answer.headers.etag, width: (await sharp(answer.bytes).metadata()).width }).toEqual({ etag: `"${image._id}-medium"`, width: 960 });
    expect(answer.bytes.equals((await api.read(image._id, 'medium')).bytes)).toBe(true);
  });

  it('answers 304 without a body when If-None-Match names the ETag (also weakly, in a list, or *)', async () => {
    const etag = `"${image._id}-thumb"`;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
      const answer = await api.read(image._id, 'thumb', { 'if-none-match': ifNoneMatch });
      expect({ statusCode: answer.statusCode, length: answer.bytes.length, etag: answer.headers.etag, cache: answer.headers['cache-control'] }, ifNoneMatch).toEqual({
        statusCode: 304,
        length: 0,
        etag,
        cache: REVALIDATED,
      });
    }
  });

  it('answers the bytes again when If-None-Match names another size', async () => {
    const answer = await api.read(image._id, 'large', { 'if-none-match': `"${image._id}-thumb"` });
    expect(answer.statusCode).toBe(200);
    expect(answer.bytes.length).toBeGreaterThan(0);
  });

  it("answers another user's image as not found (404 IMAGE_NOT_FOUND, as JSON), also with its ETag", async () => {
    expectBytesRefusal(await other.read(image._id, 'thumb'), 404, 'IMAGE_NOT_FOUND');
    expectBytesRefusal(await other.read(image._id, 'original'), 404, 'IMAGE_NOT_FOUND');
    const revalidated = await other.read(image._id, 'thumb', { 'if-none-match': `"${image._id}-thumb"` });
    expectBytesRefusal(revalidated, 404, 'IMAGE_NOT_FOUND');
    expect(revalidated.headers['cache-control']).toBe('no-store');
    expectBytesRefusal(await api.read(newId()), 404, 'IMAGE_NOT_FOUND');
  });

  it('refuses a size the contract does not name, and an id that is not one (400)', async () => {
    const answer = await api.t.app.inject({ method: 'GET', url: `/api/image/${image._id}?size=huge`, headers: { 'x-access-token': api.user.access.token } });
    expect(answer.statusCode).toBe(400);
    const badId = await api.t.app.inject({ method: 'GET', url: '/api/image/short', headers: { 'x-access-token': api.user.access.token } });
    expect(badId.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const answer = await api.t.app.inject({ method: 'GET', url: `/api/image/${image._id}` });
    expect(answer.statusCode).toBe(401);
  });

  it("refuses to delete another user's image (404 IMAGE_NOT_FOUND) and changes nothing", async () => {
    const before = await api.snapshot();
    expectRefusal(await other.remove(image._id), 404, 'IMAGE_NOT_FOUND');
    expect(await api.snapshot()).toEqual(before);
    expect((await api.read(image._id, 'thumb')).statusCode).toBe(200);
  });

  it('deletes an image with every size: its rows are gone and reading it is 404', async () => {
    const kept = await api.uploaded(await widePngWithAlpha(), 'image/png');
    expect((await api.remove(image._id)).body).toEqual({ status: true, data: null });
    const db = api.t.database.db;
    const rows = await db.selectFrom('image').select('id').execute();
    const renditions = await db.selectFrom('image_rendition').select(['image_id', 'size']).execute();
    expect(rows).toEqual([{ id: kept._id }]);
    expect(renditions.map((row) => row.image_id)).toEqual([kept._id, kept._id, kept._id, kept._id]);
    expectBytesRefusal(await api.read(image._id, 'original'), 404, 'IMAGE_NOT_FOUND');
    expectRefusal(await api.remove(image._id), 404, 'IMAGE_NOT_FOUND');
  });
});
