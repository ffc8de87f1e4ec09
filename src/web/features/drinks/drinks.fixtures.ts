// What the drink stories show: a few collections, drinks with tags, ratings and a photo, and a
// drink whose ingredients mix ounces, centilitres, dashes and an unmeasured line, as the server
// answers them.
import { parseIngredient } from '../../../domain/ingredients/parseIngredient';
import type { Drink, DrinkCollection, DrinkIngredient, DrinkSummary, StorageGroup } from './queries';

const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;

export const collectionsFixture: DrinkCollection[] = [
  { _id: 'dcolclassics', name: 'Classics', drinkCount: 3, createdAt: at(1), updatedAt: at(1) },
  { _id: 'dcolsummer01', name: 'Summer', drinkCount: 1, createdAt: at(2), updatedAt: at(2) },
  { _id: 'dcolhouse001', name: 'House specials, with a name long enough to wrap on a phone', drinkCount: 0, createdAt: at(3), updatedAt: at(3) },
];

/** A line read as the server reads it: an ounce in a drink is a fluid ounce. */
function read(text: string): DrinkIngredient {
  const parsed = parseIngredient(text);
  return { text, quantity: parsed.quantity, quantity2: parsed.quantity2, unit: parsed.unit === 'oz' ? 'fl-oz' : parsed.unit, name: parsed.food || text };
}

function drink(_id: string, name: string, day: number, fields: Partial<Omit<Drink, 'ingredients'>> & { ingredients?: string[] }): Drink {
  const { ingredients = [], ...rest } = fields;
  return { _id, collectionId: 'dcolclassics', name, steps: [], glass: '', garnish: '', tags: [], rating: null, notes: '', imageId: null, createdAt: at(day), updatedAt: at(day), ...rest, ingredients: ingredients.map(read) };
}

export const gimletFixture = drink('drnkgimlet01', 'Gimlet', 5, {
  ingredients: ['2 oz gin', '3/4 oz lime juice', '1 1/2 cl sugar syrup', '2 dashes Angostura bitters', 'Soda water'],
  steps: ['Shake everything but the soda with ice.', 'Strain into a chilled coupe and top with soda.'],
  glass: 'Coupe',
  garnish: 'Lime wheel',
  tags: ['Sour', 'Gin'],
  rating: 4,
  notes: 'Less syrup with a sweet cordial.',
  imageId: 'img000000001',
});

export const drinksFixture: Drink[] = [
  gimletFixture,
  drink('drnknegroni1', 'Negroni', 4, { ingredients: ['3 cl gin', '3 cl Campari', '3 cl sweet vermouth'], tags: ['Bitter', 'Stirred'], rating: 5 }),
  drink('drnkdaiquir1', 'Daiquiri', 6, { ingredients: ['6 cl white rum', '3 cl lime juice', '2 cl sugar syrup'], tags: ['Sour'], rating: 3 }),
];

/** What "What can I make" answers of the drinks (GET /drink?storageGroupId=). */
export const drinkSummariesFixture: DrinkSummary[] = drinksFixture.map(({ _id, name, collectionId }) => ({ _id, name, collectionId }));

export const placesFixture: StorageGroup[] = [
  { _id: 'stgrbar00001', name: 'Bar cabinet', itemCount: 8, expiringCount: 0, createdAt: at(1) },
  { _id: 'stgrfridge01', name: 'Fridge', itemCount: 12, expiringCount: 2, createdAt: at(2) },
];

export const photoFixture = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540"><rect width="960" height="540" fill="#9fc9a8"/><circle cx="480" cy="270" r="180" fill="#e9f3d6"/></svg>');
