import { parseIngredient } from '../../../domain/ingredients/parseIngredient';
import type { RecipeColumns } from './repository/recipes';

/** Lines as the user means them: trimmed, the empty ones (blank lines of a paste) dropped. */
export function cleanLines(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

/** The text a collection search reads: the name and every ingredient line, lower-cased. */
export function searchText(name: string, ingredients: readonly string[]): string {
  return [name, ...ingredients].join('\n').toLowerCase();
}

/** The name's columns: the name and its lower-cased key for suggestions. */
export function nameColumns(name: string): Pick<RecipeColumns, 'name' | 'name_key'> {
  return { name, name_key: name.toLowerCase() };
}

/** The ingredients' columns: the lines as written and as parsed, both JSON. */
export function ingredientColumns(ingredients: readonly string[]): Pick<RecipeColumns, 'ingredients' | 'parsed_ingredients'> {
  return { ingredients: JSON.stringify(ingredients), parsed_ingredients: JSON.stringify(ingredients.map(parseIngredient)) };
}
