// Proves that a shared collection is read a page at a time (issue 24), with a small page from the
// share area's settings: each page holds at most its size, `next` leads to the following page and
// is null on the last, an image is served through the page that shows it (and only that one), and
// a cursor the server did not give is 400 SHARE_CURSOR_INVALID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../src/contract/types';
import { API_PREFIX } from '../../../src/server/paths';
import { expectRefusal, startShareApi, type ShareApi } from './shareApi';

describe('a shared collection, page by page', () => {
  let app: ShareApi;
  beforeAll(async () => {
    app = await startShareApi({ username: 'pia', share: { publicPageSize: 2 } });
  });
  afterAll(async () => {
    await app.t.close();
  });

  const read = async (token: string, after?: string) => {
    const answer = await app.t.app.inject({ method: 'GET', url: `${API_PREFIX}/public/collection/${token}${after === undefined ? '' : `?after=${after}`}` });
    return { status: answer.statusCode, body: answer.json() as { status: boolean; data: Schemas['PublicCollection']; error?: { code: string } } };
  };

  it('answers at most a page of items with the next page cursor, and serves an image only through its page', async () => {
    const imageId = await app.uploadImage();
    const records = await app.makeCollection({ name: 'Records', fields: [{ name: 'Title', type: 'text' }, { name: 'Cover', type: 'image' }] });
    const [title, cover] = records.fields.map((field) => field.id) as [string, string];
    for (const name of ['Blue', 'Hejira']) {
      await app.makeItem(records._id, { [title]: name });
      app.advance(1000);
    }
    await app.makeItem(records._id, { [title]: 'Court and Spark', [cover]: imageId });
    const share = await app.share('collection', records._id);

    const first = await read(share.token);
    expect(first.body.data.items.map((item) => item.values[title])).toEqual(['Blue', 'Hejira']);
    expect(first.body.data.next).toEqual(expect.any(String));
    const second = await read(share.token, first.body.data.next!);
    expect(second.body.data.items.map((item) => item.values[title])).toEqual(['Court and Spark']);
    expect(second.body.data.next).toBeNull();

    const thumb = (second.body.data.items[0]!.values[cover] as Schemas['PublicImage']).thumb!;
    expect(thumb).toBe(`/api/public/image/${share.token}/${imageId}?size=thumb&after=${first.body.data.next!}`);
    expect((await app.t.app.inject({ method: 'GET', url: thumb })).statusCode).toBe(200);
    // Not through the first page, which does not show it.
    expect((await app.visitImage(share.token, imageId, 'thumb')).statusCode).toBe(404);
  });

  it('refuses a cursor it did not give', async () => {
    const records = await app.makeCollection({ name: 'Tapes', fields: [{ name: 'Title', type: 'text' }] });
    const share = await app.share('collection', records._id);
    const answer = await app.t.app.inject({ method: 'GET', url: `${API_PREFIX}/public/collection/${share.token}?after=forged` });
    expectRefusal({ statusCode: answer.statusCode, body: answer.json() } as never, 400, 'SHARE_CURSOR_INVALID');
  });
});
