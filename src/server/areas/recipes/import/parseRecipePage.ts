import { load, type CheerioAPI } from 'cheerio';
import type { Schemas } from '../../../../contract/types';
import { classBlockLists, type ClassBlockLists } from './classBlocks';
import { fitToRecipe } from './fitToRecipe';
import { headingLists, type HeadingLists } from './headingLists';
import { jsonLdRecipes } from './jsonLd';
import { looseRecipe, microdataRecipes } from './microdata';
import { deepestNesting, headOf, jsonLdTexts } from './pageShape';
import { pageTitle } from './pageTitle';
import { CARD_CLASS, cardRecipe, type CardRecipe } from './recipeCards';
import { absoluteHttpUrl, recipeFromNode, type RecipeFields } from './recipeFromNode';
import { stepsApart } from './runTogetherSteps';
import { noReferences } from './schemaNode';
import { tidyLines } from './text';

/** Real pages nest elements a few dozen deep; the HTML parser's cost grows with the square of it. */
const MAX_NESTING = 400;
/** A page listing more microdata recipes than this is an index, not a recipe: the first ones will do. */
const MAX_MICRODATA_RECIPES = 10;

/**
 * The page's recipe as a suggestion: schema.org Recipe from JSON-LD first, microdata when the
 * page has none; a recipe card's lists (recipeCards.ts) where they hold more than the schema.org
 * ones, which sites often leave empty or cut short. Undefined when the page holds no recipe with a
 * name, ingredients or steps. `pageUrl` (after redirects) is the suggestion's id and url and
 * resolves relative image URLs. Only the JSON-LD scripts are parsed at first: the whole page
 * (up to 5 MB) only when they hold no recipe to cook from or the page has a card, and then only
 * when it is not nested absurdly deep.
 */
export function parseRecipePage(html: string, pageUrl: string): Schemas['RecipeSuggestion'] | undefined {
  const jsonLd = jsonLdRecipes(jsonLdTexts(html));
  const fromJsonLd = jsonLd.recipes.map((node) => recipeFromNode(node, pageUrl, jsonLd.resolve)).filter(hasContent);
  let recipe = fromJsonLd.find(canCookFrom);
  const incomplete = recipe === undefined || lacksList(recipe);
  if ((incomplete || CARD_CLASS.test(html)) && deepestNesting(html) <= MAX_NESTING) {
    const $ = load(html);
    if (recipe === undefined) {
      const fromMicrodata = microdataRecipes($, MAX_MICRODATA_RECIPES)
        .map((node) => recipeFromNode(node, pageUrl, noReferences))
        .filter(hasContent);
      recipe = fromMicrodata.find(canCookFrom) ?? fromJsonLd[0] ?? fromMicrodata[0] ?? looseRecipeFields($, pageUrl);
    }
    const card = cardRecipe($);
    if (card !== undefined) recipe = withCard(recipe, card);
    if (recipe === undefined || lacksList(recipe)) recipe = withPageLists(recipe, headingLists($), classBlockLists($));
  }
  recipe ??= fromJsonLd[0];
  if (recipe === undefined) return undefined;
  if (recipe.steps.length === 1 && recipe.steps[0] !== undefined) recipe = { ...recipe, steps: stepsApart(recipe.steps[0]) };
  const { name, imageUrl, ...rest } = recipe;
  // Only a recipe without a name or image needs the page's own; its head holds them.
  const head = name === undefined || imageUrl === undefined ? load(headOf(html)) : undefined;
  const suggestion = {
    id: pageUrl,
    url: pageUrl,
    name: name ?? (head && pageTitle(head)) ?? new URL(pageUrl).hostname,
    ...rest,
    ingredients: tidyLines(rest.ingredients),
    steps: tidyLines(rest.steps),
  };
  const image = imageUrl ?? (head && pageImage(head, pageUrl));
  return fitToRecipe(image === undefined ? suggestion : { ...suggestion, imageUrl: image });
}

/** The page's recipe properties outside any item, when it marked up no Recipe itself. */
function looseRecipeFields($: CheerioAPI, pageUrl: string): RecipeFields | undefined {
  const node = looseRecipe($);
  const fields = node === undefined ? undefined : recipeFromNode(node, pageUrl, noReferences);
  return fields !== undefined && canCookFrom(fields) ? fields : undefined;
}

function hasContent(fields: RecipeFields): boolean {
  return fields.name !== undefined || canCookFrom(fields);
}

/** A recipe with something to cook from beats an empty one (a teaser, a stub). */
function canCookFrom(fields: RecipeFields): boolean {
  return fields.ingredients.length > 0 || fields.steps.length > 0;
}

/** Each list from the card when it has more lines: the schema.org one was left empty or cut short. */
function withCard(recipe: RecipeFields | undefined, card: CardRecipe): RecipeFields | undefined {
  if (recipe === undefined) {
    const { name, ...lists } = card;
    return canCookFrom(lists) ? { ...(name === undefined ? {} : { name }), ...lists } : undefined;
  }
  const longer = (card: string[], schema: string[]) => (lineCount(card) > lineCount(schema) ? card : schema);
  return { ...recipe, ingredients: longer(card.ingredients, recipe.ingredients), steps: longer(card.steps, recipe.steps) };
}

/** A list left empty, or squeezed into one line ("Heat the oven.Mix the flour..."), is no list to cook from. */
function lacksList(recipe: RecipeFields): boolean {
  return lineCount(recipe.ingredients) <= 1 || lineCount(recipe.steps) <= 1;
}

/**
 * The page's own lists fill those the recipe lacks: an empty one from under its "Ingredients"
 * and "Method" headings, else from a block its class names call so (`class="ingredients"`); a
 * one-line one from such a block when that shows the same text as lines apart.
 */
function withPageLists(recipe: RecipeFields | undefined, headings: HeadingLists, blocks: ClassBlockLists): RecipeFields | undefined {
  const fill = (own: string[], underHeading: string[], inBlock: string[]): string[] => {
    if (lineCount(own) > 1) return own;
    if (own.length === 0) return underHeading.length > 0 ? underHeading : inBlock;
    return lineCount(inBlock) > 1 && holdsAll(own.join(' '), inBlock) ? inBlock : own;
  };
  const ingredients = fill(recipe?.ingredients ?? [], headings.ingredients, blocks.ingredients);
  const steps = fill(recipe?.steps ?? [], headings.steps, blocks.steps);
  // Both lists, or a recipe already found: a lone list under a heading is too little to call a recipe.
  if (recipe === undefined && (ingredients.length === 0 || steps.length === 0)) return undefined;
  const name = recipe?.name ?? headings.name;
  return { ...recipe, ...(name === undefined ? {} : { name }), ingredients, steps };
}

/** Whether a one-line list is the block's lines run together: each of them is in it, spaces aside. */
function holdsAll(line: string, lines: readonly string[]): boolean {
  const bare = (text: string) => text.replace(/\s+/g, '');
  const joined = bare(line);
  return lines.every((item) => item.startsWith('## ') || joined.includes(bare(item)));
}

/** Lines a person cooks from: section headings do not count. */
function lineCount(lines: readonly string[]): number {
  return lines.filter((line) => !line.startsWith('## ')).length;
}

/** A Recipe without an image shows the page's share image, as most sites set one for it. */
function pageImage($: CheerioAPI, pageUrl: string): string | undefined {
  const content = $('meta[property="og:image"]').attr('content');
  return content === undefined ? undefined : absoluteHttpUrl(content, pageUrl);
}
