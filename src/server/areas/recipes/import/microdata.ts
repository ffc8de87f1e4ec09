import type { CheerioAPI, contains } from 'cheerio';
import { hasType, type SchemaNode } from './schemaNode';

// cheerio's node types, named without importing its parser's package directly.
type AnyNode = Parameters<typeof contains>[0];
type Element = Extract<AnyNode, { tagName: string }>;

/**
 * The schema.org Recipe items of the page's microdata (`itemscope itemtype=".../Recipe"`), read
 * into the same shape as JSON-LD: each itemprop a list of values, a nested itemscope a nested node.
 * Text values keep their inner HTML, so lists and paragraphs inside one property still split.
 */
export function microdataRecipes($: CheerioAPI, max: number): SchemaNode[] {
  return $('[itemscope][itemtype]')
    .toArray()
    .filter((element) => hasType({ '@type': itemTypes($, element) }, 'Recipe'))
    .slice(0, max)
    .map((element) => itemNode($, element, 0));
}

/** Recipe properties that say what they are without their item; `name` could be anything's. */
const LOOSE_PROPERTIES = ['recipeIngredient', 'ingredients', 'recipeInstructions', 'recipeYield', 'prepTime', 'cookTime', 'totalTime', 'headline'];
/** Loose properties read at most: a recipe has a few dozen. */
const MAX_LOOSE = 500;

/**
 * A Recipe made of the page's recipe properties that belong to no item: themes that mark up the
 * ingredients and steps (`itemprop="ingredients"`) but lost the Recipe's own `itemscope`.
 * Undefined when there are no ingredients or steps among them.
 */
export function looseRecipe($: CheerioAPI): SchemaNode | undefined {
  const node: Record<string, unknown[]> = { '@type': ['Recipe'] };
  const selector = LOOSE_PROPERTIES.map((name) => `[itemprop~="${name}"]`).join(', ');
  for (const element of $(selector).toArray().slice(0, MAX_LOOSE)) {
    if (!isElement(element) || $(element).closest('[itemscope]').length > 0) continue;
    const names = (element.attribs.itemprop ?? '').split(/\s+/).filter((name) => LOOSE_PROPERTIES.includes(name));
    for (const name of names) (node[name] ??= []).push(propertyValue($, element));
  }
  return node.recipeIngredient ?? node.ingredients ?? node.recipeInstructions ? node : undefined;
}

/** Items nested deeper than this (a step in a section in a recipe...) are read as text. */
const MAX_ITEM_DEPTH = 4;

/**
 * The item's properties: the itemprop elements below it whose nearest itemscope it is. One walk
 * that does not enter nested items, so each element is visited once however the page nests them.
 */
function itemNode($: CheerioAPI, scope: Element, depth: number): SchemaNode {
  const node: Record<string, unknown[]> = { '@type': itemTypes($, scope) };
  const pending: AnyNode[] = [...scope.children].reverse();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (!isElement(next)) continue;
    const names = (next.attribs.itemprop ?? '').split(/\s+/).filter(Boolean);
    const isItem = 'itemscope' in next.attribs;
    if (names.length > 0) {
      const value = isItem && depth < MAX_ITEM_DEPTH ? itemNode($, next, depth + 1) : propertyValue($, next);
      for (const name of names) (node[name] ??= []).push(value);
    }
    // A nested item owns what is below it; anything else may still hold this item's properties.
    if (!isItem) pending.push(...[...next.children].reverse());
  }
  return node;
}

function itemTypes($: CheerioAPI, element: Element): string[] {
  return ($(element).attr('itemtype') ?? '').split(/\s+/).filter(Boolean);
}

function isElement(node: AnyNode): node is Element {
  return 'attribs' in node && 'tagName' in node;
}

/** The microdata value rules (meta content, img src, a href, time datetime), plus `content` anywhere. */
function propertyValue($: CheerioAPI, property: Element): string {
  const element = $(property);
  const content = element.attr('content');
  if (content !== undefined) return content;
  switch (property.tagName.toLowerCase()) {
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
    case 'embed':
    case 'iframe':
      return element.attr('src') ?? '';
    case 'a':
    case 'link':
    case 'area':
      return element.attr('href') ?? '';
    case 'object':
      return element.attr('data') ?? '';
    case 'time':
      return element.attr('datetime') ?? markupLines(element.html() ?? '');
    case 'data':
    case 'meter':
      return element.attr('value') ?? '';
    default:
      return markupLines(element.html() ?? '');
  }
}

/**
 * In markup a line break is only a space (`<li>6\noz.\nmushrooms</li>` shows one line); elements
 * break lines. Unlike JSON-LD text, where a line break parts steps.
 */
function markupLines(html: string): string {
  return html.replace(/[\r\n\u2028\u2029]+/g, ' ');
}
