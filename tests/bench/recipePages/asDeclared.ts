// Whether a missed page was read exactly as it declares its recipe: then the site's own scraper
// read its HTML instead, which no reader that trusts structured data can match without knowing
// the site (docs/decisions.md, "Why recipe import stops short of 90 %").
import type { Schemas } from '../../../src/contract/types';
import { jsonLdRecipes } from '../../../src/server/areas/recipes/import/jsonLd';
import { jsonLdTexts } from '../../../src/server/areas/recipes/import/pageShape';
import { recipeFromNode } from '../../../src/server/areas/recipes/import/recipeFromNode';
import { normalisedLine, type PageScore } from './score';

const lines = (list: readonly string[]) =>
  list
    .filter((line) => !line.startsWith('## '))
    .map(normalisedLine)
    .filter((line) => line !== '')
    .join('\n');

/** Every field scored wrong is what the page's first JSON-LD Recipe says, and says something. */
export function readAsDeclared(html: string, suggestion: Schemas['RecipeSuggestion'] | undefined, score: PageScore): boolean {
  const declared = jsonLdRecipes(jsonLdTexts(html));
  const node = declared.recipes[0];
  if (node === undefined || suggestion === undefined) return false;
  const recipe = recipeFromNode(node, suggestion.url, declared.resolve);
  const same = (got: readonly string[], says: readonly string[]) => says.length > 0 && lines(got) === lines(says);
  return (
    (score.name || normalisedLine(suggestion.name) === normalisedLine(recipe.name ?? '')) &&
    (score.ingredients || same(suggestion.ingredients, recipe.ingredients)) &&
    (score.steps || same(suggestion.steps, recipe.steps))
  );
}
