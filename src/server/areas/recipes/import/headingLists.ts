import type { CheerioAPI } from 'cheerio';
import { INGREDIENTS_WORDS, STEP_WORD, STEPS_WORDS, startsWithWord } from './sectionWords';
import { visibleLines, visibleText } from './visibleText';

/** A page's lists found under its "Ingredients" and "Method" headings (sectionWords.ts). */
export interface HeadingLists {
  name?: string;
  ingredients: string[];
  steps: string[];
}

type Element = Extract<ReturnType<CheerioAPI>[number], { tagName: string }>;

/** Headings are short; a longer text that starts with "Ingredients" is a sentence. */
const MAX_HEADING_CHARS = 40;
/** How far after its heading a list may start, in elements (ads and images sit between). */
const MAX_GAP = 60;
/** Headings of one kind tried in turn for a list under them. */
const MAX_TRIED = 10;
/** Ingredients given as paragraphs are short lines. */
const MAX_INGREDIENT_CHARS = 150;
/** Lists longer than this are no recipe's (a page's index). */
const MAX_LINES = 200;
const HEADING_TAGS = /^(?:h[1-6]|strong|b|dt|th|p|span|div|legend|summary|label|header)$/;

/**
 * For pages without structured data: the list that follows a heading such as "Ingredients",
 * "Zutaten" or "Υλικά", and the numbered list or paragraphs that follow one such as "Method".
 * Sub-headings between lists ("For the sauce") become `## ` lines. Empty lists when the page has
 * no such headings.
 */
export function headingLists($: CheerioAPI): HeadingLists {
  const elements = $('body *').toArray().filter((node): node is Element => 'tagName' in node);
  const indexOf = new Map(elements.map((element, index) => [element, index]));
  const headings = elements.filter((element) => isHeading($, element));
  // The first few headings of a kind are tried: a page repeating "Ingredients" thousands of times would cost their square.
  const ofKind = (words: readonly string[]) => headings.filter((element) => startsWithWord(headingText($, element), words)).slice(0, MAX_TRIED);
  const ingredientHeadings = ofKind(INGREDIENTS_WORDS);
  const stepHeadings = ofKind(STEPS_WORDS);
  const sectionHeadings = new Set([...ingredientHeadings, ...stepHeadings]);
  const after = (element: Element) => (indexOf.get(element) ?? 0) + $(element).find('*').length + 1;
  const read = (candidates: Element[], asSteps: boolean): string[] => {
    for (const heading of candidates) {
      const start = after(heading);
      // A list runs at most to the next section's heading.
      const next = [...sectionHeadings].find((other) => (indexOf.get(other) ?? 0) >= start);
      const end = Math.min(next === undefined ? elements.length : (indexOf.get(next) ?? elements.length), elements.length);
      const lines = linesBetween($, elements, { start, end, level: headingLevel(heading) }, asSteps);
      if (lines.some((line) => !line.startsWith('## '))) return lines.slice(0, MAX_LINES);
    }
    return [];
  };
  const ingredients = read(ingredientHeadings, false);
  // Steps headed by a phrase of the site's own ("Get started") are the numbered list after the ingredients.
  const steps = read(stepHeadings, true);
  const lists: HeadingLists = {
    ingredients,
    steps: withoutStepLabels(withoutCounting(steps.length > 0 || ingredients.length === 0 ? steps : numberedListAfter($, elements, ingredientHeadings, ingredients))),
  };
  const name = titleOf($, elements, indexOf, ingredientHeadings[0]);
  if (name !== '') lists.name = name;
  return lists;
}

/**
 * The recipe's title: the last `<h1>` before its ingredients (a page may open with a hidden
 * "Navigation" one), else the first.
 */
function titleOf($: CheerioAPI, elements: readonly Element[], indexOf: ReadonlyMap<Element, number>, ingredientsHeading: Element | undefined): string {
  const titles = elements.filter((element) => element.tagName.toLowerCase() === 'h1');
  const before = ingredientsHeading === undefined ? [] : titles.filter((title) => (indexOf.get(title) ?? 0) < (indexOf.get(ingredientsHeading) ?? 0));
  const title = before.at(-1) ?? titles[0];
  return title === undefined ? '' : oneLine($(title).text());
}

/** Where a section's lists may be: from `start` up to `end`, or a heading as high as its own (`level`). */
interface Section {
  start: number;
  end: number;
  level: number;
}

/**
 * The items of the section's lists, with sub-headings between them; for steps, paragraphs when
 * there is no list.
 */
function linesBetween($: CheerioAPI, elements: readonly Element[], { start, end, level }: Section, asSteps: boolean): string[] {
  const lines: string[] = [];
  let lastList = -1;
  for (let index = start; index < end; index += 1) {
    const element = elements[index];
    if (element === undefined) break;
    const tag = element.tagName.toLowerCase();
    if (lines.length === 0 && index - start > MAX_GAP) break;
    if (tag === 'ul' || tag === 'ol') {
      // A list inside a list item is read with that item.
      if ($(element).parents('li').length > 0) continue;
      const items = $(element).children('li').toArray().map((item) => visibleText(item)).filter((line) => line !== '');
      lines.push(...items);
      lastList = index + $(element).find('*').length;
      index = lastList;
    } else if (endsSection(element, level, lastList >= 0)) {
      break;
    } else if (isSubHeading($, element, lastList >= 0)) {
      lines.push(`## ${oneLine($(element).text()).replace(/\s*:$/, '')}`);
      index += $(element).find('*').length;
    }
  }
  if (lines.length > 0) return trimHeadings(lines);
  return paragraphsFrom($, elements, { start, end, level }, asSteps ? Infinity : MAX_INGREDIENT_CHARS);
}

