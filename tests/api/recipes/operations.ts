// The recipes area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user makes two collections and renames one, imports a recipe from a page a local server
// serves and saves it with an image, changes it, reads it every way GET /recipe offers (import,
// one, search, suggestion, a storage item of its food, "What can I cook?"), lists the collections,
// deletes another recipe, and deletes a collection moving its recipe to the other; each call
// asserting what a user would notice.
import { expect } from 'vitest';
import type { Schemas, User } from '../../../src/contract/types';
import type { recipes } from '../../../src/server/areas/recipes/index';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, callOperationForBytes, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';
import { startRecipePageServer, type RecipePageServer } from './recipePageServer';
import { summaryOf, uploadImageAs } from './recipesApi';

export interface RecipesWorld {
  t: TestApp;
  user: User;
  site: RecipePageServer;
  baking: Schemas['RecipeCollection'];
  dinners: Schemas['RecipeCollection'];
  buns: Schemas['Recipe'];
}

const NOW = '2026-11-25T09:00:00.000Z';
const LATER = '2026-11-25T09:01:00.000Z';
/** The server's clock: the second collection is made a minute after the first (collections list oldest first). */
let clock = NOW;

/** What the local page holds, as the import reads it. */
const IMPORTED = { name: 'Cardamom buns', ingredients: ['5 dl flour', '2 dl milk'], steps: ['Knead the dough.', 'Bake at 225 °C.'] };

