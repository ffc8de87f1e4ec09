// The recipes area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): each
// operation that takes an Id, called with the victim's collection, recipe, image or storage item
// (and, where it takes two, with the attacker's own beside the victim's), and what the victim sees
// of their own recipes: collections, a recipe, a collection's list, a food item's recipes and
// "What can I cook?".
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';
import { uploadImageAs } from './recipesApi';

interface Owned {
  collection: string;
  recipe: string;
  image: string;
  flour: string;
}

/** Filled by prepare: the victim's and the attacker's own collection, recipe, image and food item. */
const ids = { victim: {} as Owned, attacker: {} as Owned };

async function makeRecipes(t: TestApp, user: SignedUp): Promise<Owned> {
  const token = user.access.token;
  const image = await uploadImageAs(t, user);
  const collection = dataOf(await callOperation(t.app, 'createRecipeCollection', { body: { name: 'Family secrets' }, token }));
  const recipe = dataOf(
    await callOperation(t.app, 'createRecipe', { body: { name: 'Secret buns', collectionId: collection._id, ingredients: ['5 dl flour', '1 secret spice'], imageId: image }, token }),
  );
  const pantry = dataOf(await callOperation(t.app, 'createStorageGroup', { body: { name: 'Pantry' }, token }));
  const { added } = dataOf(await callOperation(t.app, 'createStorageItems', { body: { storageGroupId: pantry._id, items: [{ name: 'Flour', quantity: 1, unit: 'kg' }] }, token }));
  return { collection: collection._id, recipe: recipe._id, image, flour: added[0]!._id };
}

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    ids.victim = await makeRecipes(t, victim);
    ids.attacker = await makeRecipes(t, attacker);
  },
  attempts: {
    getRecipeCollections: [
      ({ app }, { attacker }) => callOperation(app, 'getRecipeCollections', { query: { recipeCollectionId: ids.victim.collection }, token: attacker.access.token }),
    ],
    updateRecipeCollection: [
      ({ app }, { attacker }) => callOperation(app, 'updateRecipeCollection', { body: { recipeCollectionId: ids.victim.collection, name: 'Mine now' }, token: attacker.access.token }),
    ],
    deleteRecipeCollection: [
      ({ app }, { attacker }) => callOperation(app, 'deleteRecipeCollection', { query: { recipeCollectionId: ids.victim.collection }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'deleteRecipeCollection', { query: { recipeCollectionId: ids.victim.collection, deleteRecipes: true }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'deleteRecipeCollection', { query: { recipeCollectionId: ids.victim.collection, moveRecipesTo: ids.attacker.collection }, token: attacker.access.token }),
      // The attacker's own collection, its recipes pushed into the victim's.
      ({ app }, { attacker }) =>
        callOperation(app, 'deleteRecipeCollection', { query: { recipeCollectionId: ids.attacker.collection, moveRecipesTo: ids.victim.collection }, token: attacker.access.token }),
    ],
    getRecipes: [
      ({ app }, { attacker }) => callOperation(app, 'getRecipes', { query: { recipeId: ids.victim.recipe }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getRecipes', { query: { collectionId: ids.victim.collection }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getRecipes', { query: { collectionId: ids.victim.collection, query: 'secret' }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getRecipes', { query: { foodItemId: ids.victim.flour }, token: attacker.access.token }),
    ],
    createRecipe: [
      ({ app }, { attacker }) => callOperation(app, 'createRecipe', { body: { name: 'Planted', collectionId: ids.victim.collection }, token: attacker.access.token }),
      // The victim's image on the attacker's own recipe.
      ({ app }, { attacker }) =>
        callOperation(app, 'createRecipe', { body: { name: 'Planted', collectionId: ids.attacker.collection, imageId: ids.victim.image }, token: attacker.access.token }),
    ],
    updateRecipe: [
      ({ app }, { attacker }) => callOperation(app, 'updateRecipe', { body: { recipeId: ids.victim.recipe, name: 'Mine now' }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'updateRecipe', { body: { recipeId: ids.victim.recipe, imageId: null }, token: attacker.access.token }),
      // The attacker's own recipe moved into the victim's collection, or given the victim's image.
      ({ app }, { attacker }) => callOperation(app, 'updateRecipe', { body: { recipeId: ids.attacker.recipe, collectionId: ids.victim.collection }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'updateRecipe', { body: { recipeId: ids.attacker.recipe, name: 'Renamed too', imageId: ids.victim.image }, token: attacker.access.token }),
    ],
    importRecipes: [
      ({ app }, { attacker }) =>
        callOperation(app, 'importRecipes', {
          body: { collectionId: ids.victim.collection, pages: [{ url: 'https://planted.example/', name: 'Planted', steps: ['Plant it.'] }] },
          token: attacker.access.token,
        }),
    ],
    deleteRecipe: [({ app }, { attacker }) => callOperation(app, 'deleteRecipe', { body: { recipeId: ids.victim.recipe }, token: attacker.access.token })],
  },
  async ownView({ app }, victim) {
    const token = victim.access.token;
    const read = async (query: Record<string, string | boolean>) => dataOf(await callOperation(app, 'getRecipes', { query, token }));
    return {
      collections: dataOf(await callOperation(app, 'getRecipeCollections', { token })),
      recipe: await read({ recipeId: ids.victim.recipe }),
      list: await read({ collectionId: ids.victim.collection }),
      usingFlour: await read({ foodItemId: ids.victim.flour }),
      cookable: await read({ cookFromStorage: true }),
    };
  },
};
