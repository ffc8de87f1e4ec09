// Proves the kitchen's limits on one app with small ones (the real ones are 2,000 recipes, 5,000
// stored items, 500 storage groups and 500 shopping lists a user, in contract/recipes.yaml,
// storage.yaml and shopping.yaml): one past the limit is a 409 with its own code that changes
// nothing, counted across collections and groups and per user; room made by deleting is room
// again; and "What can I cook?" and a food's recipes still answer right from what is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, startRecipesApi, type RecipesApi } from './recipesApi';

const MAX_RECIPES = 3;
const MAX_STORED = 4;
const MAX_GROUPS = 2;
const MAX_LISTS = 1;

describe('kitchen limits', () => {
  let api: RecipesApi;

  beforeAll(async () => {
    api = await startRecipesApi('karin', {
      settings: { recipes: { maxRecipes: MAX_RECIPES }, storage: { maxItems: MAX_STORED, maxGroups: MAX_GROUPS }, shopping: { maxLists: MAX_LISTS } },
    });
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('refuses a recipe past the limit across collections with 409 TOO_MANY_RECIPES, and takes one again once one is deleted', async () => {
    const bread = await api.makeCollection('Bread');
    const cakes = await api.makeCollection('Cakes');
    await api.makeRecipe(bread._id, 'Flatbread', { ingredients: ['5 dl wheat flour', '2 dl water'] });
    await api.makeRecipe(bread._id, 'Crêpes', { ingredients: ['3 dl flour', '6 dl milk', '3 eggs'] });
    const sponge = await api.makeRecipe(cakes._id, 'Sponge', { ingredients: ['4 eggs', '2 dl sugar', '2 dl flour'] });

    const before = await api.snapshot();
    const refused = await api.call('createRecipe', { body: { collectionId: cakes._id, name: 'Brownies', ingredients: ['butter'] } });
    expectRefusal(refused, 409, 'TOO_MANY_RECIPES');
    expect(refused.body).toMatchObject({ error: { message: expect.stringContaining('3 recipes') } });
    expect(await api.snapshot()).toEqual(before);

    // The limit is each user's own.
    const other = await api.otherUser('olle');
    await other.makeRecipe((await other.makeCollection('Mine'))._id, 'Toast', { ingredients: ['bread'] });

    await api.ok('deleteRecipe', { body: { recipeId: sponge._id } });
    await api.makeRecipe(cakes._id, 'Brownies', { ingredients: ['200 g butter', '3 eggs', '2 dl sugar'] });
  });

  it('refuses stored items past the limit across groups with 409 TOO_MANY_STORAGE_ITEMS, adding none of the call', async () => {
    const stocked = await api.stock([{ name: 'Wheat flour', quantity: 1, unit: 'kg' }, { name: 'Milk', quantity: 1, unit: 'l' }, { name: 'Eggs', quantity: 6 }]);
    const cellar = await api.ok('createStorageGroup', { body: { name: 'Cellar' } });

    const before = await api.snapshot();
    const refused = await api.call('createStorageItems', { body: { storageGroupId: cellar._id, items: [{ name: 'Sugar' }, { name: 'Salt' }] } });
    expectRefusal(refused, 409, 'TOO_MANY_STORAGE_ITEMS');
    expect(refused.body).toMatchObject({ error: { message: expect.stringContaining('room for 1 more') } });
    expect(await api.snapshot()).toEqual(before);

    // What goes into an item already there takes no room; the last place is still free.
    const pantry = (await api.ok('getStorageItems', { query: { storageItemId: stocked.get('Eggs')! } })) as { storageGroupId: string };
    const merged = await api.ok('createStorageItems', { body: { storageGroupId: pantry.storageGroupId, items: [{ name: 'eggs', quantity: 6 }], mergeSameFood: true } });
    expect(merged.added).toEqual([]);
    await api.ok('createStorageItems', { body: { storageGroupId: cellar._id, items: [{ name: 'Butter', quantity: 250, unit: 'g' }] } });
  });

  it('still answers what can be cooked, and a food\'s recipes, right', async () => {
    const cookable = await api.whatCanICook();
    expect(cookable.map(({ recipe, matched, total, missing }) => [recipe.name, matched, total, missing])).toEqual([
      ['Crêpes', 3, 3, []],
      ['Brownies', 2, 3, ['2 dl sugar']],
      ['Flatbread', 1, 2, ['2 dl water']],
    ]);
    const [flour] = (await api.ok('getStorageItems', { query: { search: 'wheat flour' } })) as Array<{ _id: string }>;
    // Made at the same time: newest first is any order among them.
    expect((await api.recipesUsing(flour!._id)).map((recipe) => recipe.name).sort()).toEqual(['Crêpes', 'Flatbread']);
  });

  it('refuses a storage group and a shopping list past their limits with 409 TOO_MANY_STORAGE_GROUPS and TOO_MANY_SHOPPING_LISTS', async () => {
    // The pantry and the cellar are the two groups allowed.
    const before = await api.snapshot();
    expectRefusal(await api.call('createStorageGroup', { body: { name: 'Freezer' } }), 409, 'TOO_MANY_STORAGE_GROUPS');
    await api.ok('createShoppingList', { body: { name: 'Groceries' } });
    const afterList = await api.snapshot();
    expect(afterList.storage_group).toEqual(before.storage_group);
    const refused = await api.call('createShoppingList', { body: { name: 'Hardware' } });
    expectRefusal(refused, 409, 'TOO_MANY_SHOPPING_LISTS');
    expect(refused.body).toMatchObject({ error: { message: expect.stringContaining('1 shopping lists') } });
    expect(await api.snapshot()).toEqual(afterList);
  });
});
