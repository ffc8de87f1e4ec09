// Proves that recipe pages shaped like real sites' (tests/fixtures/recipes: WordPress Yoast @graph,
// WP Recipe Maker sections, Tasty, BBC, AllRecipes, NYT, Swedish sites, old microdata, entities,
// broken blocks) import as the person would expect, and prints the import success rate.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../src/contract/types';
import { parseRecipePage } from '../../../src/server/areas/recipes/import/parseRecipePage';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/recipes');

interface Expected {
  pageUrl: string;
  /** null: the page holds no recipe and the import says so. */
  suggestion: Schemas['RecipeSuggestion'] | null;
}

const fixtures = fs
  .readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.html'))
  .sort()
  .map((file) => {
    const name = file.replace(/\.html$/, '');
    const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.expected.json`), 'utf8')) as Expected;
    return { name, html: fs.readFileSync(path.join(FIXTURES, file), 'utf8'), expected };
  });

const imported = new Map<string, boolean>();

describe('importing saved recipe pages', () => {
  it('has at least 15 varied pages to import', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
  });

  it.each(fixtures)('$name imports as expected', ({ name, html, expected }) => {
    const suggestion = parseRecipePage(html, expected.pageUrl) ?? null;
    imported.set(name, isDeepEqual(suggestion, expected.suggestion));
    expect(suggestion).toEqual(expected.suggestion);
  });

  // Runs after every page: prints the rate for the note; each page's own test fails on a miss.
  afterAll(() => {
    const good = [...imported.values()].filter(Boolean).length;
    const rate = imported.size === 0 ? 0 : (100 * good) / imported.size;
    console.log(`Recipe import success rate: ${good}/${imported.size} fixtures (${rate.toFixed(1)} %)`);
  });
});

function isDeepEqual(a: unknown, b: unknown): boolean {
  try {
    expect(a).toEqual(b);
    return true;
  } catch {
    return false;
  }
}
