// Proves POST /recipe-import: this app's own export imported into another collection gives the
// same recipes; schema.org files of other shapes (@graph, one Recipe) and recipes read from pages
// are previewed with what is skipped and why while nothing changes; a second import of the same
// recipes adds nothing; and refused imports (another user's collection, too many or too large
// files, too many recipes, past the account's limit, a source that is no web address) change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestBody } from '../../../src/contract/types';
import { callOperationForBytes } from '../contractClient';
import { expectRefusal, startRecipesApi, type Caller, type Recipe, type RecipesApi } from './recipesApi';

type ImportBody = RequestBody<'importRecipes'>;

/** What a user sees of a recipe, without what differs per copy (ids, collection, times made). */
function contentOf({ name, ingredients, steps, servings, prepTimeMs, cookTimeMs, totalTimeMs, sourceUrl, notes }: Recipe) {
  return { name, ingredients, steps, servings, prepTimeMs, cookTimeMs, totalTimeMs, sourceUrl, notes };
}

const yoast = JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', '@id': 'https://food.example/pie#page', name: 'Apple pie | Food' },
    {
      '@type': 'Recipe',
      name: 'Apple pie',
      recipeIngredient: ['6 apples', '3 dl flour'],
      recipeInstructions: [{ '@type': 'HowToSection', name: 'Crust', itemListElement: [{ '@type': 'HowToStep', text: 'Rub the butter into the flour.' }] }],
      recipeYield: ['8', '8 slices'],
      cookTime: 'PT45M',
      url: 'https://food.example/pie',
    },
  ],
});
const single = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Lentil soup', recipeIngredient: ['2 dl red lentils'] });

