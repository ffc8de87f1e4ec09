import type { CheerioAPI } from 'cheerio';
import { visibleText } from './visibleText';

/** A page's lists found in blocks its class names call ingredients and steps. */
export interface ClassBlockLists {
  ingredients: string[];
  steps: string[];
}

type Element = Extract<ReturnType<CheerioAPI>[number], { tagName: string }>;

// A class name with the word on its own or between hyphens or underscores: "ingredients",
// "recipe-ingredients", "recipe__method", "c__ingredients-list"; not "ingredientsmith".
const INGREDIENTS_CLASS = /(?:^|[-_])ingredients?(?:[-_]|$)/i;
const STEPS_CLASS = /(?:^|[-_])(?:instructions?|directions?|method|preparation|steps?|procedure)(?:[-_]|$)/i;
/** Blocks of a kind tried in page order; each costs a walk of its content. */
const MAX_TRIED = 20;
/** Lists longer than this are no recipe's. */
const MAX_LINES = 200;

/**
 * The list items (steps also paragraphs) of the first block whose class names say it holds the
 * ingredients, and of the first that says it holds the steps, with two lines or more: a block
 * with one line is a title or a teaser. Empty lists when the page names no such block.
 */
export function classBlockLists($: CheerioAPI): ClassBlockLists {
  const ingredientBlocks: Element[] = [];
  const stepBlocks: Element[] = [];
  for (const element of $('[class]').toArray()) {
    if (!('tagName' in element)) continue;
    const classes = (element.attribs.class ?? '').split(/\s+/);
    if (ingredientBlocks.length < MAX_TRIED && classes.some((name) => INGREDIENTS_CLASS.test(name))) ingredientBlocks.push(element);
    else if (stepBlocks.length < MAX_TRIED && classes.some((name) => STEPS_CLASS.test(name))) stepBlocks.push(element);
    if (ingredientBlocks.length >= MAX_TRIED && stepBlocks.length >= MAX_TRIED) break;
  }
  return { ingredients: firstList($, ingredientBlocks, false), steps: firstList($, stepBlocks, true) };
}

function firstList($: CheerioAPI, blocks: readonly Element[], asSteps: boolean): string[] {
  for (const block of blocks) {
    const lines = blockLines($, block, asSteps);
    if (lines.length > 1) return lines.slice(0, MAX_LINES);
  }
  return [];
}

/** The block's list items, not those of lists inside an item; for steps, its paragraphs when it has no list. */
function blockLines($: CheerioAPI, block: Element, asSteps: boolean): string[] {
  const items = $(block).find('li').not($(block).find('li li'));
  const elements = items.length > 0 || !asSteps ? items : $(block).find('p');
  return elements
    .toArray()
    .map((element) => visibleText(element))
    .filter((line) => line !== '');
}
