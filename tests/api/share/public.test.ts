// The public reads a share link opens, as a visitor without any token sees them: only the
// whitelisted fields (compared as key sets, so a new leaking column fails here), the same 404 for
// every way of not being shared, X-Robots-Tag, ETag and 304, a view cached briefly while revoking
// and expiry still act at once, the images of the shared object (never another, never the
// original), and the per-address rate limit.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fullDrink, NOW, startShareApi, type Owner, type PublicAnswer, type ShareApi } from './shareApi';

const DRINK_KEYS = ['name', 'ingredients', 'steps', 'glass', 'garnish', 'tags', 'rating', 'image'].sort();
const INGREDIENT_KEYS = ['text', 'quantity', 'quantity2', 'unit', 'name'].sort();
const IMAGE_KEYS = ['width', 'height', 'thumb', 'medium', 'large'].sort();

/** Starting an app migrates a fresh database: slow on a busy machine. */
const STARTUP_MS = 180_000;

const keys = (value: unknown) => Object.keys(value as object).sort();

function dataOf(answer: PublicAnswer): Record<string, unknown> {
  expect(answer.statusCode).toBe(200);
  return answer.body?.data as Record<string, unknown>;
}

function expectNotShared(answer: PublicAnswer): void {
  expect({ status: answer.statusCode, body: answer.body, robots: answer.headers['x-robots-tag'] }).toEqual({
    status: 404,
    body: { status: false, error: { code: 'SHARE_NOT_FOUND', message: 'This link does not exist or is no longer shared' } },
    robots: 'noindex',
  });
}

