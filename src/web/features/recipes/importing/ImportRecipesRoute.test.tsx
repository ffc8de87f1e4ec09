// Proves /recipe-import against the fake recipes server: reached from a collection with it chosen,
// a JSON file and two addresses (one read, one refused in its own words) previewed without saving
// anything, then imported in one request; the way there from the collections; and the page in
// Swedish, asking for something to import before it asks the server.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '../../../../domain/preferences';
import { areaServer } from '../../../testing/openAreaApp';
import { testUser } from '../../../testing/testUser';
import { fakeRecipe, fakeRecipeCollection, installFakeRecipesServer } from '../fakeServer.testing';
import { bodies, openApp, queries, recipesServer } from '../routes.testing';

const soupFile = () => new File([JSON.stringify([{ '@type': 'Recipe', name: 'Lentil soup', recipeIngredient: ['2 dl lentils', '1 l water'] }])], 'soups.json', { type: 'application/json' });
const buns = { id: 'https://buns.example/cardamom', url: 'https://buns.example/cardamom', name: 'Cardamom buns', ingredients: ['5 dl flour'], steps: ['Knead.', 'Bake.'], servings: 24 };

describe('/recipe-import', () => {
  it('previews a file and the pages read from addresses without saving, then imports them into the collection it came from', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const baking = fakeRecipeCollection('Baking');
    const fake = recipesServer({
      collections: [baking, dinners],
      recipes: [fakeRecipe('Stew', dinners)],
      imports: { [buns.url]: buns, 'https://news.example/': { status: 422, code: 'RECIPE_NOT_FOUND_ON_PAGE' } },
    });
    const { user } = await openApp(`/recipe-collection/${dinners._id}`, fake);
    await user.click(await screen.findByRole('link', { name: 'Import recipes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Import recipes' })).toBeVisible();
    expect(document.title).toBe('Import recipes · Lifelog');
    expect(screen.getByLabelText('Into collection')).toHaveDisplayValue('Dinners');

    await user.upload(screen.getByLabelText('Recipe files'), soupFile());
    expect(await screen.findByText('soups.json')).toBeVisible();
    await user.click(screen.getByLabelText('Recipe page addresses'));
    await user.paste(`${buns.url}\nhttps://news.example/\n${buns.url}`);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('list', { name: 'What will be imported' });
    expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Lentil soupsoups.json · 2 ingredients · 0 steps',
      `Cardamom buns${buns.url} · 1 ingredient · 2 steps`,
    ]);
    expect(within(screen.getByRole('list', { name: 'Pages' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${buns.url}Read: Cardamom buns`,
      'https://news.example/No recipe was found on that page',
    ]);
    expect((await queries(fake.server, 'GET /recipe')).filter((query) => 'recipeUrl' in query)).toEqual([{ recipeUrl: buns.url }, { recipeUrl: 'https://news.example/' }]);
    const sent = await bodies(fake.server, 'POST /recipe-import');
    expect(sent).toEqual([
      {
        collectionId: dinners._id,
        files: [{ name: 'soups.json', text: expect.stringContaining('Lentil soup') }],
        pages: [{ url: buns.url, name: 'Cardamom buns', ingredients: ['5 dl flour'], steps: ['Knead.', 'Bake.'], servings: 24 }],
        dryRun: true,
      },
    ]);
    expect(fake.store.recipes.recipes.map((recipe) => recipe.name)).toEqual(['Stew']);

    await user.click(screen.getByRole('button', { name: 'Import 2 recipes' }));
    expect(await screen.findByText('2 recipes imported.')).toBeVisible();
    const { dryRun: _preview, ...real } = sent[0] as { dryRun: boolean };
    expect((await bodies(fake.server, 'POST /recipe-import')).at(-1)).toEqual(real);
    expect(fake.store.recipes.recipes.filter((recipe) => recipe.collectionId === dinners._id).map((recipe) => recipe.name).sort()).toEqual(['Cardamom buns', 'Lentil soup', 'Stew']);
    expect(screen.getByRole('link', { name: 'Open Dinners' })).toHaveAttribute('href', `/recipe-collection/${dinners._id}`);
  });

  it('is reached from the collections, and in Swedish asks for a file or an address before asking the server', async () => {
    const swedish = testUser({ preferences: { ...defaultPreferences, language: 2 } });
    const fake = areaServer(installFakeRecipesServer, { collections: [fakeRecipeCollection('Middagar')] }, swedish);
    const { user } = await openApp('/recipe-collections', fake);
    await user.click(await screen.findByRole('link', { name: 'Importera recept' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Importera recept' })).toBeVisible();
    expect(screen.getByLabelText('Till samling')).toHaveDisplayValue('Middagar');
    await user.click(screen.getByRole('button', { name: 'Förhandsgranska' }));
    expect(screen.getByText('Välj en fil eller skriv en adress.')).toHaveAttribute('role', 'alert');
    expect(await bodies(fake.server, 'POST /recipe-import')).toEqual([]);
  });
});
