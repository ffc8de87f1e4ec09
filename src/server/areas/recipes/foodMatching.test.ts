// "What can I cook?" and a food's recipes, on stored rows: ranking, headings and plural foods.
import { describe, expect, it } from 'vitest';
import { parseIngredient } from '../../../domain/ingredients/parseIngredient';
import { cookableRecipes, recipesUsingFood } from './foodMatching';
import type { RecipeFoodRow } from './repository/recipes';

/** A stored row as the repository reads it; rows are given newest first. */
function row(name: string, ingredients: string[]): RecipeFoodRow {
  return {
    id: name.padEnd(12, '_').slice(0, 12),
    name,
    collection_id: 'collection__',
    servings: null,
    total_time_ms: null,
    image_id: null,
    created_at: '2026-11-25T09:00:00.000Z',
    parsed_ingredients: JSON.stringify(ingredients.map(parseIngredient)),
  };
}

const rank = async (rows: RecipeFoodRow[], stored: string[], limit = 50) =>
  (await cookableRecipes([rows], stored, limit)).map(({ row: { name }, matched, total }) => `${name} ${matched}/${total}`);

describe('cookableRecipes', () => {
  it('ranks by the share at hand, then by how many are at hand, then keeps the rows\' order', async () => {
    const rows = [
      row('Half of two', ['1 egg', 'salt']),
      row('Half of four', ['2 eggs', '1 dl milk', 'sugar', 'salt']),
      row('Also half of two', ['3 eggs', 'pepper']),
      row('All', ['eggs']),
      row('None', ['sugar']),
    ];
    expect(await rank(rows, ['Eggs', 'Milk'])).toEqual(['All 1/1', 'Half of four 2/4', 'Half of two 1/2', 'Also half of two 1/2']);
  });

  it('leaves headings out of the count and stops at the limit', async () => {
    const rows = [row('With heading', ['## Dough', '5 dl flour', 'For the filling:', '100 g butter']), row('Other', ['flour'])];
    expect(await rank(rows, ['wheat flour'])).toEqual(['Other 1/1', 'With heading 1/2']);
    expect(await rank(rows, ['wheat flour'], 1)).toEqual(['Other 1/1']);
  });

  it('lists what is missing as written', async () => {
    const [first] = await cookableRecipes([[row('Pancakes', ['3 dl flour', '6 dl milk', '3 eggs'])]], ['flour'], 50);
    expect(first?.missing).toEqual(['6 dl milk', '3 eggs']);
  });
});

describe('recipesUsingFood', () => {
  it('finds recipes with an ingredient of the same food, whatever its amount, plural or note', async () => {
    const rows = [row('Salsa', ['4 tomatoes, diced', 'salt']), row('Soup', ['1 can tomato (crushed)']), row('Cake', ['sugar'])];
    expect((await recipesUsingFood([rows], 'Tomato')).map((found) => found.name)).toEqual(['Salsa', 'Soup']);
    // One name a whole-word part of the other counts (sameFood): stored brown sugar serves "sugar".
    expect((await recipesUsingFood([rows], 'Brown sugar')).map((found) => found.name)).toEqual(['Cake']);
    expect(await recipesUsingFood([rows], 'Cinnamon')).toEqual([]);
  });
});