describe('public reads', () => {
  // One app for the file (starting one is slow), with a limit no test here reaches; each test
  // gets an owner of its own.
  let app: ShareApi;
  let owner: Owner;
  let users = 0;

  beforeAll(async () => {
    app = await startShareApi({ publicLimit: { max: 100_000, windowSeconds: 60 } });
  }, STARTUP_MS);
  afterAll(async () => {
    await app.t.close();
  });
  beforeEach(async () => {
    app.setNow(NOW);
    users += 1;
    owner = await app.otherUser(`owner${users}`);
  });

  async function sharedDrink() {
    const collection = await owner.makeDrinkCollection('Classics');
    const imageId = await owner.uploadImage();
    const drink = await owner.makeDrink(fullDrink(collection._id, imageId));
    const share = await owner.share('drink', drink._id);
    return { collection, drink, imageId, share };
  }

  it('shows a shared drink to a visitor without a token: only its whitelisted fields, never the notes', async () => {
    const { share, imageId } = await sharedDrink();
    const answer = await app.visit('getPublicDrink', share.token);
    const drink = dataOf(answer);
    expect(keys(drink)).toEqual(DRINK_KEYS);
    expect(keys((drink.ingredients as unknown[])[0])).toEqual(INGREDIENT_KEYS);
    expect(keys(drink.image)).toEqual(IMAGE_KEYS);
    const paths = (size: string) => `/api/public/image/${share.token}/${imageId}?size=${size}`;
    expect(drink).toEqual({
      name: 'Negroni',
      ingredients: [
        { text: '3 cl gin', quantity: 3, quantity2: null, unit: 'cl', name: 'gin' },
        { text: '3 cl Campari', quantity: 3, quantity2: null, unit: 'cl', name: expect.stringMatching(/campari/i) },
        { text: '3 cl sweet vermouth', quantity: 3, quantity2: null, unit: 'cl', name: 'sweet vermouth' },
      ],
      steps: ['Stir with ice', 'Strain over a large cube'],
      glass: 'Rocks',
      garnish: 'Orange peel',
      tags: ['bitter', 'classic'],
      rating: 5,
      image: { width: 48, height: 32, thumb: paths('thumb'), medium: paths('medium'), large: paths('large') },
    });
    expect(answer.bytes.toString('utf8')).not.toMatch(/SECRET|flour|sofia|owner\d/);
    expect({ robots: answer.headers['x-robots-tag'], cache: answer.headers['cache-control'], etag: answer.headers.etag }).toEqual({
      robots: 'noindex',
      cache: 'no-cache',
      etag: expect.stringMatching(/^"[\w-]+"$/),
    });
  });

  it('shows a shared drink collection with its drinks by name, each only whitelisted', async () => {
    const collection = await owner.makeDrinkCollection('Summer');
    await owner.makeDrink({ ...fullDrink(collection._id, null), name: 'Spritz' });
    await owner.makeDrink({ name: 'Americano', collectionId: collection._id, notes: 'private too' });
    const share = await owner.share('drinkCollection', collection._id);
    const answer = await app.visit('getPublicDrinkCollection', share.token);
    const data = dataOf(answer);
    expect(keys(data)).toEqual(['drinks', 'name', 'next']);
    expect(data.next).toBeNull();
    const drinks = data.drinks as Array<Record<string, unknown>>;
    expect(drinks.map((drink) => [drink.name, keys(drink)])).toEqual([
      ['Americano', DRINK_KEYS],
      ['Spritz', DRINK_KEYS],
    ]);
    expect(drinks[0]).toEqual({ name: 'Americano', ingredients: [], steps: [], glass: '', garnish: '', tags: [], rating: null, image: null });
    expect(data.name).toBe('Summer');
    expect(answer.bytes.toString('utf8')).not.toMatch(/SECRET|private too/);
    expect(answer.headers['x-robots-tag']).toBe('noindex');
  });

  it("shows a shared collection's fields and items' values, an image value as public paths", async () => {
    const imageId = await owner.uploadImage();
    const records = await owner.makeCollection({
      name: 'Records',
      fields: [
        { name: 'Title', type: 'text' },
        { name: 'Year', type: 'number' },
        { name: 'Owned', type: 'yesNo' },
        { name: 'Cover', type: 'image' },
        { name: 'Format', type: 'choice', choices: ['LP', 'CD'] },
      ],
    });
    const [title, year, owned, cover, format] = records.fields.map((field) => field.id) as [string, string, string, string, string];
    await owner.makeItem(records._id, { [title]: 'Blue', [year]: 1971, [owned]: true, [cover]: imageId, [format]: 'LP' });
    app.advance(1000); // items show oldest first
    await owner.makeItem(records._id, { [title]: 'Hejira' });
    const share = await owner.share('collection', records._id);
    const data = dataOf(await app.visit('getPublicCollection', share.token));
    expect(keys(data)).toEqual(['fields', 'items', 'name', 'next']);
    expect(data.next).toBeNull();
    expect(data.fields).toEqual(records.fields.map(({ id, name, type, choices }) => ({ id, name, type, ...(choices === undefined ? {} : { choices }) })));
    const items = data.items as Array<Record<string, unknown>>;
    expect(items.map(keys)).toEqual([['values'], ['values']]);
    const path = (size: string) => `/api/public/image/${share.token}/${imageId}?size=${size}`;
    expect(items.map((item) => item.values)).toEqual([
      { [title]: 'Blue', [year]: 1971, [owned]: true, [cover]: { width: 48, height: 32, thumb: path('thumb'), medium: path('medium'), large: path('large') }, [format]: 'LP' },
      { [title]: 'Hejira' },
    ]);
    const served = await app.visitImage(share.token, imageId, 'thumb');
    expect({ status: served.statusCode, type: served.headers['content-type'], robots: served.headers['x-robots-tag'] }).toEqual({
      status: 200,
      type: 'image/webp',
      robots: 'noindex',
    });
  });

  it('answers the same 404 for every way of not being shared', async () => {
    const { share, drink, collection } = await sharedDrink();
    const collectionShare = await owner.share('drinkCollection', collection._id);
    const expiring = await owner.share('drink', drink._id, '2026-11-27T10:30:00.000Z');
    const revoked = await owner.share('drink', drink._id);
    await owner.ok('deleteShare', { query: { shareId: revoked._id } });
    const other = await owner.makeDrink({ name: 'Never shared', collectionId: collection._id });

    expect(dataOf(await app.visit('getPublicDrink', expiring.token)).name).toBe('Negroni');
    expectNotShared(await app.visit('getPublicDrink', 'x'.repeat(43)));
    expectNotShared(await app.visit('getPublicDrink', 'not a token at all'));
    expectNotShared(await app.visit('getPublicDrink', revoked.token));
    expectNotShared(await app.visit('getPublicDrink', other._id));
    expectNotShared(await app.visit('getPublicDrink', drink._id));
    // A token of another kind, on each other path.
    expectNotShared(await app.visit('getPublicCollection', share.token));
    expectNotShared(await app.visit('getPublicDrinkCollection', share.token));
    expectNotShared(await app.visit('getPublicDrink', collectionShare.token));
    // Expired by the clock at the very instant, with no request in between.
    app.setNow('2026-11-27T10:30:00.000Z');
    expectNotShared(await app.visit('getPublicDrink', expiring.token));
    expect(dataOf(await app.visit('getPublicDrink', share.token)).name).toBe('Negroni');
    // The target deleted: its link and the collection's (it held the drink) go their own ways.
    await owner.ok('deleteDrink', { query: { drinkId: drink._id } });
    expectNotShared(await app.visit('getPublicDrink', share.token));
    expect(dataOf(await app.visit('getPublicDrinkCollection', collectionShare.token)).drinks).toEqual([expect.objectContaining({ name: 'Never shared' })]);
  });

  it('answers 304 to its ETag, and a revoked link is gone at once right after a cached read', async () => {
    const { share } = await sharedDrink();
    const first = await app.visit('getPublicDrink', share.token);
    const etag = String(first.headers.etag);
    const again = await app.visit('getPublicDrink', share.token, { 'if-none-match': etag });
    expect({ status: again.statusCode, bytes: again.bytes.length, etag: again.headers.etag, robots: again.headers['x-robots-tag'], cache: again.headers['cache-control'] }).toEqual({
      status: 304,
      bytes: 0,
      etag,
      robots: 'noindex',
      cache: 'no-cache',
    });
    expect((await app.visit('getPublicDrink', share.token, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    await owner.ok('deleteShare', { query: { shareId: share._id } });
    expectNotShared(await app.visit('getPublicDrink', share.token, { 'if-none-match': etag }));
    expectNotShared(await app.visit('getPublicDrink', share.token));
  });

  it('keeps a computed view a few seconds, then shows the change with a new ETag', async () => {
    const { share, drink } = await sharedDrink();
    const before = await app.visit('getPublicDrink', share.token);
    await owner.ok('updateDrink', { body: { drinkId: drink._id, name: 'Negroni Sbagliato' } });
    expect(dataOf(await app.visit('getPublicDrink', share.token)).name).toBe('Negroni');
    app.advance(5000);
    const after = await app.visit('getPublicDrink', share.token, { 'if-none-match': String(before.headers.etag) });
    expect(dataOf(after).name).toBe('Negroni Sbagliato');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("serves the shared object's images, never another image or an original", async () => {
    const { share, imageId, collection } = await sharedDrink();
    const medium = await app.visitImage(share.token, imageId);
    expect({ status: medium.statusCode, type: medium.headers['content-type'], cache: medium.headers['cache-control'], robots: medium.headers['x-robots-tag'] }).toEqual({
      status: 200,
      type: 'image/webp',
      cache: 'no-cache',
      robots: 'noindex',
    });
    expect((await sharp(medium.bytes).metadata()).format).toBe('webp');
    expect((await app.visitImage(share.token, imageId, 'large')).statusCode).toBe(200);
    const cached = await app.visitImage(share.token, imageId, 'medium', { 'if-none-match': String(medium.headers.etag) });
    expect({ status: cached.statusCode, bytes: cached.bytes.length }).toEqual({ status: 304, bytes: 0 });
    // The original is not on offer.
    const original = await app.visitImage(share.token, imageId, 'original');
    expect({ status: original.statusCode, code: original.body?.error?.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    // The owner's image that the drink does not show, and another user's.
    expectNotShared(await app.visitImage(share.token, await owner.uploadImage()));
    expectNotShared(await app.visitImage(share.token, await (await app.otherUser(`stranger${users}`)).uploadImage()));
    // A drink of a shared drink collection shows its image through the collection's link.
    const collectionShare = await owner.share('drinkCollection', collection._id);
    expect((await app.visitImage(collectionShare.token, imageId, 'thumb')).statusCode).toBe(200);
    // Revoked: the image goes with the link.
    await owner.ok('deleteShare', { query: { shareId: share._id } });
    expectNotShared(await app.visitImage(share.token, imageId));
  });
});

describe('the public rate limit', () => {
  it('answers 429 with Retry-After past the limit per address, pages and images together', async () => {
    const api = await startShareApi({ publicLimit: { max: 3, windowSeconds: 60 } });
    try {
      const collection = await api.makeDrinkCollection('Classics');
      const drink = await api.makeDrink({ name: 'Negroni', collectionId: collection._id });
      const share = await api.share('drink', drink._id);
      expect((await api.visit('getPublicDrink', share.token)).statusCode).toBe(200);
      expectNotShared(await api.visit('getPublicDrink', 'guessing-a-token'));
      expect((await api.visitImage(share.token, drink._id)).statusCode).toBe(404);
      const refused = await api.visit('getPublicDrink', share.token);
      expect({ status: refused.statusCode, code: refused.body?.error?.code, retryAfter: refused.headers['retry-after'], robots: refused.headers['x-robots-tag'] }).toEqual({
        status: 429,
        code: 'RATE_LIMITED',
        retryAfter: '60',
        robots: 'noindex',
      });
      api.advance(60_000);
      expect((await api.visit('getPublicDrink', share.token)).statusCode).toBe(200);
    } finally {
      await api.t.close();
    }
  }, STARTUP_MS);
});