/**
 * A heading as high as the section's own ends it ("Method" ends at the next h2); after a list,
 * any heading of h1 to h6 does, as the text after a recipe's list is about something else.
 */
function endsSection(element: Element, level: number, afterList: boolean): boolean {
  const elementLevel = headingLevel(element);
  return afterList ? elementLevel <= Math.min(level, 6) : level <= 6 && elementLevel <= level;
}

/**
 * Steps written as paragraphs: those following the heading, up to the next heading; headings
 * below the section's own ("Step 1: Prep") only title the paragraphs after them.
 */
function paragraphsFrom($: CheerioAPI, elements: readonly Element[], { start, end, level }: Section, maxChars: number): string[] {
  const lines: string[] = [];
  for (let index = start; index < end && index - start < MAX_GAP * 4; index += 1) {
    const element = elements[index];
    if (element === undefined) break;
    const tag = element.tagName.toLowerCase();
    if (/^h[1-6]$/.test(tag) && lines.length > 0 && (level > 6 || headingLevel(element) <= level)) break;
    if (tag !== 'p') continue;
    // A paragraph's lines apart (`<br>`): some sites write a whole list as one paragraph.
    const paragraph = visibleLines(element);
    // An ingredient is a short line; a long paragraph is the text after the list.
    if (paragraph.some((line) => line.length > maxChars)) break;
    lines.push(...paragraph);
    index += $(element).find('*').length;
  }
  return lines;
}

/** The first ordered list after the ingredients' heading that is not the ingredients. */
function numberedListAfter($: CheerioAPI, elements: readonly Element[], headings: readonly Element[], ingredients: readonly string[]): string[] {
  const from = headings.map((heading) => elements.indexOf(heading)).find((index) => index >= 0) ?? elements.length;
  for (let index = from; index < elements.length && index - from < MAX_GAP * 4; index += 1) {
    const element = elements[index];
    if (element === undefined || element.tagName.toLowerCase() !== 'ol') continue;
    const items = $(element).children('li').toArray().map((item) => visibleText(item)).filter((line) => line !== '');
    if (items.length > 0 && !items.some((item) => ingredients.includes(item))) return items.slice(0, MAX_LINES);
  }
  return [];
}

/** "1 Heat…", "2. Stir…": numbers that count the steps go, as the list keeps the order. */
function withoutCounting(steps: string[]): string[] {
  const counted = /^(\d{1,3})[.):]?\s+/;
  const numbers = steps.filter((step) => !step.startsWith('## ')).map((step) => Number(counted.exec(step)?.[1]));
  const counts = numbers.length > 1 && numbers.every((number, index) => number === index + 1);
  return counts ? steps.map((step) => step.replace(counted, '')) : steps;
}

/** "Step 1", "STEP 2 |", "Schritt 3:", "Étape 4 –": a label giving a step its number. */
const STEP_LABEL = new RegExp(`^${STEP_WORD}\\s*(\\d{1,2})\\s*[.):|–-]?\\s*(?=\\S)`, 'iu');

/**
 * Steps without the "Step 1" labels some pages put before each of them, when every step has one
 * and they count up from 1 (after a section's heading they may start again at 1): the list keeps
 * the order. Any other use of the words stays.
 */
function withoutStepLabels(steps: string[]): string[] {
  let next = 1;
  let afterHeading = false;
  for (const step of steps) {
    if (step.startsWith('## ')) {
      afterHeading = true;
      continue;
    }
    const number = Number(STEP_LABEL.exec(step)?.[1]);
    if (number !== next && !(afterHeading && number === 1)) return steps;
    next = number + 1;
    afterHeading = false;
  }
  return steps.map((step) => (step.startsWith('## ') ? step : step.replace(STEP_LABEL, '')));
}

/** A sub-heading left at the end heads nothing. */
function trimHeadings(lines: string[]): string[] {
  while (lines.at(-1)?.startsWith('## ')) lines.pop();
  return lines;
}

function isHeading($: CheerioAPI, element: Element): boolean {
  // A wrapper of many elements is no heading; this also spares reading the text of the page's big blocks.
  if (!HEADING_TAGS.test(element.tagName.toLowerCase()) || element.children.length > 6) return false;
  const text = headingText($, element);
  return text !== '' && text.length <= MAX_HEADING_CHARS && $(element).find('ul, ol, li, p').length === 0;
}

/** "For the sauce:" between lists; before the first list only with its colon, as ads and captions come first. */
function isSubHeading($: CheerioAPI, element: Element, afterList: boolean): boolean {
  const tag = element.tagName.toLowerCase();
  if (!/^(?:h[2-6]|strong|b|p|dt)$/.test(tag) || $(element).parents('li').length > 0) return false;
  const text = oneLine($(element).text());
  return text !== '' && text.length <= MAX_HEADING_CHARS && ((afterList && tag !== 'p') || text.endsWith(':'));
}

/** h1 to h6 as 1 to 6; bold text or a paragraph heads less than any of them. */
function headingLevel(element: Element): number {
  const match = /^h([1-6])$/.exec(element.tagName.toLowerCase());
  return match?.[1] === undefined ? 7 : Number(match[1]);
}

/**
 * The heading's words, without the emoji or bullet some sites put first, the colon (also a
 * full-width one) or footnote star after them, and with a typographic apostrophe as a plain one.
 */
function headingText($: CheerioAPI, element: Element): string {
  return oneLine($(element).text())
    .toLowerCase()
    .replace(/\s*[:：*]+$/, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/[\u2018\u2019]/g, "'");
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
