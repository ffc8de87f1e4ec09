import type { Kysely } from 'kysely';
import type { DrinksTables } from '../../src/server/areas/drinks/tables';
import type { RecipesTables } from '../../src/server/areas/recipes/tables';
import type { StorageTables } from '../../src/server/areas/storage/tables';
import { newId } from '../../src/server/ids';
import { madeUpWord, seededRandom } from './seededText';

export type KitchenTables = RecipesTables & DrinksTables & StorageTables;

export interface KitchenSize {
  recipes: number;
  ingredientsPerRecipe: number;
  storedItems: number;
  drinks: number;
  ingredientsPerDrink: number;
}

const VOCABULARY = 2_000;
const ROWS_PER_INSERT = 20;
const AT = '2026-11-27T12:00:00.000Z';

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'te', 'vo', 'pa', 'di'];
/** The vocabulary's nth word: made-up but word-like. */
const word = (n: number) => madeUpWord(n, SYLLABLES);

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

/**
 * One cook's kitchen written straight into the database as the API would leave it: recipes whose
 * ingredients are foods of one to three words from 2,000, a storage group of food items drawn from
 * the same words (so some match, most do not), and drinks with ingredients of the same words.
 * Returns the storage group's id (what "What can I make" asks about).
 */
export async function seedKitchen(db: Kysely<KitchenTables>, userId: string, size: KitchenSize): Promise<string> {
  const next = seededRandom(7);
  const food = () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => word(Math.floor(next() * VOCABULARY))).join(' ');
  const recipeCollection = newId();
  const drinkCollection = newId();
  const group = newId();
  const owned = { user_id: userId, created_at: AT, updated_at: AT };
  await db.insertInto('recipe_collection').values({ id: recipeCollection, name: 'Everything', ...owned }).execute();
  await db.insertInto('drink_collection').values({ id: drinkCollection, name: 'Bar', ...owned }).execute();
  await db.insertInto('storage_group').values({ id: group, name: 'Pantry', ...owned }).execute();

  const recipes = Array.from({ length: size.recipes }, (_, n) => {
    const lines = Array.from({ length: size.ingredientsPerRecipe }, () => {
      const name = food();
      return { text: `1 dl ${name}`, quantity: 1, quantity2: null, unit: 'dl', food: name, isHeading: false };
    });
    const texts = lines.map((line) => line.text);
    return {
      id: newId(),
      collection_id: recipeCollection,
      name: `Recipe ${n}`,
      name_key: `recipe ${n}`,
      steps: '[]',
      ingredients: JSON.stringify(texts),
      parsed_ingredients: JSON.stringify(lines),
      search_text: [`recipe ${n}`, ...texts].join('\n'),
      servings: 4,
      prep_time_ms: null,
      cook_time_ms: null,
      total_time_ms: null,
      source_url: null,
      notes: '',
      image_id: null,
      ...owned,
      created_at: new Date(Date.parse(AT) + n * 1000).toISOString(),
    };
  });
  await insertInBatches(recipes, (batch) => db.insertInto('recipe').values(batch).execute());

  const items = Array.from({ length: size.storedItems }, () => {
    const name = food();
    return { id: newId(), group_id: group, name, name_key: name, quantity: null, unit: null, best_before: null, note: '', note_key: '', is_food: 1, ...owned };
  });
  await insertInBatches(items, (batch) => db.insertInto('storage_item').values(batch).execute());

  const drinks = Array.from({ length: size.drinks }, (_, n) => {
    const ingredients = Array.from({ length: size.ingredientsPerDrink }, () => {
      const name = food();
      return { text: `4 cl ${name}`, quantity: 4, quantity2: null, unit: 'cl', name };
    });
    return {
      id: newId(),
      collection_id: drinkCollection,
      name: `Drink ${n}`,
      name_key: `drink ${n}`,
      ingredients: JSON.stringify(ingredients),
      steps: '[]',
      glass: '',
      garnish: '',
      tags: '[]',
      rating: null,
      notes: '',
      image_id: null,
      ...owned,
    };
  });
  await insertInBatches(drinks, (batch) => db.insertInto('drink').values(batch).execute());
  return group;
}
