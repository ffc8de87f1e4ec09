import type { Schemas } from '../../../../contract/types';
import { durationMs } from './duration';
import { instructionSteps } from './instructions';
import { asList, isNode, type ResolveReference, type SchemaNode } from './schemaNode';
import { servingsOf } from './servings';
import { cleanLines, cleanText, markHeading } from './text';

type RecipeSuggestion = Schemas['RecipeSuggestion'];

const MAX_READ = 1000;

/** What a Recipe node says; the page adds the name and image when the node lacks them. */
export type RecipeFields = Omit<RecipeSuggestion, 'id' | 'url' | 'name'> & { name?: string };

/** Reads one schema.org Recipe node (from JSON-LD or microdata) into suggestion fields. */
export function recipeFromNode(node: SchemaNode, pageUrl: string, resolve: ResolveReference): RecipeFields {
  const fields: RecipeFields = {
    ingredients: ingredientsOf(node, resolve),
    steps: instructionSteps(node.recipeInstructions, resolve),
  };
  const name = firstText(node.name) ?? firstText(node.headline);
  if (name !== undefined) fields.name = name;
  const servings = servingsOf(asList(node.recipeYield ?? node.yield).slice(0, 10).map((value) => (typeof value === 'string' ? cleanText(value) : value)));
  if (servings !== undefined) fields.servings = servings;
  const prepTimeMs = durationMs(firstText(node.prepTime));
  if (prepTimeMs !== undefined) fields.prepTimeMs = prepTimeMs;
  const cookTimeMs = durationMs(firstText(node.cookTime));
  if (cookTimeMs !== undefined) fields.cookTimeMs = cookTimeMs;
  const totalTimeMs = durationMs(firstText(node.totalTime));
  if (totalTimeMs !== undefined) fields.totalTimeMs = totalTimeMs;
  const imageUrl = imageUrlOf(node.image, pageUrl, resolve);
  if (imageUrl !== undefined) fields.imageUrl = imageUrl;
  return fields;
}

/**
 * The lines of recipeIngredient or of the older `ingredients`, whichever holds more: pages giving
 * both often squeeze one into a single line ("2 leeks 6 potatoes ...") and list the other.
 */
function ingredientsOf(node: SchemaNode, resolve: ResolveReference): string[] {
  // A recipe keeps 200 lines; reading far more than that only costs time.
  const read = (value: unknown) => asList(value).slice(0, MAX_READ).flatMap((item) => ingredientLines(resolve(item))).map(markHeading);
  const current = read(node.recipeIngredient);
  const older = node.ingredients === undefined ? [] : read(node.ingredients);
  return older.length > current.length ? older : current;
}

function ingredientLines(value: unknown): string[] {
  if (typeof value === 'string') return cleanLines(value, { headings: true }).map(withSingleParentheses);
  if (isNode(value)) {
    const text = firstText(value.text) ?? firstText(value.name);
    return text === undefined ? [] : [text];
  }
  return typeof value === 'number' ? [String(value)] : [];
}

/**
 * WP Recipe Maker puts an ingredient's note in parentheses also when the note has its own:
 * "4 oz. butter, ((125g))" is "4 oz. butter, (125g)" on its card. A note that only starts with
 * some ("((12 oz) each)") reads right as it is.
 */
function withSingleParentheses(line: string): string {
  return line.replace(/\(\(((?:[^()]|\([^()]*\))*)\)\)/g, '($1)');
}

/** The first non-empty text value, cleaned to one line. */
function firstText(value: unknown): string | undefined {
  for (const item of asList(value)) {
    const text = typeof item === 'string' ? cleanText(item) : '';
    if (text !== '') return text;
  }
  return undefined;
}

/** The first usable image: a URL, an ImageObject (url or contentUrl) or a list; absolute http(s). */
export function imageUrlOf(value: unknown, pageUrl: string, resolve: ResolveReference): string | undefined {
  for (const item of asList(value)) {
    const resolved = resolve(item);
    const candidates = isNode(resolved) ? [...asList(resolved.url), ...asList(resolved.contentUrl)] : [resolved];
    for (const candidate of candidates) {
      const url = typeof candidate === 'string' ? absoluteHttpUrl(candidate, pageUrl) : undefined;
      if (url !== undefined) return url;
    }
  }
  return undefined;
}

export function absoluteHttpUrl(text: string, pageUrl: string): string | undefined {
  const trimmed = cleanText(text);
  if (trimmed === '') return undefined;
  try {
    const url = new URL(trimmed, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
