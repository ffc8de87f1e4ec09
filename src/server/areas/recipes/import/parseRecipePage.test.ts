// Proves how parseRecipePage chooses among what a page offers: the first JSON-LD Recipe with
// something to cook, microdata only when JSON-LD has none, broken blocks skipped, and nothing
// for pages without a Recipe. The saved pages in tests/fixtures/recipes cover the site shapes.
import { describe, expect, it } from 'vitest';
import { parseRecipePage } from './parseRecipePage';

const PAGE_URL = 'https://cook.example/recipe';
const jsonLd = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const page = (head: string, body = ''): string => `<!doctype html><html><head><title>Page title</title>${head}</head><body>${body}</body></html>`;

describe('parseRecipePage', () => {
  it('has nothing for a page without any Recipe', () => {
    expect(parseRecipePage(page(jsonLd({ '@type': 'Article', headline: 'News' })), PAGE_URL)).toBeUndefined();
    expect(parseRecipePage('', PAGE_URL)).toBeUndefined();
    expect(parseRecipePage('not html at all {', PAGE_URL)).toBeUndefined();
  });

  it('skips a broken block and reads the next one', () => {
    const html = page(`<script type="application/ld+json">{"@type":"Recipe","name":</script>${jsonLd({ '@type': 'Recipe', name: 'Soup', recipeIngredient: ['Water'] })}`);
    expect(parseRecipePage(html, PAGE_URL)).toEqual({ id: PAGE_URL, url: PAGE_URL, name: 'Soup', ingredients: ['Water'], steps: [] });
  });

  it('prefers a Recipe with ingredients or steps over an empty teaser before it', () => {
    const html = page(jsonLd([{ '@type': 'Recipe', name: 'Teaser' }, { '@type': 'Recipe', name: 'Stew', recipeInstructions: 'Simmer.' }]));
    expect(parseRecipePage(html, PAGE_URL)).toMatchObject({ name: 'Stew', steps: ['Simmer.'] });
  });

  it('reads microdata when the JSON-LD has no Recipe', () => {
    const html = page(
      jsonLd({ '@type': 'WebSite', name: 'Cook' }),
      '<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Tea</h1><span itemprop="recipeIngredient">1 tea bag</span><p itemprop="recipeInstructions">Steep.</p></div>',
    );
    expect(parseRecipePage(html, PAGE_URL)).toEqual({ id: PAGE_URL, url: PAGE_URL, name: 'Tea', ingredients: ['1 tea bag'], steps: ['Steep.'] });
  });

  it('accepts @type written as a full IRI, and a Recipe typed among others', () => {
    expect(parseRecipePage(page(jsonLd({ '@type': 'http://schema.org/Recipe', name: 'A', recipeIngredient: ['x'] })), PAGE_URL)?.name).toBe('A');
    expect(parseRecipePage(page(jsonLd({ '@type': ['NewsArticle', 'Recipe'], name: 'B', recipeIngredient: ['x'] })), PAGE_URL)?.name).toBe('B');
  });

  it("names a Recipe without a name after the page's title", () => {
    expect(parseRecipePage(page(jsonLd({ '@type': 'Recipe', recipeIngredient: ['x'] })), PAGE_URL)?.name).toBe('Page title');
  });

  it("names it without the site's name that the page's title adds", () => {
    const named = (head: string) => parseRecipePage(page(`${head}${jsonLd({ '@type': 'Recipe', recipeIngredient: ['x'] })}`), PAGE_URL)?.name;
    expect(named('<meta property="og:site_name" content="Farm Shop"><meta property="og:title" content="Green Soup - Farm Shop">')).toBe('Green Soup');
    expect(named('<meta property="og:site_name" content="Farm Shop"><meta property="og:title" content="FARM SHOP | Green Soup">')).toBe('Green Soup');
    expect(named('<meta property="og:site_name" content="Farm Shop"><meta property="og:title" content="Farm Shop">')).toBe('Farm Shop');
  });

  it('takes only http(s) images, made absolute against the page', () => {
    const image = (value: unknown) => parseRecipePage(page(jsonLd({ '@type': 'Recipe', name: 'A', image: value })), PAGE_URL)?.imageUrl;
    expect(image('javascript:alert(1)')).toBeUndefined();
    expect(image(['data:image/png;base64,AAAA', '../img/a.jpg'])).toBe('https://cook.example/img/a.jpg');
    expect(image({ '@type': 'ImageObject', url: '//cdn.example/a.jpg' })).toBe('https://cdn.example/a.jpg');
  });

  it("reads a step's text as one step however it wraps, without its number or the page's hyphenation hints", () => {
    const steps = [
      { '@type': 'HowToStep', text: 'Warm the milk\nuntil it steams.' },
      { '@type': 'HowToStep', text: 'Step 2Stir in the Berg\u00adkäse.' },
      { '@type': 'HowToStep', text: '<p>Rest.</p><p>Serve.</p>' },
    ];
    expect(parseRecipePage(page(jsonLd({ '@type': 'Recipe', name: 'A', recipeInstructions: steps })), PAGE_URL)?.steps).toEqual([
      'Warm the milk until it steams.',
      'Stir in the Bergkäse.',
      'Rest.',
      'Serve.',
    ]);
  });

  it("reads lines without the list's bullets and boxes, a leading comma or invisible characters, keeping a line's own marks", () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Dal',
        recipeIngredient: ['• 130 g lentils', '▢ 1 cup water', '\u200b\u200b3 tbsp butter', '•', '– 1 onion', '2 cloves garlic (crushed)', '-1 tsp salt, to taste'],
        recipeInstructions: [', Weigh your lentils; rinse them.', 'Simmer for 20 min; * stir often.'],
      }),
    );
    expect(parseRecipePage(html, PAGE_URL)).toMatchObject({
      ingredients: ['130 g lentils', '1 cup water', '3 tbsp butter', '1 onion', '2 cloves garlic (crushed)', '-1 tsp salt, to taste'],
      steps: ['Weigh your lentils; rinse them.', 'Simmer for 20 min; * stir often.'],
    });
  });

  it('reads apart numbered steps run together into one line, and leaves a lone step whole', () => {
    const steps = (value: string) => parseRecipePage(page(jsonLd({ '@type': 'Recipe', name: 'A', recipeInstructions: value })), PAGE_URL)?.steps;
    expect(steps('1.Toast the bread 2.Butter it 3.Eat it while warm')).toEqual(['Toast the bread', 'Butter it', 'Eat it while warm']);
    expect(steps('Bake 2 hours at 150°C. Serve with 1 spoon of cream.')).toEqual(['Bake 2 hours at 150°C. Serve with 1 spoon of cream.']);
  });

  // Hostile pages: before the guards these took minutes or overflowed the stack (a 500, not a 4xx).
  it('reads the JSON-LD of a page nested 20,000 elements deep, skipping its microdata', () => {
    const recipe = jsonLd({ '@type': 'Recipe', name: 'Deep', recipeIngredient: ['x'] });
    const nested = '<div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">'.repeat(20_000);
    expect(parseRecipePage(page(recipe, `<div itemscope itemtype="https://schema.org/Recipe">${nested}</div>`), PAGE_URL)?.name).toBe('Deep');
    expect(parseRecipePage(page('', `<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="name">Deep</b>${nested}</div>`), PAGE_URL)).toBeUndefined();
  });

  it('survives JSON-LD nested 100,000 levels deep and sections that reference each other', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const html = page(`<script type="application/ld+json">{"@type":"Recipe","name":"A","recipeIngredient":${deep},"recipeInstructions":${deep}}</script>`);
    expect(parseRecipePage(html, PAGE_URL)).toEqual({ id: PAGE_URL, url: PAGE_URL, name: 'A', ingredients: [], steps: [] });
    const loop = { '@id': '#s', '@type': 'HowToSection', name: 'Again', itemListElement: Array.from({ length: 50 }, () => ({ '@id': '#s' })) };
    const looping = page(jsonLd({ '@graph': [loop, { '@type': 'Recipe', name: 'Loop', recipeInstructions: [{ '@id': '#s' }] }] }));
    const steps = parseRecipePage(looping, PAGE_URL)?.steps ?? [];
    expect(steps.length).toBeLessThanOrEqual(200);
    expect(steps[0]).toBe('## Again');
  });

  it('reads a step of markup nested 50,000 deep as its text', () => {
    const step = `${'<b>'.repeat(50_000)}Stir${'</b>'.repeat(50_000)}`;
    expect(parseRecipePage(page(jsonLd({ '@type': 'Recipe', name: 'A', recipeInstructions: step })), PAGE_URL)?.steps).toEqual(['Stir']);
  });
});