export const operations: AreaOperations<typeof recipes, RecipesWorld> = {
  async start() {
    const world = {} as RecipesWorld;
    clock = NOW;
    world.site = await startRecipePageServer();
    const t = await createTestApp({ settings: { recipes: { now: () => new Date(clock), outboundAllowHosts: [world.site.host] } } });
    world.t = {
      ...t,
      close: async () => {
        await t.close();
        await world.site.close();
      },
    };
    world.user = await signUp(world.t.app, 'rune');
    return world;
  },
  entries: {
    createRecipeCollection: {
      call: ({ t, user }) => callOperation(t.app, 'createRecipeCollection', { body: { name: 'Bakning' }, token: user.access.token }),
      check: async (data, world) => {
        expect(data).toEqual({ _id: expect.any(String), name: 'Bakning', createdDateTime: NOW, recipeCount: 0 });
        world.baking = data;
        clock = LATER;
        world.dinners = dataOf(await callOperation(world.t.app, 'createRecipeCollection', { body: { name: 'Dinners' }, token: world.user.access.token }));
      },
    },
    updateRecipeCollection: {
      call: ({ t, user, baking }) => callOperation(t.app, 'updateRecipeCollection', { body: { recipeCollectionId: baking._id, name: 'Baking' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ ...world.baking, name: 'Baking' });
        world.baking = data;
      },
    },
    createRecipe: {
      // What the add-recipe screen does: import the page, then save the reviewed suggestion with a photo.
      call: async ({ t, user, site, baking }) => {
        const token = user.access.token;
        const suggestion = dataOf(await callOperation(t.app, 'getRecipes', { query: { recipeUrl: site.url }, token }));
        if (Array.isArray(suggestion) || !('url' in suggestion)) throw new Error(`Expected an import suggestion, got ${JSON.stringify(suggestion)}`);
        const imageId = await uploadImageAs(t, user);
        const { name, ingredients, steps, servings, totalTimeMs, url } = suggestion;
        return callOperation(t.app, 'createRecipe', { body: { collectionId: baking._id, name, ingredients, steps, servings, totalTimeMs, sourceUrl: url, imageId }, token });
      },
      check: (data, world) => {
        expect(data).toMatchObject({ ...IMPORTED, collectionId: world.baking._id, sourceUrl: world.site.url, imageId: expect.any(String), createdDateTime: LATER });
        expect(data.parsedIngredients[0]).toEqual({ text: '5 dl flour', quantity: 5, quantity2: null, unit: 'dl', food: 'flour', isHeading: false });
        world.buns = data;
      },
    },
    updateRecipe: {
      call: ({ t, user, buns }) => callOperation(t.app, 'updateRecipe', { body: { recipeId: buns._id, servings: 12, notes: 'Half the batch' }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toEqual({ ...world.buns, servings: 12, notes: 'Half the batch' });
        world.buns = data;
      },
    },
    getRecipes: {
      call: ({ t, user, site }) => callOperation(t.app, 'getRecipes', { query: { recipeUrl: site.url }, token: user.access.token }),
      check: async (data, { t, user, site, baking, buns }) => {
        expect(data).toMatchObject({ id: site.url, url: site.url, ...IMPORTED });
        const read = async (query: NonNullable<Parameters<typeof callOperation<'getRecipes'>>[2]>['query']) =>
          dataOf(await callOperation(t.app, 'getRecipes', { query, token: user.access.token }));
        expect(await read({ recipeId: buns._id })).toEqual(buns);
        expect(await read({ collectionId: baking._id, query: 'FLOUR' })).toEqual([summaryOf(buns)]);
        expect(await read({ suggestion: 'buns' })).toEqual([{ _id: buns._id, name: 'Cardamom buns', collectionId: baking._id }]);
        const pantry = dataOf(await callOperation(t.app, 'createStorageGroup', { body: { name: 'Pantry' }, token: user.access.token }));
        const { added } = dataOf(
          await callOperation(t.app, 'createStorageItems', { body: { storageGroupId: pantry._id, items: [{ name: 'Wheat flour', quantity: 2, unit: 'kg' }] }, token: user.access.token }),
        );
        expect(await read({ foodItemId: added[0]!._id })).toEqual([summaryOf(buns)]);
        expect(await read({ cookFromStorage: true })).toEqual([{ recipe: summaryOf(buns), matched: 1, total: 2, missing: ['2 dl milk'] }]);
      },
    },
    getRecipeCollections: {
      call: ({ t, user }) => callOperation(t.app, 'getRecipeCollections', { token: user.access.token }),
      check: (data, { baking, dinners }) => expect(data).toEqual([{ ...baking, recipeCount: 1 }, dinners]),
    },
    exportRecipes: {
      callForBytes: ({ t, user }) => callOperationForBytes(t.app, 'exportRecipes', { token: user.access.token }),
      checkBytes: (answer, { site }) => {
        expect(answer.headers['content-type']).toBe('application/ld+json; charset=utf-8');
        expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual([
          {
            '@context': 'https://schema.org',
            '@type': 'Recipe',
            name: 'Cardamom buns',
            recipeCategory: 'Baking',
            recipeIngredient: IMPORTED.ingredients,
            recipeInstructions: IMPORTED.steps.map((text) => ({ '@type': 'HowToStep', text })),
            recipeYield: '12',
            totalTime: expect.stringMatching(/^PT/),
            url: site.url,
            description: 'Half the batch',
            dateCreated: LATER,
            dateModified: LATER,
          },
        ]);
      },
    },
    importRecipes: {
      // What the import page does after its preview: a JSON-LD file and a page read before, into a
      // collection of their own (deleted again, so the rows after see the two collections as before).
      call: async ({ t, user, site }) => {
        const token = user.access.token;
        const imported = dataOf(await callOperation(t.app, 'createRecipeCollection', { body: { name: 'Imported' }, token }));
        return callOperation(t.app, 'importRecipes', {
          body: {
            collectionId: imported._id,
            files: [{ name: 'soup.json', text: '{"@context":"https://schema.org","@type":"Recipe","name":"Lentil soup","recipeIngredient":["2 dl red lentils"]}' }],
            pages: [{ url: site.url, ...IMPORTED }],
          },
          token,
        });
      },
      check: async (data, { t, user, site }) => {
        expect(data).toEqual({
          dryRun: false,
          recipes: [
            { source: 'soup.json', name: 'Lentil soup', ingredientCount: 1, stepCount: 0 },
            { source: site.url, name: 'Cardamom buns', ingredientCount: 2, stepCount: 2 },
          ],
          skipped: [],
        });
        const token = user.access.token;
        const collections = dataOf(await callOperation(t.app, 'getRecipeCollections', { token })) as Array<{ _id: string; name: string; recipeCount: number }>;
        const imported = collections.find((collection) => collection.name === 'Imported')!;
        expect(imported.recipeCount).toBe(2);
        await callOperation(t.app, 'deleteRecipeCollection', { query: { recipeCollectionId: imported._id, deleteRecipes: true }, token });
      },
    },
    deleteRecipe: {
      call: async ({ t, user, dinners }) => {
        const token = user.access.token;
        const old = dataOf(await callOperation(t.app, 'createRecipe', { body: { collectionId: dinners._id, name: 'Old stew' }, token }));
        return callOperation(t.app, 'deleteRecipe', { body: { recipeId: old._id }, token });
      },
      check: async (data, { t, user, dinners }) => {
        expect(data).toBeNull();
        expect(dataOf(await callOperation(t.app, 'getRecipes', { query: { collectionId: dinners._id }, token: user.access.token }))).toEqual([]);
      },
    },
    deleteRecipeCollection: {
      call: ({ t, user, baking, dinners }) =>
        callOperation(t.app, 'deleteRecipeCollection', { query: { recipeCollectionId: baking._id, moveRecipesTo: dinners._id }, token: user.access.token }),
      check: async (data, { t, user, dinners, buns }) => {
        expect(data).toEqual({ deletedRecipes: 0, movedRecipes: 1 });
        expect(dataOf(await callOperation(t.app, 'getRecipeCollections', { token: user.access.token }))).toEqual([{ ...dinners, recipeCount: 1 }]);
        expect(dataOf(await callOperation(t.app, 'getRecipes', { query: { recipeId: buns._id }, token: user.access.token }))).toMatchObject({ collectionId: dinners._id });
      },
    },
  },
};
