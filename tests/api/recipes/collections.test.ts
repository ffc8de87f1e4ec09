// Proves /recipe-collection: collections are made (trimmed), listed oldest first with their recipe
// counts, read one at a time and renamed; deleting one that holds recipes asks what should happen
// to them (409), then deletes them with it or moves them to another collection. Every refusal
// answers its code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/ids';
import { expectRefusal, NOW, startRecipesApi, type RecipesApi } from './recipesApi';

const MINUTE = 60_000;

describe('recipe collections', () => {
  let api: RecipesApi;

  beforeAll(async () => {
    api = await startRecipesApi('colin');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('makes a collection with a trimmed name, reads it, and lists collections oldest first with their counts', async () => {
    api.setNow(NOW);
    const dinners = await api.ok('createRecipeCollection', { body: { name: '  Dinners  ' } });
    expect(dinners).toEqual({ _id: expect.stringMatching(/^[\w-]{12}$/), name: 'Dinners', createdDateTime: NOW, recipeCount: 0 });
    api.advance(MINUTE);
    const baking = await api.makeCollection('Baking');
    await api.makeRecipe(baking._id, 'Bread');
    await api.makeRecipe(baking._id, 'Buns');
    expect(await api.readCollection(baking._id)).toEqual({ ...baking, recipeCount: 2 });
    const names = (await api.readCollections()).filter((collection) => [dinners._id, baking._id].includes(collection._id));
    expect(names).toEqual([dinners, { ...baking, recipeCount: 2 }]);
  });

  it('renames a collection', async () => {
    const collection = await api.makeCollection('Sweets');
    expect(await api.ok('updateRecipeCollection', { body: { recipeCollectionId: collection._id, name: ' Desserts ' } })).toEqual({ ...collection, name: 'Desserts' });
    expect(await api.readCollection(collection._id)).toEqual({ ...collection, name: 'Desserts' });
  });

  it('refuses an empty name when making or renaming, and changes nothing', async () => {
    const collection = await api.makeCollection('Soups');
    const before = await api.snapshot();
    expectRefusal(await api.call('createRecipeCollection', { body: { name: '   ' } }), 400, 'RECIPE_COLLECTION_NAME_REQUIRED');
    expectRefusal(await api.call('updateRecipeCollection', { body: { recipeCollectionId: collection._id, name: '' } }), 400, 'RECIPE_COLLECTION_NAME_REQUIRED');
    expectRefusal(await api.call('createRecipeCollection', { body: { name: 'x'.repeat(101) } }), 400, 'VALIDATION_FAILED');
    expectRefusal(await api.call('createRecipeCollection', { body: { name: 'Soups', color: 'red' } as never }), 400, 'VALIDATION_FAILED');
    expect(await api.snapshot()).toEqual(before);
  });

  it('answers 404 for a collection that does not exist', async () => {
    const unknown = newId();
    expectRefusal(await api.call('getRecipeCollections', { query: { recipeCollectionId: unknown } }), 404, 'RECIPE_COLLECTION_NOT_FOUND');
    expectRefusal(await api.call('updateRecipeCollection', { body: { recipeCollectionId: unknown, name: 'X' } }), 404, 'RECIPE_COLLECTION_NOT_FOUND');
    expectRefusal(await api.call('deleteRecipeCollection', { query: { recipeCollectionId: unknown } }), 404, 'RECIPE_COLLECTION_NOT_FOUND');
  });

  describe('deleting', () => {
    it('deletes an empty collection without asking', async () => {
      const empty = await api.makeCollection('Empty');
      expect(await api.ok('deleteRecipeCollection', { query: { recipeCollectionId: empty._id } })).toEqual({ deletedRecipes: 0, movedRecipes: 0 });
      expectRefusal(await api.call('getRecipeCollections', { query: { recipeCollectionId: empty._id } }), 404, 'RECIPE_COLLECTION_NOT_FOUND');
    });

    it('asks what should happen to the recipes of a collection that holds some (409), and changes nothing', async () => {
      const full = await api.makeCollection('Full');
      await api.makeRecipe(full._id, 'Stew');
      const before = await api.snapshot();
      expectRefusal(await api.call('deleteRecipeCollection', { query: { recipeCollectionId: full._id } }), 409, 'RECIPE_COLLECTION_NOT_EMPTY');
      expectRefusal(await api.call('deleteRecipeCollection', { query: { recipeCollectionId: full._id, deleteRecipes: false } }), 409, 'RECIPE_COLLECTION_NOT_EMPTY');
      expect(await api.snapshot()).toEqual(before);
    });

    it('deletes the recipes with the collection when asked', async () => {
      const old = await api.makeCollection('Old');
      const stew = await api.makeRecipe(old._id, 'Stew');
      await api.makeRecipe(old._id, 'Soup');
      expect(await api.ok('deleteRecipeCollection', { query: { recipeCollectionId: old._id, deleteRecipes: true } })).toEqual({ deletedRecipes: 2, movedRecipes: 0 });
      expectRefusal(await api.call('getRecipes', { query: { recipeId: stew._id } }), 404, 'RECIPE_NOT_FOUND');
    });

    it('moves the recipes to another collection when asked, keeping them whole', async () => {
      api.setNow(NOW);
      const from = await api.makeCollection('From');
      const to = await api.makeCollection('To');
      const kept = await api.makeRecipe(to._id, 'Already there');
      api.advance(MINUTE);
      const pie = await api.makeRecipe(from._id, 'Pie', { ingredients: ['2 dl flour'], steps: ['Bake'] });
      api.advance(MINUTE);
      expect(await api.ok('deleteRecipeCollection', { query: { recipeCollectionId: from._id, moveRecipesTo: to._id } })).toEqual({ deletedRecipes: 0, movedRecipes: 1 });
      expect(await api.readRecipe(pie._id)).toEqual({ ...pie, collectionId: to._id, updatedDateTime: new Date(Date.parse(NOW) + 2 * MINUTE).toISOString() });
      expect(await api.namesIn(to._id)).toEqual(['Pie', kept.name]);
      expect(await api.readCollection(to._id)).toMatchObject({ recipeCount: 2 });
    });

    it('refuses to both delete and move, to move into itself, or to move to a collection that does not exist, and changes nothing', async () => {
      const full = await api.makeCollection('Keep me');
      const other = await api.makeCollection('Other');
      await api.makeRecipe(full._id, 'Salad');
      const before = await api.snapshot();
      expectRefusal(await api.call('deleteRecipeCollection', { query: { recipeCollectionId: full._id, deleteRecipes: true, moveRecipesTo: other._id } }), 400, 'ONE_QUERY_AT_A_TIME');
      expectRefusal(await api.call('deleteRecipeCollection', { query: { recipeCollectionId: full._id, moveRecipesTo: full._id } }), 400, 'MOVE_INTO_ITSELF');
      expectRefusal(await api.call('deleteRecipeCollection', { query: { recipeCollectionId: full._id, moveRecipesTo: newId() } }), 404, 'RECIPE_COLLECTION_NOT_FOUND');
      expect(await api.snapshot()).toEqual(before);
    });
  });
});
