// What recipe markup a page carries, found by pattern: the benchmark sorts its misses by it, so
// a miss says which reader to improve.
import { jsonLdScripts } from '../../../src/server/areas/recipes/import/pageShape';

export type MarkupKind =
  | 'JSON-LD Recipe'
  | 'JSON-LD Recipe, not strict JSON'
  | 'microdata Recipe'
  | 'recipe card only'
  | 'no structured data';

const RECIPE_TYPE = /"@type"\s*:\s*(?:\[[^\]]*)?"(?:https?:\/\/schema\.org\/)?Recipe"/;
const RECIPE_CARD = /wprm-recipe-ingredient|tasty-recipes-ingredients|mv-create-ingredients|easyrecipe|zrdn-recipe|recipe-ingredients/i;

export function markupKind(html: string): MarkupKind {
  const recipeScripts = jsonLdScripts(html).filter((script) => RECIPE_TYPE.test(script));
  if (recipeScripts.length > 0) return recipeScripts.some(isStrictJson) ? 'JSON-LD Recipe' : 'JSON-LD Recipe, not strict JSON';
  if (/itemtype\s*=\s*["']?https?:\/\/schema\.org\/Recipe/i.test(html)) return 'microdata Recipe';
  return RECIPE_CARD.test(html) ? 'recipe card only' : 'no structured data';
}

function isStrictJson(text: string): boolean {
  try {
    JSON.parse(text.trim());
    return true;
  } catch {
    return false;
  }
}
