// Proves POST, PUT and DELETE /recipe and GET /recipe?recipeId=: a recipe keeps its steps and
// ingredients as written (trimmed, blank lines dropped) with each ingredient parsed by the server,
// its servings, times, source, notes and own image; a change sets only what it names (null
// clears), moves it between the caller's collections and re-parses changed ingredients; deleting
// takes the id in the body. Every refusal answers its code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/ids';
import { expectRefusal, NOW, startRecipesApi, type RecipeCollection, type RecipesApi } from './recipesApi';

const MINUTE = 60_000;

describe('recipes', () => {
  let api: RecipesApi;
  let dinners: RecipeCollection;

  beforeAll(async () => {
    api = await startRecipesApi('remy');
    dinners = await api.makeCollection('Dinners');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('makes a recipe with every field, parses its ingredients and reads it back', async () => {
    api.setNow(NOW);
    const imageId = await api.uploadImage();
    const made = await api.ok('createRecipe', {
      body: {
        name: '  Pancakes ',
        collectionId: dinners._id,
        ingredients: ['## Batter', '2 1/2 cups flour, sifted', ' 1½ dl mjölk ', '', '3 msk smör', 'Salt', '2-3 eggs'],
        steps: ['Whisk everything.', '   ', 'Fry thin pancakes.'],
        servings: 4,
        prepTimeMs: 10 * MINUTE,
        cookTimeMs: 20 * MINUTE,
        totalTimeMs: 30 * MINUTE,
        sourceUrl: 'https://example.com/pancakes',
        notes: 'Grandma’s',
        imageId,
      },
    });
    expect(made).toEqual({
      _id: expect.stringMatching(/^[\w-]{12}$/),
      name: 'Pancakes',
      collectionId: dinners._id,
      steps: ['Whisk everything.', 'Fry thin pancakes.'],
      ingredients: ['## Batter', '2 1/2 cups flour, sifted', '1½ dl mjölk', '3 msk smör', 'Salt', '2-3 eggs'],
      parsedIngredients: [
        { text: '## Batter', quantity: null, quantity2: null, unit: null, food: 'Batter', isHeading: true },
        { text: '2 1/2 cups flour, sifted', quantity: 2.5, quantity2: null, unit: 'cup', food: 'flour, sifted', isHeading: false },
        { text: '1½ dl mjölk', quantity: 1.5, quantity2: null, unit: 'dl', food: 'mjölk', isHeading: false },
        { text: '3 msk smör', quantity: 3, quantity2: null, unit: 'msk', food: 'smör', isHeading: false },
        { text: 'Salt', quantity: null, quantity2: null, unit: null, food: 'Salt', isHeading: false },
        { text: '2-3 eggs', quantity: 2, quantity2: 3, unit: null, food: 'eggs', isHeading: false },
      ],
      servings: 4,
      prepTimeMs: 10 * MINUTE,
      cookTimeMs: 20 * MINUTE,
      totalTimeMs: 30 * MINUTE,
      sourceUrl: 'https://example.com/pancakes',
      notes: 'Grandma’s',
      imageId,
      createdDateTime: NOW,
      updatedDateTime: NOW,
    });
    expect(await api.readRecipe(made._id)).toEqual(made);
  });

  it('makes a recipe from a name alone, with empty lists and nothing else set', async () => {
    api.setNow(NOW);
    expect(await api.makeRecipe(dinners._id, 'Toast')).toEqual({
      _id: expect.any(String),
      name: 'Toast',
      collectionId: dinners._id,
      steps: [],
      ingredients: [],
      parsedIngredients: [],
      servings: null,
      prepTimeMs: null,
      cookTimeMs: null,
      totalTimeMs: null,
      sourceUrl: null,
      notes: '',
      imageId: null,
      createdDateTime: NOW,
      updatedDateTime: NOW,
    });
  });

  it('changes only the fields a change names, clears with null, and re-parses changed ingredients', async () => {
    api.setNow(NOW);
    const recipe = await api.makeRecipe(dinners._id, 'Soup', { ingredients: ['1 l water'], steps: ['Boil'], servings: 2, sourceUrl: 'https://example.com/soup', imageId: await api.uploadImage() });
    api.advance(MINUTE);
    const changed = await api.ok('updateRecipe', { body: { recipeId: recipe._id, ingredients: ['1 l water', '200 g carrots'], servings: null, imageId: null, notes: 'Better the next day' } });
    expect(changed).toEqual({
      ...recipe,
      ingredients: ['1 l water', '200 g carrots'],
      parsedIngredients: [recipe.parsedIngredients[0], { text: '200 g carrots', quantity: 200, quantity2: null, unit: 'g', food: 'carrots', isHeading: false }],
      servings: null,
      imageId: null,
      notes: 'Better the next day',
      updatedDateTime: new Date(Date.parse(NOW) + MINUTE).toISOString(),
    });
    expect(await api.readRecipe(recipe._id)).toEqual(changed);
    const renamed = await api.ok('updateRecipe', { body: { recipeId: recipe._id, name: ' Carrot soup ', steps: ['Boil', 'Blend'], sourceUrl: null } });
    expect(renamed).toMatchObject({ name: 'Carrot soup', steps: ['Boil', 'Blend'], sourceUrl: null, ingredients: changed.ingredients });
  });

  it('moves a recipe to another of the caller\'s collections', async () => {
    const lunches = await api.makeCollection('Lunches');
    const recipe = await api.makeRecipe(dinners._id, 'Wrap');
    expect(await api.ok('updateRecipe', { body: { recipeId: recipe._id, collectionId: lunches._id } })).toMatchObject({ collectionId: lunches._id });
    expect(await api.namesIn(lunches._id)).toEqual(['Wrap']);
    expect(await api.namesIn(dinners._id)).not.toContain('Wrap');
  });

  it('deletes a recipe by the id in the body', async () => {
    const recipe = await api.makeRecipe(dinners._id, 'Gone soon');
    expect(await api.ok('deleteRecipe', { body: { recipeId: recipe._id } })).toBeNull();
    expectRefusal(await api.call('getRecipes', { query: { recipeId: recipe._id } }), 404, 'RECIPE_NOT_FOUND');
    expectRefusal(await api.call('deleteRecipe', { body: { recipeId: recipe._id } }), 404, 'RECIPE_NOT_FOUND');
  });

  describe('refusals', () => {
    it('refuses a recipe without a name, in a collection or with an image that does not exist', async () => {
      const before = await api.snapshot();
      expectRefusal(await api.call('createRecipe', { body: { name: '  ', collectionId: dinners._id } }), 400, 'RECIPE_NAME_REQUIRED');
      expectRefusal(await api.call('createRecipe', { body: { name: 'Lost', collectionId: newId() } }), 404, 'RECIPE_COLLECTION_NOT_FOUND');
      expectRefusal(await api.call('createRecipe', { body: { name: 'Lost', collectionId: dinners._id, imageId: newId() } }), 404, 'IMAGE_NOT_FOUND');
      expect(await api.snapshot()).toEqual(before);
    });

    it.each([
      ['a name over 200 characters', { name: 'x'.repeat(201) }],
      ['201 ingredients', { ingredients: Array.from({ length: 201 }, () => 'salt') }],
      ['201 steps', { steps: Array.from({ length: 201 }, () => 'Stir') }],
      ['an ingredient over 2,000 characters', { ingredients: ['x'.repeat(2001)] }],
      ['a step over 2,000 characters', { steps: ['x'.repeat(2001)] }],
      ['notes over 20,000 characters', { notes: 'x'.repeat(20_001) }],
      ['a source URL over 2,048 characters', { sourceUrl: `https://example.com/${'x'.repeat(2048)}` }],
      ['0 servings', { servings: 0 }],
      ['1,001 servings', { servings: 1001 }],
      ['a negative time', { cookTimeMs: -1 }],
      ['a fractional time', { prepTimeMs: 1.5 }],
      ['an unknown field', { rating: 5 }],
      ['read-only parsed ingredients', { parsedIngredients: [] }],
      ['a malformed image id', { imageId: 'short' }],
    ])('refuses %s with 400 when making or changing, and changes nothing', async (_, fields) => {
      const recipe = await api.makeRecipe(dinners._id, 'Valid');
      const before = await api.snapshot();
      expectRefusal(await api.call('createRecipe', { body: { name: 'Valid', collectionId: dinners._id, ...fields } as never }), 400, 'VALIDATION_FAILED');
      expectRefusal(await api.call('updateRecipe', { body: { recipeId: recipe._id, ...fields } as never }), 400, 'VALIDATION_FAILED');
      expect(await api.snapshot()).toEqual(before);
    });

    it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.com/soup', 'example.com/soup'])(
      'refuses %j as a source with 400 RECIPE_SOURCE_URL_INVALID when making or changing, and changes nothing',
      async (sourceUrl) => {
        const recipe = await api.makeRecipe(dinners._id, 'Linked');
        const before = await api.snapshot();
        expectRefusal(await api.call('createRecipe', { body: { name: 'Linked', collectionId: dinners._id, sourceUrl } }), 400, 'RECIPE_SOURCE_URL_INVALID');
        expectRefusal(await api.call('updateRecipe', { body: { recipeId: recipe._id, sourceUrl } }), 400, 'RECIPE_SOURCE_URL_INVALID');
        expect(await api.snapshot()).toEqual(before);
      },
    );

    it('keeps http and https sources as written', async () => {
      const recipe = await api.makeRecipe(dinners._id, 'Linked', { sourceUrl: 'http://example.com/soup' });
      expect(recipe.sourceUrl).toBe('http://example.com/soup');
      expect((await api.ok('updateRecipe', { body: { recipeId: recipe._id, sourceUrl: 'HTTPS://example.com/Soup?x=1' } })).sourceUrl).toBe('HTTPS://example.com/Soup?x=1');
    });

    it('refuses a change that changes nothing, an empty name, and ids that do not exist', async () => {
      const recipe = await api.makeRecipe(dinners._id, 'Stays');
      const before = await api.snapshot();
      expectRefusal(await api.call('updateRecipe', { body: { recipeId: recipe._id } }), 400, 'NOTHING_TO_CHANGE');
      expectRefusal(await api.call('updateRecipe', { body: { recipeId: recipe._id, name: ' ' } }), 400, 'RECIPE_NAME_REQUIRED');
      expectRefusal(await api.call('updateRecipe', { body: { recipeId: newId(), name: 'X' } }), 404, 'RECIPE_NOT_FOUND');
      expectRefusal(await api.call('updateRecipe', { body: { recipeId: recipe._id, collectionId: newId() } }), 404, 'RECIPE_COLLECTION_NOT_FOUND');
      expectRefusal(await api.call('updateRecipe', { body: { recipeId: recipe._id, imageId: newId() } }), 404, 'IMAGE_NOT_FOUND');
      expectRefusal(await api.call('deleteRecipe', { body: { recipeId: newId() } }), 404, 'RECIPE_NOT_FOUND');
      expect(await api.snapshot()).toEqual(before);
    });

    it("refuses another user's image and collection", async () => {
      const other = await api.otherUser('oscar');
      const theirImage = await other.uploadImage();
      const theirCollection = await other.makeCollection('Theirs');
      const recipe = await api.makeRecipe(dinners._id, 'Mine');
      const before = await api.snapshot();
      expectRefusal(await api.call('createRecipe', { body: { name: 'Mine', collectionId: dinners._id, imageId: theirImage } }), 404, 'IMAGE_NOT_FOUND');
      expectRefusal(await api.call('createRecipe', { body: { name: 'Mine', collectionId: theirCollection._id } }), 404, 'RECIPE_COLLECTION_NOT_FOUND');
      expectRefusal(await api.call('updateRecipe', { body: { recipeId: recipe._id, imageId: theirImage } }), 404, 'IMAGE_NOT_FOUND');
      expectRefusal(await api.call('updateRecipe', { body: { recipeId: recipe._id, collectionId: theirCollection._id } }), 404, 'RECIPE_COLLECTION_NOT_FOUND');
      expect(await api.snapshot()).toEqual(before);
    });
  });
});
