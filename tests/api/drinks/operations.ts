// The drinks area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user makes two collections, renames one, adds a drink with parsed ingredients and a photo,
// lists and reads it, finds it through "What can I make" from a storage group, changes and moves
// it, deletes a collection moving its drinks, and deletes the drink; each call asserting what a
// user would notice.
import { expect } from 'vitest';
import type { Schemas, User } from '../../../src/contract/types';
import type { drinks } from '../../../src/server/areas/drinks/index';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';
import { uploadImageAs } from '../recipes/recipesApi';

export interface DrinksWorld {
  t: TestApp;
  user: User;
  classics: Schemas['DrinkCollection'];
  sours: Schemas['DrinkCollection'];
  gimlet: Schemas['Drink'];
  imageId: string;
}

const NOW = '2026-11-27T09:00:00.000Z';

export const operations: AreaOperations<typeof drinks, DrinksWorld> = {
  async start() {
    const world = {} as DrinksWorld;
    world.t = await createTestApp({ settings: { drinks: { now: () => new Date(NOW) } } });
    world.user = await signUp(world.t.app, 'barkeep');
    world.imageId = await uploadImageAs(world.t, world.user);
    return world;
  },
  entries: {
    createDrinkCollection: {
      call: ({ t, user }) => callOperation(t.app, 'createDrinkCollection', { body: { name: 'Classics' }, token: user.access.token }),
      check: async (data, world) => {
        expect(data).toEqual({ _id: expect.any(String), name: 'Classics', drinkCount: 0, createdAt: NOW, updatedAt: NOW });
        world.classics = data;
        world.sours = dataOf(await callOperation(world.t.app, 'createDrinkCollection', { body: { name: 'Sour' }, token: world.user.access.token }));
      },
    },
    updateDrinkCollection: {
      call: ({ t, user, sours }) => callOperation(t.app, 'updateDrinkCollection', { body: { drinkCollectionId: sours._id, name: 'Sours' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ ...world.sours, name: 'Sours' });
        world.sours = data;
      },
    },
    createDrink: {
      call: ({ t, user, sours, imageId }) =>
        callOperation(t.app, 'createDrink', {
          body: { name: 'Gimlet', collectionId: sours._id, ingredients: [{ text: '6 cl gin' }, { text: '1 1/2 oz lime juice' }], tags: ['sour'], rating: 4, notes: 'Secret ratio', imageId },
          token: user.access.token,
        }),
      check: (data, world) => {
        expect(data).toMatchObject({
          name: 'Gimlet',
          collectionId: world.sours._id,
          ingredients: [
            { text: '6 cl gin', quantity: 6, quantity2: null, unit: 'cl', name: 'gin' },
            { text: '1 1/2 oz lime juice', quantity: 1.5, quantity2: null, unit: 'fl-oz', name: 'lime juice' },
          ],
          tags: ['sour'],
          rating: 4,
          notes: 'Secret ratio',
          imageId: world.imageId,
        });
        world.gimlet = data;
      },
    },
    getDrinkCollections: {
      call: ({ t, user }) => callOperation(t.app, 'getDrinkCollections', { token: user.access.token }),
      check: async (data, { t, user, classics, sours }) => {
        // Both were made at the same fixed time: their order is not what this checks.
        expect(data).toHaveLength(2);
        expect(data).toEqual(expect.arrayContaining([classics, { ...sours, drinkCount: 1 }]));
        expect(dataOf(await callOperation(t.app, 'getDrinkCollections', { query: { drinkCollectionId: sours._id }, token: user.access.token }))).toEqual({ ...sours, drinkCount: 1 });
      },
    },
    getDrinks: {
      call: ({ t, user, sours }) => callOperation(t.app, 'getDrinks', { query: { collectionId: sours._id }, token: user.access.token }),
      check: async (data, { t, user, gimlet }) => {
        expect(data).toEqual({ drinks: [gimlet], next: null });
        const token = user.access.token;
        expect(dataOf(await callOperation(t.app, 'getDrinks', { query: { drinkId: gimlet._id }, token }))).toEqual(gimlet);
        const group = dataOf(await callOperation(t.app, 'createStorageGroup', { body: { name: 'Bar' }, token }));
        await callOperation(t.app, 'createStorageItems', { body: { storageGroupId: group._id, items: [{ name: 'Gin' }, { name: 'Lime juice' }] }, token });
        expect(dataOf(await callOperation(t.app, 'getDrinks', { query: { storageGroupId: group._id }, token }))).toEqual([{ _id: gimlet._id, name: gimlet.name, collectionId: gimlet.collectionId }]);
      },
    },
    updateDrink: {
      call: ({ t, user, gimlet, classics }) => callOperation(t.app, 'updateDrink', { body: { drinkId: gimlet._id, collectionId: classics._id, rating: 5, glass: 'Coupe' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ ...world.gimlet, collectionId: world.classics._id, rating: 5, glass: 'Coupe' });
        world.gimlet = data;
      },
    },
    deleteDrinkCollection: {
      call: ({ t, user, classics, sours }) => callOperation(t.app, 'deleteDrinkCollection', { query: { drinkCollectionId: classics._id, moveDrinksTo: sours._id }, token: user.access.token }),
      check: async (data, { t, user, gimlet, sours }) => {
        expect(data).toEqual({ deletedDrinks: 0, movedDrinks: 1 });
        expect(dataOf(await callOperation(t.app, 'getDrinkCollections', { token: user.access.token }))).toEqual([{ ...sours, drinkCount: 1 }]);
        expect(dataOf(await callOperation(t.app, 'getDrinks', { query: { drinkId: gimlet._id }, token: user.access.token }))).toMatchObject({ collectionId: sours._id });
      },
    },
    deleteDrink: {
      call: ({ t, user, gimlet }) => callOperation(t.app, 'deleteDrink', { query: { drinkId: gimlet._id }, token: user.access.token }),
      check: async (data, { t, user, gimlet }) => {
        expect(data).toBeNull();
        expect((await callOperation(t.app, 'getDrinks', { query: { drinkId: gimlet._id }, token: user.access.token })).statusCode).toBe(404);
      },
    },
  },
};
