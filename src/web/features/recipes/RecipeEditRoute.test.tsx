// Proves /add-recipe/:collectionId/:edit? against the fake recipes and images servers: a new
// recipe saved with every field (the request body, 'Added recipe', the recipe opens), an import
// that fills the form for review, the import's refusals in their own words, a photo uploaded as
// raw bytes and saved with the recipe, the 5 MB check before any upload, the server's refusal of a
// file, an edit ('Updated recipe'), the form's own complaints, and an unknown recipe.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRecipe, fakeRecipeCollection } from './fakeServer.testing';
import { bodies, openApp, recipesServer } from './routes.testing';

const pancakePage = 'https://food.example/pancakes';
const suggestion = {
  id: pancakePage,
  url: pancakePage,
  name: 'Pancakes',
  ingredients: ['3 dl flour', '6 dl milk', '3 eggs'],
  steps: ['Whisk.', 'Fry.'],
  servings: 4,
  totalTimeMs: 1_800_000,
};

describe('/add-recipe/:collectionId', () => {
  it('saves a new recipe with every field and opens it', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const fake = recipesServer({ collections: [dinners] });
    const { app, toasts, user } = await openApp(`/add-recipe/${dinners._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'New recipe' })).toBeVisible();
    expect(document.title).toBe('Add or edit recipe · Lifelog');
    await user.type(screen.getByLabelText('Name'), ' Soup ');
    await user.type(screen.getByLabelText('Servings'), '4');
    await user.type(screen.getByLabelText('Prep time (minutes)'), '10');
    await user.type(screen.getByLabelText('Cook time (minutes)'), '20');
    await user.type(screen.getByLabelText('Source URL'), 'https://soup.example');
    await user.type(screen.getByLabelText('Ingredients'), '## Base{Enter}1 l stock{Enter}{Enter}2 carrots');
    await user.type(screen.getByLabelText('Steps'), 'Boil.{Enter}Serve.');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Good with bread');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContain('Added recipe'));
    expect(await bodies(fake.server, 'POST /recipe')).toEqual([
      {
        collectionId: dinners._id,
        name: 'Soup',
        servings: 4,
        prepTimeMs: 600_000,
        cookTimeMs: 1_200_000,
        totalTimeMs: null,
        sourceUrl: 'https://soup.example',
        ingredients: ['## Base', '1 l stock', '2 carrots'],
        steps: ['Boil.', 'Serve.'],
        notes: 'Good with bread',
        imageId: null,
      },
    ]);
    const made = fake.store.recipes.recipes[0]!;
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/recipe/${made._id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Soup' })).toBeVisible();
  });

  it('fills the form from a recipe page for review, and saves what was read', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const fake = recipesServer({ collections: [dinners], imports: { [pancakePage]: suggestion } });
    const { user } = await openApp(`/add-recipe/${dinners._id}`, fake);
    await user.type(await screen.findByLabelText('Recipe URL'), pancakePage);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(`Read from ${pancakePage}. Check the recipe below, then save it.`)).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Pancakes');
    expect(screen.getByLabelText('Servings')).toHaveValue(4);
    expect(screen.getByLabelText('Total time (minutes)')).toHaveValue(30);
    expect(screen.getByLabelText('Source URL')).toHaveValue(pancakePage);
    expect(screen.getByLabelText('Ingredients')).toHaveValue('3 dl flour\n6 dl milk\n3 eggs');
    expect(screen.getByLabelText('Steps')).toHaveValue('Whisk.\nFry.');
    // Nothing is saved until Save.
    expect(fake.store.recipes.recipes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.store.recipes.recipes.map((recipe) => recipe.name)).toEqual(['Pancakes']));
    expect((await bodies(fake.server, 'POST /recipe'))[0]).toMatchObject({ name: 'Pancakes', servings: 4, totalTimeMs: 1_800_000, ingredients: suggestion.ingredients, steps: suggestion.steps, sourceUrl: pancakePage });
  });

  it('says why a page could not be imported, in the client\'s words', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const fake = recipesServer({ collections: [dinners], imports: { 'https://blog.example/': { status: 422, code: 'RECIPE_NOT_FOUND_ON_PAGE' } } });
    const { user } = await openApp(`/add-recipe/${dinners._id}`, fake);
    const url = await screen.findByLabelText('Recipe URL');
    await user.type(url, 'https://blog.example/{Enter}');
    expect(await screen.findByText('No recipe was found on that page')).toBeVisible();
    expect(url).toHaveAccessibleDescription('No recipe was found on that page');
    await user.clear(url);
    await user.type(url, 'ftp://files.example/x{Enter}');
    expect(await screen.findByText('Enter the full address of the recipe page, starting with http:// or https://')).toBeVisible();
    await user.clear(url);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Paste the address of a recipe page')).toBeVisible();
  });

  it('uploads a photo as raw bytes, shows it, and saves it with the recipe', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const fake = recipesServer({ collections: [dinners] });
    const { user } = await openApp(`/add-recipe/${dinners._id}`, fake);
    await user.type(await screen.findByLabelText('Name'), 'Soup');
    await user.upload(screen.getByLabelText('Photo'), new File([new Uint8Array([137, 80, 78, 71])], 'soup.png', { type: 'image/png' }));
    expect(await screen.findByText('Photo uploaded')).toBeVisible();
    const [upload] = await fake.server.calls('POST /image');
    expect(upload!.request.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await upload!.request.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    const imageId = fake.store.images.images[0]!._id;
    await waitFor(() => expect(screen.getByRole('img', { name: 'Soup' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.store.recipes.recipes[0]?.imageId).toBe(imageId));
  });

  it('refuses a file over 5 MB before sending it, and says what the server refused', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const fake = recipesServer({ collections: [dinners] });
    const { user } = await openApp(`/add-recipe/${dinners._id}`, fake);
    const photo = await screen.findByLabelText('Photo');
    await user.upload(photo, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('That file is larger than 5 MB. Choose a smaller photo.')).toBeVisible();
    expect(await fake.server.calls('POST /image')).toEqual([]);
    fake.server.routes['POST /image'] = () => new Response(JSON.stringify({ status: false, error: { code: 'IMAGE_TYPE_NOT_SUPPORTED', message: 'x' } }), { status: 415, headers: { 'content-type': 'application/json' } });
    await user.upload(photo, new File([new Uint8Array([1, 2, 3])], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('That file is not a JPEG, PNG, WebP, GIF or AVIF image')).toBeVisible();
  });

  it('asks for a name and sensible numbers before saving', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const fake = recipesServer({ collections: [dinners] });
    const { user } = await openApp(`/add-recipe/${dinners._id}`, fake);
    await user.type(await screen.findByLabelText('Servings'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Give the recipe a name')).toBeVisible();
    expect(screen.getByText('Servings are a number from 1 to 1,000')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(await fake.server.calls('POST /recipe')).toEqual([]);
  });
});

describe('/add-recipe/:collectionId/:edit', () => {
  it('edits a saved recipe and says so', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const soup = fakeRecipe('Soup', dinners, { servings: 2, ingredients: ['1 l stock'], steps: ['Boil.'], cookTimeMs: 1_200_000, notes: 'Salt' });
    const fake = recipesServer({ collections: [dinners], recipes: [soup] });
    const { app, toasts, user } = await openApp(`/add-recipe/${dinners._id}/${soup._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit recipe' })).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Soup');
    expect(screen.getByLabelText('Cook time (minutes)')).toHaveValue(20);
    expect(screen.getByLabelText('Ingredients')).toHaveValue('1 l stock');
    await user.clear(screen.getByLabelText('Servings'));
    await user.type(screen.getByLabelText('Servings'), '6');
    await user.type(screen.getByLabelText('Ingredients'), '{Enter}1 onion');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContain('Updated recipe'));
    expect(await bodies(fake.server, 'PUT /recipe')).toEqual([
      { recipeId: soup._id, name: 'Soup', servings: 6, prepTimeMs: null, cookTimeMs: 1_200_000, totalTimeMs: null, sourceUrl: null, ingredients: ['1 l stock', '1 onion'], steps: ['Boil.'], notes: 'Salt', imageId: null },
    ]);
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/recipe/${soup._id}`));
  });

  it('says when the recipe to edit does not exist', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const fake = recipesServer({ collections: [dinners] });
    await openApp(`/add-recipe/${dinners._id}/rcpgone00000`, fake);
    expect(await screen.findByRole('heading', { name: 'Recipe not found' })).toBeVisible();
  });
});
