// The share area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user shares a drink (with a photo), its drink collection and a collection, lists the links,
// a visitor without a token reads each public view and the drink's photo, and the owner revokes
// the drink's link; each call asserting what a user would notice.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Schemas } from '../../../src/contract/types';
import type { share } from '../../../src/server/areas/share/index';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, callOperationForBytes } from '../contractClient';
import type { AreaOperations } from '../guardTables';
import { fullDrink, NOW, startShareApi, type Owner } from './shareApi';

export interface ShareWorld {
  t: TestApp;
  owner: Owner;
  drink: Schemas['Drink'];
  drinkCollection: Schemas['DrinkCollection'];
  collection: Schemas['Collection'];
  imageId: string;
  drinkShare: Schemas['Share'];
  collectionShares: Schemas['Share'][];
}

export const operations: AreaOperations<typeof share, ShareWorld> = {
  async start() {
    const api = await startShareApi({ username: 'sune' });
    const world = {} as ShareWorld;
    world.t = api.t;
    world.owner = api;
    world.imageId = await api.uploadImage();
    world.drinkCollection = await api.makeDrinkCollection('Classics');
    world.drink = await api.makeDrink(fullDrink(world.drinkCollection._id, world.imageId));
    world.collection = await api.makeCollection({ name: 'Records', fields: [{ name: 'Title', type: 'text' }] });
    await api.makeItem(world.collection._id, { [world.collection.fields[0]!.id]: 'Blue' });
    return world;
  },
  entries: {
    createShare: {
      call: ({ owner, drink }) => owner.call('createShare', { body: { kind: 'drink', targetId: drink._id, expiresAt: '2026-12-24T18:00:00.000Z' } }),
      check: async (data, world) => {
        expect(data).toMatchObject({ kind: 'drink', targetId: world.drink._id, targetName: 'Negroni', url: `/public/drink/${data.token}`, expiresAt: '2026-12-24T18:00:00.000Z', createdAt: NOW });
        world.drinkShare = data;
        world.collectionShares = [await world.owner.share('drinkCollection', world.drinkCollection._id), await world.owner.share('collection', world.collection._id)];
      },
    },
    getShares: {
      call: ({ owner }) => owner.call('getShares', { query: { kind: 'drink' } }),
      check: (data, { drinkShare }) => expect(data).toEqual([drinkShare]),
    },
    getPublicDrink: {
      call: ({ t, drinkShare }) => callOperation(t.app, 'getPublicDrink', { params: { token: drinkShare.token } }),
      check: (data) => expect(Object.keys(data).sort()).toEqual(['garnish', 'glass', 'image', 'ingredients', 'name', 'rating', 'steps', 'tags']),
    },
    getPublicDrinkCollection: {
      call: ({ t, collectionShares }) => callOperation(t.app, 'getPublicDrinkCollection', { params: { token: collectionShares[0]!.token } }),
      check: (data) => expect({ name: data.name, drinks: data.drinks.map((drink) => drink.name), next: data.next }).toEqual({ name: 'Classics', drinks: ['Negroni'], next: null }),
    },
    getPublicCollection: {
      call: ({ t, collectionShares }) => callOperation(t.app, 'getPublicCollection', { params: { token: collectionShares[1]!.token } }),
      check: (data, { collection }) => expect({ name: data.name, values: data.items.map((item) => item.values) }).toEqual({ name: 'Records', values: [{ [collection.fields[0]!.id]: 'Blue' }] }),
    },
    getPublicImage: {
      callForBytes: ({ t, drinkShare, imageId }) => callOperationForBytes(t.app, 'getPublicImage', { params: { token: drinkShare.token, imageId }, query: { size: 'thumb' } }),
      checkBytes: async (answer) => {
        expect({ status: answer.statusCode, type: answer.headers['content-type'], robots: answer.headers['x-robots-tag'] }).toEqual({ status: 200, type: 'image/webp', robots: 'noindex' });
        expect((await sharp(answer.bytes).metadata()).width).toBe(48);
      },
    },
    deleteShare: {
      call: ({ owner, drinkShare }) => owner.call('deleteShare', { query: { shareId: drinkShare._id } }),
      check: async (data, { t, drinkShare }) => {
        expect(data).toBeNull();
        expect((await callOperation(t.app, 'getPublicDrink', { params: { token: drinkShare.token } })).statusCode).toBe(404);
      },
    },
  },
};
