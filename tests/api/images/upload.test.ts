// Proves POST /image: JPEG, PNG, WebP, GIF and AVIF uploads are read by their content, turned
// upright by their EXIF orientation, and kept as the original plus three WebP renditions (thumb
// 320, medium 960, large 1920 px on the longer side) that are never enlarged and carry no
// metadata (no EXIF, no GPS position, no XMP, no ICC profile).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, startImagesApi, type ImagesApi } from './imagesApi';
import { animatedGif, hasGpsTag, pixelAt, sidewaysJpegWithGps, smallAvif, smallWebp, widePngWithAlpha } from './testImages';

/** The size and format of each stored size of an image, as its owner reads them. */
async function storedSizes(api: ImagesApi, imageId: string) {
  const sizes: Record<string, { type: unknown; format: unknown; width: unknown; height: unknown }> = {};
  for (const size of ['thumb', 'medium', 'large', 'original'] as const) {
    const answer = await api.read(imageId, size);
    expect(answer.statusCode).toBe(200);
    const metadata = await sharp(answer.bytes).metadata();
    sizes[size] = { type: answer.headers['content-type'], format: metadata.format, width: metadata.width, height: metadata.height };
  }
  return sizes;
}

describe('uploading images', () => {
  let api: ImagesApi;

  beforeAll(async () => {
    api = await startImagesApi('uma');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('turns a sideways JPEG upright, keeps its original bytes and strips EXIF and GPS from every rendition', async () => {
    const jpeg = await sidewaysJpegWithGps();
    const original = await sharp(jpeg).metadata();
    expect({ orientation: original.orientation, gps: hasGpsTag(original.exif) }).toEqual({ orientation: 6, gps: true });

    const image = await api.uploaded(jpeg, 'image/jpeg');
    expect(image).toEqual({ _id: expect.stringMatching(/^[\w-]{12}$/), width: 200, height: 400, sizes: ['thumb', 'medium', 'large'], createdAt: NOW });
    expect(await storedSizes(api, image._id)).toEqual({
      thumb: { type: 'image/webp', format: 'webp', width: 160, height: 320 },
      medium: { type: 'image/webp', format: 'webp', width: 200, height: 400 },
      large: { type: 'image/webp', format: 'webp', width: 200, height: 400 },
      original: { type: 'image/jpeg', format: 'jpeg', width: 400, height: 200 },
    });
    expect((await api.read(image._id, 'original')).bytes.equals(jpeg)).toBe(true);

    for (const size of ['thumb', 'medium', 'large'] as const) {
      const rendition = (await api.read(image._id, size)).bytes;
      const metadata = await sharp(rendition).metadata();
      expect({ exif: metadata.exif, xmp: metadata.xmp, icc: metadata.icc, orientation: metadata.orientation }, size).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        orientation: undefined,
      });
      expect(rendition.includes(Buffer.from('Secret Photographer')), size).toBe(false);
      // Upright: what was the left (red) half is now on top, the right (blue) half below.
      const { width = 0, height = 0 } = metadata;
      const [top, bottom] = [await pixelAt(rendition, Math.floor(width / 2), Math.floor(height / 4)), await pixelAt(rendition, Math.floor(width / 2), Math.floor((height * 3) / 4))];
      expect(top[0] > 150 && top[2] < 80, `${size} top ${top.join(',')}`).toBe(true);
      expect(bottom[2] > 150 && bottom[0] < 80, `${size} bottom ${bottom.join(',')}`).toBe(true);
    }
  });

  it('makes a large PNG with alpha into renditions of 320, 960 and 1920 pixels that keep the alpha', async () => {
    const image = await api.uploaded(await widePngWithAlpha(), 'image/png');
    expect(image).toMatchObject({ width: 2400, height: 1200, sizes: ['thumb', 'medium', 'large'] });
    expect(await storedSizes(api, image._id)).toEqual({
      thumb: { type: 'image/webp', format: 'webp', width: 320, height: 160 },
      medium: { type: 'image/webp', format: 'webp', width: 960, height: 480 },
      large: { type: 'image/webp', format: 'webp', width: 1920, height: 960 },
      original: { type: 'image/png', format: 'png', width: 2400, height: 1200 },
    });
    const thumb = await sharp((await api.read(image._id, 'thumb')).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(thumb.info.channels).toBe(4);
    expect(Math.abs(thumb.data[3]! - 128)).toBeLessThan(3);
  });

  it('never enlarges a WebP smaller than the thumbnail', async () => {
    const image = await api.uploaded(await smallWebp(), 'image/webp');
    expect(image).toMatchObject({ width: 100, height: 50 });
    const sizes = await storedSizes(api, image._id);
    for (const size of ['thumb', 'medium', 'large', 'original']) expect(sizes[size], size).toMatchObject({ width: 100, height: 50 });
    expect(sizes.original).toMatchObject({ type: 'image/webp', format: 'webp' });
  });

  it('keeps an animated GIF as uploaded and makes still renditions of its first frame', async () => {
    const gif = await animatedGif();
    const image = await api.uploaded(gif, 'image/gif');
    expect(image).toMatchObject({ width: 60, height: 40, sizes: ['thumb', 'medium', 'large'] });
    const original = await api.read(image._id, 'original');
    expect({ type: original.headers['content-type'], same: original.bytes.equals(gif), pages: (await sharp(original.bytes).metadata()).pages }).toEqual({
      type: 'image/gif',
      same: true,
      pages: 2,
    });
    const thumb = (await api.read(image._id, 'thumb')).bytes;
    expect((await sharp(thumb).metadata()).pages ?? 1).toBe(1);
    const [r, , b] = await pixelAt(thumb, 30, 20);
    expect(r > 150 && b < 80, 'the first (red) frame').toBe(true);
  });

  it('accepts an AVIF', async () => {
    const image = await api.uploaded(await smallAvif(), 'image/avif');
    expect(image).toMatchObject({ width: 80, height: 60 });
    expect((await api.read(image._id, 'original')).headers['content-type']).toBe('image/avif');
  });

  it('reads the type from the content, not the header: a PNG sent as image/jpeg or octet-stream is a PNG', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: 'green' } })
      .png()
      .toBuffer();
    for (const contentType of ['image/jpeg', 'application/octet-stream']) {
      const image = await api.uploaded(png, contentType);
      expect((await api.read(image._id, 'original')).headers['content-type'], contentType).toBe('image/png');
    }
  });

  it('stores the image row with its byte counts and one row per size', async () => {
    const webp = await smallWebp();
    const image = await api.uploaded(webp, 'image/webp');
    const db = api.t.database.db;
    const row = await db.selectFrom('image').selectAll().where('id', '=', image._id).executeTakeFirstOrThrow();
    const renditions = await db.selectFrom('image_rendition').select(['size', 'content_type', 'byte_count', 'bytes']).where('image_id', '=', image._id).execute();
    expect(row).toMatchObject({ user_id: api.user._id, width: 100, height: 50, original_type: 'image/webp', original_byte_count: webp.length, created_at: NOW });
    expect(renditions.map((rendition) => rendition.size).sort()).toEqual(['large', 'medium', 'original', 'thumb']);
    expect(row.stored_byte_count).toBe(renditions.reduce((total, rendition) => total + rendition.byte_count, 0));
    for (const rendition of renditions) expect(Buffer.isBuffer(rendition.bytes) && rendition.bytes.length === rendition.byte_count).toBe(true);
  });
});
