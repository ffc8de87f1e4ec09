// What the recipe stories show: a few collections and a recipe with headings, ranges and a line
// without a quantity, as the server answers them.
import { parseIngredient } from '../../../domain/ingredients/parseIngredient';
import type { Recipe, RecipeCollection, RecipeSummary, ShoppingList } from './queries';

export const collectionsFixture: RecipeCollection[] = [
  { _id: 'rcoldinners1', name: 'Weeknight dinners', createdDateTime: '2026-01-01T10:00:00.000Z', recipeCount: 12 },
  { _id: 'rcolbaking01', name: 'Baking', createdDateTime: '2026-01-02T10:00:00.000Z', recipeCount: 1 },
  { _id: 'rcolgrandma1', name: 'Grandma’s kitchen, with a name long enough to wrap on a phone', createdDateTime: '2026-01-03T10:00:00.000Z', recipeCount: 0 },
];

export const summariesFixture: RecipeSummary[] = [
  { _id: 'rcppancakes1', name: 'Pancakes', collectionId: 'rcoldinners1', servings: 4, totalTimeMs: 1_800_000, imageId: 'img000000001', createdDateTime: '2026-01-05T10:00:00.000Z' },
  { _id: 'rcpsoup00001', name: 'Tomato soup', collectionId: 'rcoldinners1', servings: 2, totalTimeMs: null, imageId: null, createdDateTime: '2026-01-04T10:00:00.000Z' },
  { _id: 'rcpstew00001', name: 'Stew', collectionId: 'rcoldinners1', servings: null, totalTimeMs: null, imageId: null, createdDateTime: '2026-01-03T10:00:00.000Z' },
];

const ingredients = ['## Batter', '3 dl flour', '6 dl milk', '2-3 eggs', 'a pinch of salt', '## To serve', 'jam'];

export const recipeFixture: Recipe = {
  _id: 'rcppancakes1',
  name: 'Pancakes',
  collectionId: 'rcoldinners1',
  steps: ['## Batter', 'Whisk the flour with half of the milk until smooth.', 'Whisk in the rest of the milk and the eggs.', '## Frying', 'Fry thin pancakes in butter.'],
  ingredients,
  parsedIngredients: ingredients.map((line) => parseIngredient(line)),
  servings: 4,
  prepTimeMs: 600_000,
  cookTimeMs: 1_200_000,
  totalTimeMs: 1_800_000,
  sourceUrl: 'https://food.example/pancakes',
  notes: 'Let the batter rest for 10 minutes.',
  imageId: 'img000000001',
  createdDateTime: '2026-01-05T10:00:00.000Z',
  updatedDateTime: '2026-01-05T10:00:00.000Z',
};

export const shoppingListsFixture: ShoppingList[] = [
  { _id: 'shopgroceri1', name: 'Groceries', createdAt: '2026-01-01T10:00:00.000Z', openCount: 3, checkedCount: 1 },
  { _id: 'shopweekend1', name: 'Weekend', createdAt: '2026-01-02T10:00:00.000Z', openCount: 0, checkedCount: 0 },
];

/** A stand-in photo for stories (the real one is fetched with the token). */
export const photoFixture = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540"><rect width="960" height="540" fill="#e8c07d"/><circle cx="480" cy="270" r="180" fill="#f4dca6"/></svg>');
