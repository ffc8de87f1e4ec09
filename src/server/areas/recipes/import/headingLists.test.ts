// Proves the reader of pages without structured data: the lists under an "Ingredients" and a
// "Method" heading in the languages people cook in, and nothing from pages that only look alike.
import { describe, expect, it } from 'vitest';
import { parseRecipePage } from './parseRecipePage';

const PAGE_URL = 'https://cook.example/recipe';
const page = (body: string): string => `<!doctype html><html><head><title>Page title</title></head><body>${body}</body></html>`;
const read = (body: string) => parseRecipePage(page(body), PAGE_URL);

describe('reading a page by its headings', () => {
  it.each([
    ['Zutaten für 4 Personen', 'Zubereitung'],
    ['Ingredienser:', 'Gör så här'],
    ['Składniki', 'Przygotowanie'],
    ['Υλικά', 'Εκτέλεση'],
    ['INGREDIËNTEN', 'Bereidingswijze'],
    ['Ingredientes', 'Modo de preparo'],
    ['材料：', '做法：'],
    ['Zutaten*', 'Zubereitung'],
  ])('reads the lists under "%s" and "%s"', (ingredientsHeading, stepsHeading) => {
    const suggestion = read(`<h1>Soup</h1><h2>${ingredientsHeading}</h2><ul><li>1 l water</li><li>2 carrots</li></ul><h2>${stepsHeading}</h2><ol><li>Boil.</li><li>Serve.</li></ol>`);
    expect(suggestion).toEqual({ id: PAGE_URL, url: PAGE_URL, name: 'Soup', ingredients: ['1 l water', '2 carrots'], steps: ['Boil.', 'Serve.'] });
  });

  it('reads steps written as paragraphs up to the next heading', () => {
    const suggestion = read('<h1>Tea</h1><h3>Ingredients</h3><ul><li>1 tea bag</li></ul><h3>Method</h3><p>Boil the water.</p><p>Steep 4 minutes.</p><h3>Comments</h3><p>Lovely!</p>');
    expect(suggestion?.steps).toEqual(['Boil the water.', 'Steep 4 minutes.']);
  });

  it('reads a list written as one paragraph of lines, each dash or bullet gone, under the last title before it', () => {
    const suggestion = read(
      '<h1 class="sr-only">Navigation</h1><h1>Putengeschnetzeltes</h1><p>Zutaten</p><p>500 g Putenfleisch<br> 1 Zwiebel<br>• Salz</p>' +
        '<p>Zubereitung</p><p>– Zwiebel würfeln<br>– Fleisch anbraten</p>',
    );
    expect(suggestion).toMatchObject({ name: 'Putengeschnetzeltes', ingredients: ['500 g Putenfleisch', '1 Zwiebel', 'Salz'], steps: ['Zwiebel würfeln', 'Fleisch anbraten'] });
  });

  it('reads steps without the "Step 1" labels that count them, a block apart from the text, and keeps labels that do not count', () => {
    const steps = (labels: string[]) => labels.map((label) => `<li><div class="label">${label}</div><div><p>Heat it.</p></div></li>`).join('');
    const recipe = (labels: string[]) => read(`<h1>Custard</h1><h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Instructions</h2><ul>${steps(labels)}</ul>`);
    expect(recipe(['Step 1', 'STEP 2 |', 'Schritt 3:'])?.steps).toEqual(['Heat it.', 'Heat it.', 'Heat it.']);
    expect(recipe(['Step 1', 'Step 3'])?.steps).toEqual(['Step 1 Heat it.', 'Step 3 Heat it.']);
    expect(recipe(['Step 1', 'Tip'])?.steps).toEqual(['Step 1 Heat it.', 'Tip Heat it.']);
  });

  it("takes the numbered list after the ingredients when the steps' heading is the site's own phrase", () => {
    const suggestion = read('<h1>Toast</h1><h2><span>Ingredients</span></h2><ol><li>Bread</li></ol><h2>Off you go</h2><ol><li>1. Toast it.</li><li>2. Butter it.</li></ol>');
    expect(suggestion).toMatchObject({ ingredients: ['Bread'], steps: ['Toast it.', 'Butter it.'] });
  });

  it('reads ingredients given as short paragraphs, and headings behind an emoji', () => {
    const suggestion = read('<h1>Cake</h1><h2>Ingrédients</h2><div><p>3 œufs</p></div><div><p>70 g de sucre</p></div><h2>🍳 How to make it</h2><ul><li>Mix.</li><li>Bake.</li></ul>');
    expect(suggestion).toMatchObject({ ingredients: ['3 œufs', '70 g de sucre'], steps: ['Mix.', 'Bake.'] });
  });

  it('keeps numbers that do not count the steps', () => {
    expect(read('<h2>Ingredients</h2><ul><li>Eggs</li></ul><h2>Method</h2><ol><li>2 eggs go in first.</li><li>Then whisk.</li></ol>')?.steps).toEqual(['2 eggs go in first.', 'Then whisk.']);
  });

  it('needs both lists on a page without structured data: an ingredient list alone is no recipe', () => {
    expect(read('<h1>Shop</h1><h2>Ingredients</h2><ul><li>Flour</li></ul><p>Buy them here.</p>')).toBeUndefined();
    expect(read('<h1>Blog</h1><p>Ingredients matter more than you think, and so do methods.</p><ul><li>One</li></ul>')).toBeUndefined();
  });

  it('fills only the list a structured recipe lacks', () => {
    const jsonLd = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Stew', recipeIngredient: ['1 kg beef'] })}</script>`;
    const suggestion = read(`${jsonLd}<h2>Ingredients</h2><ul><li>Other</li></ul><h2>Directions</h2><ol><li>Simmer 2 hours.</li></ol>`);
    expect(suggestion).toMatchObject({ name: 'Stew', ingredients: ['1 kg beef'], steps: ['Simmer 2 hours.'] });
  });

  it('reads no headings of a page whose stray end tags hide a nesting thousands deep', () => {
    const hostile = Array.from({ length: 12_000 }, (_, n) => `<b id=${n}></x>`).join('');
    const started = performance.now();
    expect(read(`<h2>Ingredients</h2><ul><li>x</li></ul><h2>Method</h2><ol><li>y</li></ol>${hostile}`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
