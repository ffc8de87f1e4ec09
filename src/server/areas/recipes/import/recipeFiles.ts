import { fitToRecipe } from './fitToRecipe';
import { recipesInDocuments } from './jsonLd';
import { lenientJson } from './lenientJson';
import { recipeFromNode } from './recipeFromNode';
import { asList, type SchemaNode } from './schemaNode';

/** A file as the user chose it: its name and its text. */
export interface RecipeFile {
  name: string;
  text: string;
}

/** A Recipe of a file as the recipe it becomes; a missing name stays missing (the import skips it). */
export interface FileRecipe {
  name: string | undefined;
  ingredients: string[];
  steps: string[];
  servings?: number;
  prepTimeMs?: number;
  cookTimeMs?: number;
  totalTimeMs?: number;
  sourceUrl?: string;
  notes?: string;
}

/** One file read: the recipes it holds, or why it holds none. */
export type FileReading = { name: string; recipes: FileRecipe[] } | { name: string; failure: 'notJson' | 'noRecipe' };

/** Every file read, or `tooManyRecipes` as soon as the files hold more than the import takes. */
export type FilesReading = { files: FileReading[] } | { tooManyRecipes: true };

const MAX_NOTES = 20_000;
const MAX_SOURCE_URL = 2048;
/** Relative image and page addresses have nothing to be relative to in a file. */
const NO_PAGE = 'file:///';

/**
 * Reads schema.org Recipes out of JSON files: a single Recipe, an array of them, JSON-LD with
 * `@graph` or `mainEntity`, or this app's own export, each read as a page's JSON-LD is
 * (recipeFromNode.ts) plus what a file adds: `url` as the source and `description` as the notes.
 * Runs in the page reader's worker (pageReader.worker.ts).
 */
export function readRecipeFiles(files: readonly RecipeFile[], maxRecipes: number): FilesReading {
  const readings: FileReading[] = [];
  let count = 0;
  for (const file of files) {
    const document = lenientJson(file.text);
    if (document === undefined) {
      readings.push({ name: file.name, failure: 'notJson' });
      continue;
    }
    const { recipes: nodes, resolve } = recipesInDocuments([document]);
    count += nodes.length;
    if (count > maxRecipes) return { tooManyRecipes: true };
    if (nodes.length === 0) readings.push({ name: file.name, failure: 'noRecipe' });
    else readings.push({ name: file.name, recipes: nodes.map((node) => fileRecipe(node, recipeFromNode(node, NO_PAGE, resolve))) });
  }
  return { files: readings };
}

function fileRecipe(node: SchemaNode, fields: ReturnType<typeof recipeFromNode>): FileRecipe {
  // Photos stay out: a file's image is an address elsewhere, and this app keeps its own photos.
  const fitted = fitToRecipe({ id: '', url: '', ...fields, name: fields.name ?? '' });
  const recipe: FileRecipe = { name: fitted.name === '' ? undefined : fitted.name, ingredients: fitted.ingredients, steps: fitted.steps };
  for (const key of ['servings', 'prepTimeMs', 'cookTimeMs', 'totalTimeMs'] as const) if (fitted[key] !== undefined) recipe[key] = fitted[key];
  const sourceUrl = webAddress(node.url);
  if (sourceUrl !== undefined) recipe.sourceUrl = sourceUrl;
  const notes = firstString(node.description)?.trim().slice(0, MAX_NOTES);
  if (notes !== undefined && notes !== '') recipe.notes = notes;
  return withoutNul(recipe);
}

// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is removed
const NUL = /\u0000/g;

/**
 * The recipe without U+0000, which a file may hold escaped (`\u0000`) and PostgreSQL text cannot:
 * a request body holding it is refused, but these strings come out of a file's JSON.
 */
function withoutNul(recipe: FileRecipe): FileRecipe {
  const clean = (text: string) => text.replace(NUL, '');
  const lines = (list: string[]) => list.map(clean);
  return {
    ...recipe,
    name: recipe.name === undefined ? undefined : clean(recipe.name),
    ingredients: lines(recipe.ingredients),
    steps: lines(recipe.steps),
    ...(recipe.notes === undefined ? {} : { notes: clean(recipe.notes) }),
    ...(recipe.sourceUrl === undefined ? {} : { sourceUrl: clean(recipe.sourceUrl) }),
  };
}

/** The first absolute http(s) address of a value, as a recipe's source may be. */
function webAddress(value: unknown): string | undefined {
  const text = firstString(value)?.trim();
  if (text === undefined || text.length > MAX_SOURCE_URL || !URL.canParse(text)) return undefined;
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:' ? text : undefined;
}

function firstString(value: unknown): string | undefined {
  return asList(value).find((item): item is string => typeof item === 'string');
}