describe('importing recipes from files and pages', () => {
  let api: RecipesApi;
  beforeAll(async () => {
    api = await startRecipesApi('rita', { settings: { recipes: { maxRecipes: 8 } } });
  });
  afterAll(async () => {
    await api.t.close();
  });

  async function recipesIn(caller: Caller, collectionId: string) {
    const list = (await caller.ok('getRecipes', { query: { collectionId } })) as Array<{ _id: string }>;
    return Promise.all(list.map((summary) => caller.readRecipe(summary._id)));
  }

  it("imports this app's own export into another collection as the same recipes, previewed first, and adds nothing the second time", async () => {
    const cook = await api.otherUser('edith');
    const home = await cook.makeCollection('Home');
    await cook.makeRecipe(home._id, 'Cardamom buns', {
      ingredients: ['## Dough', '5 dl flour', '2 dl milk'],
      steps: ['## Dough', 'Knead the dough.', 'Bake at 225 °C.'],
      servings: 24,
      prepTimeMs: 20 * 60_000,
      totalTimeMs: 90 * 60_000,
      sourceUrl: 'https://buns.example/cardamom',
      notes: 'Half the sugar.\nFreeze half.',
    });
    await cook.makeRecipe(home._id, 'Toast', { steps: ['Toast the bread.'] });
    const exported = await callOperationForBytes(api.t.app, 'exportRecipes', { token: cook.user.access.token });
    const copy = await cook.makeCollection('Copy');
    const body: ImportBody = { collectionId: copy._id, files: [{ name: 'recipes.jsonld', text: exported.bytes.toString('utf8') }] };

    const before = await api.snapshot();
    const preview = await cook.ok('importRecipes', { body: { ...body, dryRun: true } });
    expect(await api.snapshot()).toEqual(before);
    expect(preview).toEqual({
      dryRun: true,
      recipes: expect.arrayContaining([
        { source: 'recipes.jsonld', name: 'Cardamom buns', ingredientCount: 2, stepCount: 2 },
        { source: 'recipes.jsonld', name: 'Toast', ingredientCount: 0, stepCount: 1 },
      ]),
      skipped: [],
    });
    expect(preview.recipes).toHaveLength(2);

    expect(await cook.ok('importRecipes', { body })).toEqual({ ...preview, dryRun: false });
    const byName = (recipes: Recipe[]) => recipes.map(contentOf).sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(await recipesIn(cook, copy._id))).toEqual(byName(await recipesIn(cook, home._id)));

    const again = await cook.ok('importRecipes', { body: { ...body, dryRun: true } });
    expect(again).toEqual({
      dryRun: true,
      recipes: [],
      skipped: expect.arrayContaining([
        { source: 'recipes.jsonld', name: 'Cardamom buns', reason: 'alreadyInCollection' },
        { source: 'recipes.jsonld', name: 'Toast', reason: 'alreadyInCollection' },
      ]),
    });
    const unchanged = await api.snapshot();
    expectRefusal(await cook.call('importRecipes', { body }), 400, 'RECIPE_IMPORT_EMPTY');
    expect(await api.snapshot()).toEqual(unchanged);
  });

  it('reads @graph and single Recipe files and pages read before, saying why each other file or recipe is left out', async () => {
    const cook = await api.otherUser('frida');
    const baking = await cook.makeCollection('Baking');
    await cook.makeRecipe(baking._id, 'Lentil soup');
    const body: ImportBody = {
      collectionId: baking._id,
      files: [
        { name: 'pie.json', text: yoast },
        { name: 'soup.json', text: single },
        // U+0000 escaped in the file: PostgreSQL text cannot hold it, so it is left out.
        { name: 'nettle.json', text: String.raw`{"@type":"Recipe","name":"Nettle\u0000 soup","recipeIngredient":["1 l nettles\u0000"]}` },
        { name: 'notes.txt', text: 'Buy apples' },
        { name: 'site.json', text: '{"@type":"WebSite","name":"Food"}' },
        { name: 'nameless.json', text: '[{"@type":"Recipe","recipeIngredient":["1 egg"]},{"@type":"Recipe","name":"Air"}]' },
      ],
      pages: [
        { url: 'https://buns.example/cardamom', name: 'Cardamom buns', ingredients: ['5 dl flour'], steps: ['Bake.'], servings: 24, totalTimeMs: 5_400_000 },
        { url: 'https://food.example/pie', name: 'Apple pie', ingredients: ['6 apples'] },
      ],
    };
    const before = await api.snapshot();
    expect(await cook.ok('importRecipes', { body: { ...body, dryRun: true } })).toEqual({
      dryRun: true,
      recipes: [
        { source: 'pie.json', name: 'Apple pie', ingredientCount: 2, stepCount: 1 },
        { source: 'nettle.json', name: 'Nettle soup', ingredientCount: 1, stepCount: 0 },
        { source: 'https://buns.example/cardamom', name: 'Cardamom buns', ingredientCount: 1, stepCount: 1 },
      ],
      skipped: [
        { source: 'soup.json', name: 'Lentil soup', reason: 'alreadyInCollection' },
        { source: 'notes.txt', name: null, reason: 'notJson' },
        { source: 'site.json', name: null, reason: 'noRecipe' },
        { source: 'nameless.json', name: null, reason: 'noName' },
        { source: 'nameless.json', name: 'Air', reason: 'empty' },
        { source: 'https://food.example/pie', name: 'Apple pie', reason: 'repeated' },
      ],
    });
    expect(await api.snapshot()).toEqual(before);

    await cook.ok('importRecipes', { body });
    const recipes = await recipesIn(cook, baking._id);
    expect(recipes.map(contentOf).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      {
        name: 'Apple pie',
        ingredients: ['6 apples', '3 dl flour'],
        steps: ['## Crust', 'Rub the butter into the flour.'],
        servings: 8,
        prepTimeMs: null,
        cookTimeMs: 45 * 60_000,
        totalTimeMs: null,
        sourceUrl: 'https://food.example/pie',
        notes: '',
      },
      { name: 'Cardamom buns', ingredients: ['5 dl flour'], steps: ['Bake.'], servings: 24, prepTimeMs: null, cookTimeMs: null, totalTimeMs: 5_400_000, sourceUrl: 'https://buns.example/cardamom', notes: '' },
      { name: 'Lentil soup', ingredients: [], steps: [], servings: null, prepTimeMs: null, cookTimeMs: null, totalTimeMs: null, sourceUrl: null, notes: '' },
      { name: 'Nettle soup', ingredients: ['1 l nettles'], steps: [], servings: null, prepTimeMs: null, cookTimeMs: null, totalTimeMs: null, sourceUrl: null, notes: '' },
    ]);
    expect(recipes.find((recipe) => recipe.name === 'Apple pie')?.parsedIngredients[0]).toMatchObject({ quantity: 6, food: 'apples' });
  });

  it("refuses another user's collection, too many or too large files, too many recipes, an import past the account's limit and a source that is no web address, changing nothing", async () => {
    const cook = await api.otherUser('greta');
    const own = await cook.makeCollection('Mine');
    const other = await (await api.otherUser('hugo')).makeCollection('Hugo’s');
    const file = { name: 'soup.json', text: single };
    const manyRecipes = JSON.stringify(Array.from({ length: 2001 }, (_, n) => ({ '@type': 'Recipe', name: `Soup ${n}`, recipeIngredient: ['water'] })));
    const nineRecipes = JSON.stringify(Array.from({ length: 9 }, (_, n) => ({ '@type': 'Recipe', name: `Stew ${n}`, recipeIngredient: ['water'] })));
    const before = await api.snapshot();
    const attempts: Array<[ImportBody, number, Parameters<typeof expectRefusal>[2]]> = [
      [{ collectionId: other._id, files: [file] }, 404, 'RECIPE_COLLECTION_NOT_FOUND'],
      [{ collectionId: other._id, files: [file], dryRun: true }, 404, 'RECIPE_COLLECTION_NOT_FOUND'],
      [{ collectionId: own._id, files: Array.from({ length: 21 }, () => file) }, 413, 'RECIPE_IMPORT_TOO_MANY_FILES'],
      [{ collectionId: own._id, files: [{ name: 'big.json', text: ' '.repeat(5_000_001) }] }, 413, 'RECIPE_IMPORT_FILE_TOO_LARGE'],
      [{ collectionId: own._id, files: [{ name: 'many.json', text: manyRecipes }] }, 413, 'RECIPE_IMPORT_TOO_MANY_RECIPES'],
      [{ collectionId: own._id, files: [{ name: 'nine.json', text: nineRecipes }] }, 409, 'RECIPE_IMPORT_OVER_LIMIT'],
      [{ collectionId: own._id, files: [{ name: 'nine.json', text: nineRecipes }], dryRun: true }, 409, 'RECIPE_IMPORT_OVER_LIMIT'],
      [{ collectionId: own._id, pages: [{ url: 'javascript:alert(1)', name: 'Trap' }] }, 400, 'RECIPE_SOURCE_URL_INVALID'],
    ];
    for (const [body, status, code] of attempts) expectRefusal(await cook.call('importRecipes', { body }), status, code);
    expect(await api.snapshot()).toEqual(before);
  });
});
