// Whether an import read a page as its site's own scraper does: name, ingredients and steps, each
// line compared after trimming and normalising spaces, entities, quotes and Unicode forms.
import { load } from 'cheerio';
import type { Schemas } from '../../../src/contract/types';
import type { Expected } from './pages';

export interface PageScore {
  name: boolean;
  ingredients: boolean;
  steps: boolean;
}

const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g;

export function normalisedLine(text: string): string {
  const decoded = /&[#a-z0-9]+;/i.test(text) ? load(text.replace(/</g, '&lt;'), null, false).text() : text;
  return decoded.normalize('NFKC').replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').replace(/\s+/g, ' ').trim();
}

/**
 * The app shows a section's name as a `## Name` line; the sites' scrapers give it as a plain line
 * ("Sauce:") or leave it out. Either way it matches: headings are set aside on both sides.
 */
function sameLines(actual: readonly string[], expected: readonly string[]): boolean {
  const headings = new Set(actual.filter((line) => line.startsWith('## ')).map((line) => withoutColon(normalisedLine(line.slice(3)))));
  const got = actual.filter((line) => !line.startsWith('## ')).map(normalisedLine).filter((line) => line !== '');
  const want = expected.map(normalisedLine).filter((line) => line !== '' && !headings.has(withoutColon(line)));
  return got.length === want.length && got.every((line, index) => line === want[index]);
}

function withoutColon(line: string): string {
  return line.replace(/\s*:$/, '');
}

export function scorePage(suggestion: Schemas['RecipeSuggestion'] | undefined, expected: Expected): PageScore {
  if (suggestion === undefined) return { name: false, ingredients: false, steps: false };
  return {
    name: normalisedLine(suggestion.name) === normalisedLine(expected.title),
    ingredients: sameLines(suggestion.ingredients, expected.ingredients),
    steps: sameLines(suggestion.steps, expected.instructions_list),
  };
}
