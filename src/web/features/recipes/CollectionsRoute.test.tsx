// Proves /recipe-collections as a route of the app against the fake recipes server: the
// collections with their counts (also in the sidebar), adding and renaming with spec §8's toasts,
// deleting an empty one, deleting one with recipes after choosing to move them or delete them,
// and a failed fetch with Try again.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refused } from '../../testing/fakeServer';
import { fakeRecipe, fakeRecipeCollection } from './fakeServer.testing';
import { bodies, openApp, queries, recipesServer } from './routes.testing';

const collectionsList = () => screen.getByRole('list', { name: 'Your collections' });

describe('/recipe-collections', () => {
  it('lists every collection with its recipe count, in the page and in the sidebar', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const baking = fakeRecipeCollection('Baking');
    const fake = recipesServer({ collections: [dinners, baking], recipes: [fakeRecipe('Soup', dinners), fakeRecipe('Stew', dinners)] });
    await openApp('/recipe-collections', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    expect(document.title).toBe('Recipes · Lifelog');
    const links = within(collectionsList()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dinners2 recipes', 'Baking0 recipes']);
    expect(links[0]).toHaveAttribute('href', `/recipe-collection/${dinners._id}`);
    const sidebar = await screen.findByRole('region', { name: 'Recipe collections' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dinners', 'Baking']);
  });

  it('explains collections to a new user and adds one', async () => {
    const fake = recipesServer();
    const { toasts, user } = await openApp('/recipe-collections', fake);
    expect(await screen.findByRole('heading', { level: 2, name: 'Start your first collection' })).toBeVisible();
    await user.type(screen.getByLabelText('New collection'), ' Dinners {Enter}');
    expect(await within(await screen.findByRole('list', { name: 'Your collections' })).findByRole('link', { name: /^Dinners/ })).toBeVisible();
    expect(await bodies(fake.server, 'POST /recipe-collection')).toEqual([{ name: 'Dinners' }]);
    expect(toasts).toContain('Added recipe collection');
  });

  it('renames a collection in its row', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const fake = recipesServer({ collections: [dinners] });
    const { toasts, user } = await openApp('/recipe-collections', fake);
    await user.click(await screen.findByRole('button', { name: 'Rename Dinners' }));
    const field = screen.getByLabelText('New name for Dinners');
    await user.clear(field);
    await user.type(field, 'Suppers{Enter}');
    expect(await within(collectionsList()).findByRole('link', { name: /^Suppers/ })).toBeVisible();
    expect(await bodies(fake.server, 'PUT /recipe-collection')).toEqual([{ recipeCollectionId: dinners._id, name: 'Suppers' }]);
    expect(toasts).toContain('Updated recipe collection');
  });

  it('deletes an empty collection after asking', async () => {
    const baking = fakeRecipeCollection('Baking');
    const fake = recipesServer({ collections: [baking] });
    const { user } = await openApp('/recipe-collections', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Baking' }));
    expect(screen.getByText('Delete Baking?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Baking' }));
    await waitFor(() => expect(fake.store.recipes.collections).toEqual([]));
    expect(await queries(fake.server, 'DELETE /recipe-collection')).toEqual([{ recipeCollectionId: baking._id }]);
  });

  it('moves the recipes of a deleted collection into the one chosen', async () => {
    const dinners = fakeRecipeCollection('Dinners');
    const baking = fakeRecipeCollection('Baking');
    const old = fakeRecipeCollection('Old');
    const soup = fakeRecipe('Soup', old);
    const fake = recipesServer({ collections: [dinners, baking, old], recipes: [soup] });
    const { toasts, user } = await openApp('/recipe-collections', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Old' }));
    expect(screen.getByText('Delete Old? What becomes of its 1 recipe?')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Move them to another collection' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection to move them to' }), 'Baking');
    await user.click(screen.getByRole('button', { name: 'Yes, delete Old' }));
    await waitFor(() => expect(toasts).toContain('Deleted recipe collection'));
    expect(await queries(fake.server, 'DELETE /recipe-collection')).toEqual([{ recipeCollectionId: old._id, moveRecipesTo: baking._id }]);
    expect(fake.store.recipes.recipes.map((recipe) => recipe.collectionId)).toEqual([baking._id]);
    expect(await within(collectionsList()).findByRole('link', { name: /^Baking1 recipe/ })).toBeVisible();
  });

  it('deletes the recipes with their collection when asked to', async () => {
    const only = fakeRecipeCollection('Only');
    const fake = recipesServer({ collections: [only], recipes: [fakeRecipe('Soup', only), fakeRecipe('Stew', only)] });
    const { user } = await openApp('/recipe-collections', fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Only' }));
    // Nowhere to move them: deleting is the only way.
    expect(screen.getByRole('radio', { name: 'Move them to another collection' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Delete them with it' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Only' }));
    await waitFor(() => expect(fake.store.recipes.recipes).toEqual([]));
    expect(await queries(fake.server, 'DELETE /recipe-collection')).toEqual([{ recipeCollectionId: only._id, deleteRecipes: 'true' }]);
  });

  it('says when the collections cannot be fetched, and tries again', async () => {
    const fake = recipesServer({ collections: [fakeRecipeCollection('Dinners')] });
    const real = fake.server.routes['GET /recipe-collection']!;
    fake.server.routes['GET /recipe-collection'] = () => refused(500, 'INTERNAL');
    const { toasts, user } = await openApp('/recipe-collections', fake);
    expect(await screen.findByText('Your recipe collections could not be fetched.')).toBeVisible();
    await waitFor(() => expect(toasts).toContain('Could not get the recipe collections'));
    fake.server.routes['GET /recipe-collection'] = real;
    await user.click(within(screen.getByText('Your recipe collections could not be fetched.').parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await within(await screen.findByRole('list', { name: 'Your collections' })).findByRole('link', { name: /^Dinners/ })).toBeVisible();
  });
});
