// The owner's share links: making one for each kind of target (a new token each time, its page's
// path, an expiry in the future), listing them (newest first, by kind or target, expired ones
// marked, links to deleted targets left out), revoking, and the refusals that change nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callOperation } from '../contractClient';
import { expectRefusal, NOW, startShareApi, type Owner, type ShareApi } from './shareApi';

describe('share links', () => {
  // One app for the file (starting one is slow); each test gets an owner of its own.
  let app: ShareApi;
  let api: Owner & Pick<ShareApi, 'setNow' | 'advance' | 'snapshot' | 'otherUser'>;
  let drinkCollectionId: string;
  let drinkId: string;
  let collectionId: string;
  let users = 0;

  beforeAll(async () => {
    // Starting an app migrates a fresh database: slow on a busy machine.
    app = await startShareApi();
  }, 180_000);
  afterAll(async () => {
    await app.t.close();
  });
  beforeEach(async () => {
    app.setNow(NOW);
    users += 1;
    api = { ...(await app.otherUser(`owner${users}`)), setNow: app.setNow, advance: app.advance, snapshot: app.snapshot, otherUser: app.otherUser };
    drinkCollectionId = (await api.makeDrinkCollection('Classics'))._id;
    drinkId = (await api.makeDrink({ name: 'Negroni', collectionId: drinkCollectionId }))._id;
    collectionId = (await api.makeCollection({ name: 'Records', fields: [{ name: 'Artist', type: 'text' }] }))._id;
  });

  it('shares a drink with an unguessable token and the public page path', async () => {
    const share = await api.share('drink', drinkId);
    expect(share).toEqual({
      _id: expect.stringMatching(/^[\w-]{12}$/),
      kind: 'drink',
      targetId: drinkId,
      targetName: 'Negroni',
      token: expect.stringMatching(/^[\w-]{43}$/),
      url: `/public/drink/${share.token}`,
      expiresAt: null,
      expired: false,
      createdAt: NOW,
    });
  });

  it('gives each kind its own page and each link its own token, even for the same target', async () => {
    const first = await api.share('drink', drinkId);
    const second = await api.share('drink', drinkId, '2026-12-01T00:00:00.000Z');
    const drinks = await api.share('drinkCollection', drinkCollectionId);
    const records = await api.share('collection', collectionId);
    expect(new Set([first.token, second.token, drinks.token, records.token]).size).toBe(4);
    expect([second.url, drinks.url, records.url]).toEqual([
      `/public/drink/${second.token}`,
      `/public/drink-collection/${drinks.token}`,
      `/public/collection/${records.token}`,
    ]);
    expect([second.expiresAt, drinks.targetName, records.targetName]).toEqual(['2026-12-01T00:00:00.000Z', 'Classics', 'Records']);
  });

  it('lists the links newest first, narrowed by kind and target, with expired ones marked', async () => {
    const soon = await api.share('drink', drinkId, '2026-11-27T11:00:00.000Z');
    api.advance(1000);
    const records = await api.share('collection', collectionId);
    api.setNow('2026-11-27T12:00:00.000Z');
    expect(await api.ok('getShares')).toEqual([records, { ...soon, expired: true }]);
    expect(await api.ok('getShares', { query: { kind: 'collection' } })).toEqual([records]);
    expect(await api.ok('getShares', { query: { targetId: drinkId } })).toEqual([{ ...soon, expired: true }]);
    expect(await api.ok('getShares', { query: { kind: 'drink', targetId: drinkId } })).toEqual([{ ...soon, expired: true }]);
  });

  it('leaves out links whose target was deleted', async () => {
    const drink = await api.share('drink', drinkId);
    const records = await api.share('collection', collectionId);
    await api.ok('deleteDrink', { query: { drinkId } });
    expect(await api.ok('getShares')).toEqual([records]);
    await api.ok('deleteCollection', { query: { collectionId } });
    expect(await api.ok('getShares')).toEqual([]);
    expect(drink.kind).toBe('drink');
  });

  it('revokes a link: gone from the list, and a second revoke is 404', async () => {
    const share = await api.share('drinkCollection', drinkCollectionId);
    expect(await api.ok('deleteShare', { query: { shareId: share._id } })).toBeNull();
    expect(await api.ok('getShares')).toEqual([]);
    expectRefusal(await api.call('deleteShare', { query: { shareId: share._id } }), 404, 'SHARE_NOT_FOUND');
  });

  it('refuses bad requests and changes nothing', async () => {
    const before = await api.snapshot();
    const refusals: Array<[Awaited<ReturnType<ShareApi['call']>>, number, string]> = [
      [await api.call('createShare', { body: { kind: 'drink', targetId: drinkId, expiresAt: NOW } }), 400, 'SHARE_EXPIRY_IN_PAST'],
      [await api.call('createShare', { body: { kind: 'drink', targetId: drinkId, expiresAt: '2026-11-27T09:59:59.000Z' } }), 400, 'SHARE_EXPIRY_IN_PAST'],
      [await api.call('createShare', { body: { kind: 'drink', targetId: collectionId } }), 404, 'SHARE_TARGET_NOT_FOUND'],
      [await api.call('createShare', { body: { kind: 'collection', targetId: drinkCollectionId } }), 404, 'SHARE_TARGET_NOT_FOUND'],
      [await api.call('createShare', { body: { kind: 'drinkCollection', targetId: 'nosuchthing1' } }), 404, 'SHARE_TARGET_NOT_FOUND'],
      [await api.call('createShare', { body: { kind: 'recipe', targetId: drinkId } as never }), 400, 'VALIDATION_FAILED'],
      [await api.call('createShare', { body: { kind: 'drink', targetId: drinkId, public: true } as never }), 400, 'VALIDATION_FAILED'],
      [await api.call('createShare', { body: { kind: 'drink', targetId: drinkId, expiresAt: 'tomorrow' } }), 400, 'VALIDATION_FAILED'],
      [await api.call('createShare', { body: { kind: 'drink' } as never }), 400, 'VALIDATION_FAILED'],
      [await api.call('getShares', { query: { targetId: 'nosuchthing1' } }), 404, 'SHARE_TARGET_NOT_FOUND'],
      [await api.call('getShares', { query: { kind: 'collection', targetId: drinkId } }), 404, 'SHARE_TARGET_NOT_FOUND'],
      [await api.call('deleteShare', { query: { shareId: 'short' } }), 400, 'VALIDATION_FAILED'],
    ];
    for (const [answer, status, code] of refusals) expect({ status: answer.statusCode, code: answer.body.status ? undefined : answer.body.error.code }).toEqual({ status, code });
    expect(await api.snapshot()).toEqual(before);
  });

  it("never lists or revokes another user's links", async () => {
    const mine = await api.share('drink', drinkId);
    const other = await api.otherUser(`olle${users}`);
    expect(await other.ok('getShares')).toEqual([]);
    expectRefusal(await other.call('deleteShare', { query: { shareId: mine._id } }), 404, 'SHARE_NOT_FOUND');
    expectRefusal(await other.call('createShare', { body: { kind: 'drink', targetId: drinkId } }), 404, 'SHARE_TARGET_NOT_FOUND');
    expect(await api.ok('getShares')).toEqual([mine]);
  });

  it('needs the access token', async () => {
    expect((await callOperation(app.t.app, 'getShares', {})).statusCode).toBe(401);
    expect((await callOperation(app.t.app, 'createShare', { body: { kind: 'drink', targetId: drinkId } })).statusCode).toBe(401);
    expect(await api.ok('getShares')).toEqual([]);
  });
});
