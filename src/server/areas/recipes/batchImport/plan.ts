import type { Schemas } from '../../../../contract/types';
import type { FileReading, FileRecipe } from '../import/recipeFiles';
import { cleanLines } from '../recipeText';

type Report = Schemas['RecipeImportReport'];
type SkipReason = Schemas['RecipeImportSkipReason'];

/** A recipe the import makes, with the file or page it came from. */
export interface PlannedRecipe extends Omit<FileRecipe, 'name'> {
  source: string;
  name: string;
}

/** Lines a person cooks from: section headings (`## Dough`) do not count. */
function withoutHeadings(lines: readonly string[]): number {
  return lines.filter((line) => !line.startsWith('## ')).length;
}

/** What the collection holds already, as duplicates are recognised. */
export interface KnownRecipe {
  name_key: string;
  source_url: string | null;
}

/**
 * Recognises a recipe already there: by its source address when both have one, otherwise by its
 * name ignoring case (two sites' "Pancakes" are two recipes; a hand-written one is the same).
 */
class KnownRecipes {
  readonly #urls = new Set<string>();
  readonly #names = new Set<string>();
  readonly #namesWithoutUrl = new Set<string>();

  add(nameKey: string, url: string | null | undefined): void {
    this.#names.add(nameKey);
    if (url === null || url === undefined) this.#namesWithoutUrl.add(nameKey);
    else this.#urls.add(url);
  }

  has(nameKey: string, url: string | null | undefined): boolean {
    if (url === null || url === undefined) return this.#names.has(nameKey);
    return this.#urls.has(url) || this.#namesWithoutUrl.has(nameKey);
  }
}

/**
 * What the files and pages give the collection, in their order (files first): each recipe to make,
 * and each file or recipe left out with its reason. A recipe is left out when it has no name, nothing
 * to cook from, is in the collection already, or came earlier in this import.
 */
export function planImport(files: readonly FileReading[], pages: readonly Schemas['RecipeImportPage'][], known: readonly KnownRecipe[]) {
  const inCollection = new KnownRecipes();
  for (const row of known) inCollection.add(row.name_key, row.source_url);
  const inImport = new KnownRecipes();
  const recipes: PlannedRecipe[] = [];
  const skipped: Report['skipped'] = [];
  const skip = (source: string, name: string | null, reason: SkipReason) => skipped.push({ source, name, reason });

  const consider = (source: string, recipe: FileRecipe) => {
    const name = recipe.name?.trim() ?? '';
    if (name === '') return skip(source, null, 'noName');
    const ingredients = cleanLines(recipe.ingredients);
    const steps = cleanLines(recipe.steps);
    if (ingredients.length === 0 && steps.length === 0) return skip(source, name, 'empty');
    const key = name.toLowerCase();
    if (inCollection.has(key, recipe.sourceUrl)) return skip(source, name, 'alreadyInCollection');
    if (inImport.has(key, recipe.sourceUrl)) return skip(source, name, 'repeated');
    inImport.add(key, recipe.sourceUrl);
    recipes.push({ ...recipe, source, name, ingredients, steps });
  };

  for (const file of files) {
    if ('failure' in file) skip(file.name, null, file.failure);
    else for (const recipe of file.recipes) consider(file.name, recipe);
  }
  for (const { url, ...page } of pages) consider(url, { ...page, ingredients: page.ingredients ?? [], steps: page.steps ?? [], sourceUrl: url });

  const report = (dryRun: boolean): Report => ({
    dryRun,
    recipes: recipes.map(({ source, name, ingredients, steps }) => ({ source, name, ingredientCount: withoutHeadings(ingredients), stepCount: withoutHeadings(steps) })),
    skipped,
  });
  return { recipes, report };
}
