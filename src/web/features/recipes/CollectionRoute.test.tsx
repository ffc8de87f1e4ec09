// Proves /recipe-collection/:id against the fake recipes server: its recipes newest first with
// their facts and thumbnails (fetched with the token as blob URLs), a search within it through
// `query`, the empty state with the way to add one, and an unknown collection.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRecipe, fakeRecipeCollection } from './fakeServer.testing';
import { openApp, queries, recipesServer } from './routes.testing';

describe('/recipe-collection/:id', () => {
  it('lists its recipes newest first, with servings, time and thumbnail', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const soup = fakeRecipe('Soup', dinners, { servings: 4, totalTimeMs: 1_800_000, imageId: 'img000000777' });
    const stew = fakeRecipe('Stew', dinners);
    const fake = recipesServer({ collections: [dinners], recipes: [soup, stew], images: { imageIds: ['img000000777'] } });
    await openApp(`/recipe-collection/${dinners._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dinners' })).toBeVisible();
    expect(document.title).toBe('Recipe collection · Lifelog');
    const list = screen.getByRole('list', { name: 'Recipes' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace('Loading the photo…', ''))).toEqual(['Stew', 'Soup4 servings · 30 min']);
    expect(links[1]).toHaveAttribute('href', `/recipe/${soup._id}`);
    await waitFor(() => expect(links[1]!.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    const imageCall = fake.server.requests.find((request) => request.url.includes('/image/img000000777'))!;
    expect(new URL(imageCall.url).searchParams.get('size')).toBe('thumb');
    expect(imageCall.headers.get('x-access-token')).toBe('access-token');
    expect(screen.getByRole('link', { name: 'Add recipe' })).toHaveAttribute('href', `/add-recipe/${dinners._id}`);
  });

  it('searches within the collection and shows all again', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const fake = recipesServer({ collections: [dinners], recipes: [fakeRecipe('Soup', dinners, { ingredients: ['1 l stock'] }), fakeRecipe('Stew', dinners)] });
    const { user } = await openApp(`/recipe-collection/${dinners._id}`, fake);
    await user.type(await screen.findByRole('searchbox', { name: 'Search recipes' }), 'STOCK{Enter}');
    const results = await screen.findByRole('list', { name: 'Recipes matching “STOCK”' });
    expect(within(results).getAllByRole('link').map((link) => link.textContent)).toEqual(['Soup']);
    expect((await queries(fake.server, 'GET /recipe')).at(-1)).toEqual({ collectionId: dinners._id, query: 'STOCK' });
    await user.clear(screen.getByRole('searchbox', { name: 'Search recipes' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'pie{Enter}');
    expect(await screen.findByText('No recipe in this collection matches “pie”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(within(await screen.findByRole('list', { name: 'Recipes' })).getAllByRole('link')).toHaveLength(2);
  });

  it('explains an empty collection and links to adding a recipe', async () => {
    const empty = fakeRecipeCollection('Baking');
    const fake = recipesServer({ collections: [empty] });
    await openApp(`/recipe-collection/${empty._id}`, fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'No recipes yet' })).toBeVisible();
    expect(screen.getByText(/paste the address of any recipe page/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Add recipe' }).at(-1)).toHaveAttribute('href', `/add-recipe/${empty._id}`);
  });

  it('says when the collection does not exist, with the way to every collection', async () => {
    const fake = recipesServer();
    await openApp('/recipe-collection/rcolgone0000', fake);
    expect(await screen.findByRole('heading', { name: 'Recipe collection not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All recipe collections' })).toHaveAttribute('href', '/recipe-collections');
  });
});
