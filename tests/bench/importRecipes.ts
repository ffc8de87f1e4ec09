/**
 * `npm run bench:import [-- --direct] [-- --list]`: imports the 400 saved real recipe pages of
 * ../shared/recipe-pages (README there) and prints the share read right (name, ingredients and
 * steps, each and all), for the "develop" half the reader was tuned on, the "unseen" half and
 * all, plus the misses by the page's kind of markup. By default each page goes the app's import
 * path: fetched from a loopback server named in the allowed hosts, read in the parser's worker
 * pool. (The HTTP API on top would count every import against the per-user import limit.)
 * `--direct` calls the page parser in this thread instead; `--list` names each missed page.
 * Skips, with a message, on a checkout without the pages. Not part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { Schemas } from '../../src/contract/types';
import { importRecipe } from '../../src/server/areas/recipes/import/index';
import { htmlPage, startLocalPages } from '../../src/server/outbound/localPages.testing';
import { markupKind } from './recipePages/markupKind';
import { RECIPE_PAGES_DIR, savedPages, type SavedPage } from './recipePages/pages';
import { scorePage, type PageScore } from './recipePages/score';

/** The parser's pool reads two pages at once; more would only wait in its queue. */
const CONCURRENCY = 2;

interface Result {
  page: SavedPage;
  suggestion?: Schemas['RecipeSuggestion'];
  score: PageScore;
  refusal?: string;
}

const args = process.argv.slice(2);
const direct = args.includes('--direct');

if (!fs.existsSync(RECIPE_PAGES_DIR)) {
  console.log(`bench:import skipped: no saved recipe pages at ${RECIPE_PAGES_DIR} (see the issue; they are not part of the project).`);
  process.exit(0);
}

const pages = savedPages();
const byPath = new Map(pages.map((page) => [`/${page.id}`, page]));
const site = await startLocalPages((request, response) => {
  const page = byPath.get(request.url ?? '');
  if (page === undefined) response.writeHead(404).end();
  else htmlPage(page.html)(request, response);
});

// Loaded only for --direct: the app's import path keeps the parser (and cheerio) in its worker.
const parser = direct ? await import('../../src/server/areas/recipes/import/parseRecipePage') : undefined;

async function imported(page: SavedPage): Promise<{ suggestion?: Schemas['RecipeSuggestion']; refusal?: string }> {
  if (parser !== undefined) return { suggestion: parser.parseRecipePage(page.html, site.url(`/${page.id}`)) };
  try {
    return { suggestion: await importRecipe(site.url(`/${page.id}`), { allowHosts: [site.hostPort] }) };
  } catch (error) {
    return { refusal: (error as { code?: string }).code ?? String(error) };
  }
}

const started = performance.now();
const results: Result[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let page = pages[next++]; page !== undefined; page = pages[next++]) {
      const { suggestion, refusal } = await imported(page);
      results.push({ page, suggestion, score: scorePage(suggestion, page.expected), ...(refusal === undefined ? {} : { refusal }) });
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
await site.close();

const allRight = (score: PageScore) => score.name && score.ingredients && score.steps;
const share = (part: Result[], right: (score: PageScore) => boolean) => {
  const count = part.filter((result) => right(result.score)).length;
  return `${((100 * count) / Math.max(1, part.length)).toFixed(1)} % (${count}/${part.length})`;
};

console.log(`machine: ${os.availableParallelism()} cores, node ${process.version}`);
console.log(`${pages.length} pages ${direct ? 'parsed directly' : 'imported through the loopback server and the parser pool'} in ${seconds.toFixed(1)} s`);
for (const [label, part] of [
  ['develop', results.filter((result) => result.page.half === 'develop')],
  ['unseen', results.filter((result) => result.page.half === 'unseen')],
  ['all', results],
] as const) {
  console.log(
    `${label.padEnd(8)} all right ${share(part, allRight)}; name ${share(part, (score) => score.name)}, ` +
      `ingredients ${share(part, (score) => score.ingredients)}, steps ${share(part, (score) => score.steps)}`,
  );
}

console.log('\nmisses by kind of markup (pages; of which name / ingredients / steps wrong):');
const misses = results.filter((result) => !allRight(result.score));
const kinds = new Map<string, Result[]>();
for (const miss of misses) {
  const kind = miss.refusal === undefined ? markupKind(miss.page.html) : `refused (${miss.refusal})`;
  kinds.set(kind, [...(kinds.get(kind) ?? []), miss]);
}
for (const [kind, list] of [...kinds].sort((a, b) => b[1].length - a[1].length)) {
  const wrong = (field: keyof PageScore) => list.filter((result) => !result.score[field]).length;
  console.log(`  ${kind}: ${list.length}; ${wrong('name')} / ${wrong('ingredients')} / ${wrong('steps')}`);
  if (args.includes('--list')) for (const miss of list) console.log(`    ${miss.page.half} ${miss.page.id} ${JSON.stringify(miss.score)}`);
}

// Loaded after the run, as the JSON-LD reader brings cheerio into this thread.
const { readAsDeclared } = await import('./recipePages/asDeclared');
const asDeclared = misses.filter((miss) => readAsDeclared(miss.page.html, miss.suggestion, miss.score)).length;
console.log(`\nmisses read exactly as the page's own JSON-LD Recipe says (its site's scraper read the HTML): ${asDeclared} of ${misses.length}`);
console.log(`at most, were every other miss read right: ${((100 * (results.length - asDeclared)) / Math.max(1, results.length)).toFixed(1)} %`);
