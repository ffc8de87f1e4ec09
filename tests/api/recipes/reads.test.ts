// Proves GET /recipe's ways to read many: a collection's recipes newest first, a search within it
// (name and ingredient lines, ignoring case, wildcards taken literally), name suggestions across
// collections (starting with the text first, at most 10), the recipes that use a storage item's
// food, "What can I cook?" ranked by what storage holds, and an import from a page on a host the
// settings allow. Exactly one way at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/ids';
import { startRecipePageServer, type RecipePageServer } from './recipePageServer';
import { asSuggestion, expectRefusal, NOW, startRecipesApi, summaryOf, type Caller, type RecipeCollection, type RecipesApi } from './recipesApi';

const MINUTE = 60_000;

describe('reading recipes', () => {
  let api: RecipesApi;

  beforeAll(async () => {
    api = await startRecipesApi('rita');
  });
  afterAll(async () => {
    await api.t.close();
  });

  describe('a collection and a search in it', () => {
    let soups: RecipeCollection;

    beforeAll(async () => {
      api.setNow(NOW);
      soups = await api.makeCollection('Soups');
      const other = await api.makeCollection('Other');
      await api.makeRecipe(soups._id, 'Tomato soup', { ingredients: ['1 kg tomatoes', '1 dl GRÄDDE'] });
      api.advance(MINUTE);
      await api.makeRecipe(soups._id, 'Ärtsoppa', { ingredients: ['500 g gula ärtor', '100% patience'] });
      api.advance(MINUTE);
      await api.makeRecipe(soups._id, 'Leek soup', { ingredients: ['2 leeks', 'salt_and_pepper'] });
      await api.makeRecipe(other._id, 'Tomato salad', { ingredients: ['tomatoes'] });
    });

    it("lists a collection's recipes newest first, as summaries", async () => {
      const summaries = await api.ok('getRecipes', { query: { collectionId: soups._id } });
      expect(summaries).toEqual([
        { _id: expect.any(String), name: 'Leek soup', collectionId: soups._id, servings: null, totalTimeMs: null, imageId: null, createdDateTime: new Date(Date.parse(NOW) + 2 * MINUTE).toISOString() },
        expect.objectContaining({ name: 'Ärtsoppa' }),
        expect.objectContaining({ name: 'Tomato soup', createdDateTime: NOW }),
      ]);
    });

    it('finds recipes in the collection by name or ingredient, ignoring case (Swedish letters too)', async () => {
      expect(await api.namesIn(soups._id, 'TOMATO')).toEqual(['Tomato soup']);
      expect(await api.namesIn(soups._id, 'grädde')).toEqual(['Tomato soup']);
      expect(await api.namesIn(soups._id, 'ärt')).toEqual(['Ärtsoppa']);
      expect(await api.namesIn(soups._id, 'ÄRTOR')).toEqual(['Ärtsoppa']);
      expect(await api.namesIn(soups._id, ' soup ')).toEqual(['Leek soup', 'Tomato soup']);
      expect(await api.namesIn(soups._id, 'chocolate')).toEqual([]);
    });

    it('takes % and _ in a search as the characters themselves', async () => {
      expect(await api.namesIn(soups._id, '100%')).toEqual(['Ärtsoppa']);
      expect(await api.namesIn(soups._id, '%')).toEqual(['Ärtsoppa']);
      expect(await api.namesIn(soups._id, 't_and')).toEqual(['Leek soup']);
      expect(await api.namesIn(soups._id, '_')).toEqual(['Leek soup']);
    });

    it('refuses a search of only spaces and a collection that does not exist', async () => {
      expectRefusal(await api.call('getRecipes', { query: { collectionId: soups._id, query: '   ' } }), 400, 'SEARCH_TOO_SHORT');
      expectRefusal(await api.call('getRecipes', { query: { collectionId: newId() } }), 404, 'RECIPE_COLLECTION_NOT_FOUND');
      expectRefusal(await api.call('getRecipes', { query: { collectionId: newId(), query: 'soup' } }), 404, 'RECIPE_COLLECTION_NOT_FOUND');
    });
  });

  describe('name suggestions', () => {
    let caller: Caller;

    beforeAll(async () => {
      caller = await api.otherUser('sune');
      const mains = await caller.makeCollection('Mains');
      const sides = await caller.makeCollection('Sides');
      await caller.makeRecipe(mains._id, 'Apple pie');
      await caller.makeRecipe(sides._id, 'Pie crust');
      await caller.makeRecipe(mains._id, 'Pineapple chicken');
      await caller.makeRecipe(sides._id, 'pickled onions');
      await caller.makeRecipe(mains._id, 'Shepherd’s pie');
    });

    it('suggests names starting with the text first, then containing it, across collections, each part by name', async () => {
      const suggestions = await caller.suggest('PI');
      expect(suggestions.map((suggestion) => suggestion.name)).toEqual(['pickled onions', 'Pie crust', 'Pineapple chicken', 'Apple pie', 'Shepherd’s pie']);
      expect(suggestions[1]).toEqual({ _id: expect.stringMatching(/^[\w-]{12}$/), name: 'Pie crust', collectionId: expect.any(String) });
      expect(new Set(suggestions.map((suggestion) => suggestion.collectionId)).size).toBe(2);
    });

    it('answers at most 10, and only the caller\'s recipes', async () => {
      const many = await caller.makeCollection('Many');
      for (let index = 0; index < 12; index += 1) await caller.makeRecipe(many._id, `Pizza ${String(index).padStart(2, '0')}`);
      const suggestions = await caller.suggest('pi');
      expect(suggestions).toHaveLength(10);
      expect(suggestions.map((suggestion) => suggestion.name).slice(0, 3)).toEqual(['pickled onions', 'Pie crust', 'Pineapple chicken']);
      expect(await api.suggest('pi')).toEqual([]);
    });

    it('refuses a suggestion of only spaces', async () => {
      expectRefusal(await caller.call('getRecipes', { query: { suggestion: '  ' } }), 400, 'SEARCH_TOO_SHORT');
    });
  });

  describe('from storage', () => {
    let cook: Caller;
    let stocked: Map<string, string>;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      api.setNow(NOW);
      cook = await api.otherUser('carla');
      const book = await cook.makeCollection('Book');
      // Inserted through the storage area's own API: flour and milk at hand, butter used up,
      // eggs written without a quantity, a candle that is no food.
      stocked = await cook.stock([
        { name: 'Wheat flour', quantity: 1, unit: 'kg' },
        { name: 'Milk', quantity: 2, unit: 'l' },
        { name: 'Butter', quantity: 0, unit: 'g' },
        { name: 'Eggs' },
        { name: 'Candles', isFood: false },
      ]);
      const make = async (name: string, ingredients: string[]) => {
        ids[name] = (await cook.makeRecipe(book._id, name, { ingredients }))._id;
        api.advance(MINUTE);
      };
      await make('Pancakes', ['## Batter', '3 dl flour', '6 dl mjölk', '3 eggs', '2 msk butter']);
      await make('Crêpes', ['2 dl flour', '4 dl milk', '2 eggs']);
      await make('Omelette', ['3 eggs', 'salt', 'chives']);
      await make('Candle cake', ['1 candle', 'sugar']);
      await make('Salad', ['lettuce', 'tomatoes']);
      await make('Butter biscuits', ['200 g butter', '3 dl flour', '1 dl sugar', '1 tsk vanilla']);
    });

    it('lists the recipes that use a storage item\'s food, newest first (none for an item that is no food)', async () => {
      const flourRecipes = await cook.recipesUsing(stocked.get('Wheat flour')!);
      expect(flourRecipes.map((recipe) => recipe.name)).toEqual(['Butter biscuits', 'Crêpes', 'Pancakes']);
      expect(flourRecipes[1]).toEqual(summaryOf(await cook.readRecipe(ids['Crêpes']!)));
      expect((await cook.recipesUsing(stocked.get('Eggs')!)).map((recipe) => recipe.name)).toEqual(['Omelette', 'Crêpes', 'Pancakes']);
      // "1 candle" is in the candle cake, but the candles are not food.
      expect(await cook.recipesUsing(stocked.get('Candles')!)).toEqual([]);
    });

    it('refuses a storage item that does not exist or is another user\'s', async () => {
      expectRefusal(await cook.call('getRecipes', { query: { foodItemId: newId() } }), 404, 'STORAGE_ITEM_NOT_FOUND');
      expectRefusal(await api.call('getRecipes', { query: { foodItemId: stocked.get('Milk')! } }), 404, 'STORAGE_ITEM_NOT_FOUND');
    });

    it('ranks what can be cooked by the share of ingredients at hand, then how many, with what is missing', async () => {
      const cookable = await cook.whatCanICook();
      expect(cookable.map(({ recipe, matched, total, missing }) => [recipe.name, matched, total, missing])).toEqual([
        // Crêpes: flour, milk and eggs all at hand.
        ['Crêpes', 3, 3, []],
        // Pancakes: "mjölk" is not "milk" to the matcher, and the butter is used up; the heading does not count.
        ['Pancakes', 2, 4, ['6 dl mjölk', '2 msk butter']],
        ['Omelette', 1, 3, ['salt', 'chives']],
        ['Butter biscuits', 1, 4, ['200 g butter', '1 dl sugar', '1 tsk vanilla']],
      ]);
      expect(cookable[0]!.recipe).toEqual(summaryOf(await cook.readRecipe(ids['Crêpes']!)));
    });

    it('finds nothing to cook with an empty storage, and at most 50 recipes', async () => {
      expect(await api.whatCanICook()).toEqual([]);
      const baker = await api.otherUser('bertil');
      const book = await baker.makeCollection('Bread');
      await baker.stock([{ name: 'Flour' }]);
      for (let index = 0; index < 52; index += 1) await baker.makeRecipe(book._id, `Bread ${index}`, { ingredients: ['5 dl flour', 'water'] });
      const cookable = await baker.whatCanICook();
      expect(cookable).toHaveLength(50);
      expect(cookable.every(({ matched, total }) => matched === 1 && total === 2)).toBe(true);
    });
  });

  describe('importing from a page', () => {
    let site: RecipePageServer;

    beforeAll(async () => {
      site = await startRecipePageServer();
    });
    afterAll(async () => {
      await site.close();
    });

    it('reads a recipe from a page on a host the settings allow, and refuses the same page otherwise', async () => {
      const allowed = await startRecipesApi('ingrid', { settings: { recipes: { outboundAllowHosts: [site.host] } } });
      try {
        expect(asSuggestion(await allowed.ok('getRecipes', { query: { recipeUrl: site.url } }))).toMatchObject({
          id: site.url,
          url: site.url,
          name: 'Cardamom buns',
          ingredients: ['5 dl flour', '2 dl milk'],
          steps: ['Knead the dough.', 'Bake at 225 °C.'],
        });
      } finally {
        await allowed.t.close();
      }
      // This app allows no host: a loopback address is refused before anything is fetched.
      expectRefusal(await api.call('getRecipes', { query: { recipeUrl: site.url } }), 400, 'RECIPE_URL_FORBIDDEN');
      expectRefusal(await api.call('getRecipes', { query: { recipeUrl: 'not a url' } }), 400, 'RECIPE_URL_INVALID');
    });
  });

  describe('one way at a time', () => {
    it.each([
      ['nothing', {}],
      ['a recipe and a collection', { recipeId: newId(), collectionId: newId() }],
      ['a search without a collection', { query: 'soup' }],
      ['a search with a recipe', { recipeId: newId(), query: 'soup' }],
      ['a suggestion and a storage item', { suggestion: 'pie', foodItemId: newId() }],
      ['an import and cooking from storage', { recipeUrl: 'https://example.com/', cookFromStorage: true }],
      ['cookFromStorage=false alone', { cookFromStorage: false }],
    ])('refuses %s with 400 ONE_QUERY_AT_A_TIME', async (_, query) => {
      expectRefusal(await api.call('getRecipes', { query }), 400, 'ONE_QUERY_AT_A_TIME');
    });

    it('refuses an unknown recipe with 404', async () => {
      expectRefusal(await api.call('getRecipes', { query: { recipeId: newId() } }), 404, 'RECIPE_NOT_FOUND');
    });
  });
});
