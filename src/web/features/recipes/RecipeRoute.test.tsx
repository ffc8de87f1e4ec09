// Proves /recipe/:id against the fake recipes, images and shopping servers: the recipe with its
// photo and facts, the servings scaler (lines without a quantity as written), steps ticked off and
// kept in sessionStorage, the screen kept awake (asked again when the page shows again; nothing
// breaks without the API), "Add ingredients to shopping list" (the default list first, headings
// out, scaled amounts, the request body, how many were added and merged), delete after asking,
// the sidebar's recipes of the collection, an unknown recipe, and a failed fetch with Try again.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refused } from '../../testing/fakeServer';
import { fakeRecipe, fakeRecipeCollection } from './fakeServer.testing';
import { fakeShoppingItem, fakeShoppingList } from '../shopping/fakeServer.testing';
import { bodies, openApp, recipesServer } from './routes.testing';

function pancakes(overrides: Parameters<typeof fakeRecipe>[2] = {}) {
  const breakfast = fakeRecipeCollection('Breakfast');
  const recipe = fakeRecipe('Pancakes', breakfast, {
    servings: 4,
    ingredients: ['## Batter', '3 dl flour', '6 dl milk', '2-3 eggs', 'salt'],
    steps: ['## Batter', 'Whisk flour and milk.', 'Add the eggs.', 'Fry in butter.'],
    prepTimeMs: 600_000,
    totalTimeMs: 1_800_000,
    sourceUrl: 'https://food.example/pancakes',
    notes: 'Serve with jam.',
    ...overrides,
  });
  return { breakfast, recipe };
}

const ingredientLines = () => within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('/recipe/:id', () => {
  it('shows the recipe with its photo, times, source, steps and notes', async () => {
    const { breakfast, recipe } = pancakes({ imageId: 'img000000555' });
    const fake = recipesServer({ collections: [breakfast], recipes: [recipe], images: { imageIds: ['img000000555'] } });
    await openApp(`/recipe/${recipe._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pancakes' })).toBeVisible();
    expect(document.title).toBe('Recipe · Lifelog');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo of Pancakes' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(screen.getByText('Prep: 10 min')).toBeVisible();
    expect(screen.getByRole('link', { name: 'food.example' })).toHaveAttribute('href', 'https://food.example/pancakes');
    expect(ingredientLines()).toEqual(['Batter', '3 dl flour', '6 dl milk', '2-3 eggs', 'salt']);
    // The heading lines of ingredients and steps are headings of their lists.
    expect(screen.getAllByRole('heading', { level: 3, name: 'Batter' })).toHaveLength(2);
    expect(screen.getByText('Serve with jam.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Pancakes' })).toHaveAttribute('href', `/add-recipe/${breakfast._id}/${recipe._id}`);
  });

  it('scales the ingredients to the servings chosen, keeping lines without a quantity as written', async () => {
    const { breakfast, recipe } = pancakes();
    const fake = recipesServer({ collections: [breakfast], recipes: [recipe] });
    const { user } = await openApp(`/recipe/${recipe._id}`, fake);
    const servings = await screen.findByRole('spinbutton', { name: 'Servings' });
    expect(servings).toHaveValue(4);
    expect(servings).toHaveAccessibleDescription('The recipe is written for 4.');
    await user.clear(servings);
    await user.type(servings, '6');
    expect(ingredientLines()).toEqual(['Batter', '4.5 dl flour', '9 dl milk', '3–4½ eggs', 'salt']);
  });

  it('ticks steps off while cooking and keeps them over a reload', async () => {
    const { breakfast, recipe } = pancakes();
    const fake = recipesServer({ collections: [breakfast], recipes: [recipe] });
    const { user } = await openApp(`/recipe/${recipe._id}`, fake);
    await user.click(await screen.findByRole('checkbox', { name: 'Whisk flour and milk.' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add the eggs.' }));
    expect(screen.getByText('2 of 3 done')).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem(`lifelog.recipes.checkedSteps.${recipe._id}`)!)).toEqual([1, 2]);

    document.body.innerHTML = '';
    await openApp(`/recipe/${recipe._id}`, fake);
    expect(await screen.findByRole('checkbox', { name: 'Whisk flour and milk.' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Fry in butter.' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('checkbox', { name: 'Add the eggs.' })).not.toBeChecked();
    expect(sessionStorage.getItem(`lifelog.recipes.checkedSteps.${recipe._id}`)).toBeNull();
  });

  it('keeps the screen awake, and asks again when the page shows again', async () => {
    const released: Array<() => void> = [];
    const request = vi.fn(async () => {
      const sentinel = new EventTarget() as WakeLockSentinel;
      Object.assign(sentinel, { release: vi.fn(async () => undefined) });
      released.push(() => sentinel.dispatchEvent(new Event('release')));
      return sentinel;
    });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { breakfast, recipe } = pancakes();
    const fake = recipesServer({ collections: [breakfast], recipes: [recipe] });
    await openApp(`/recipe/${recipe._id}`, fake);
    expect(await screen.findByText('The screen stays on while this recipe is open.')).toBeVisible();
    expect(request).toHaveBeenCalledWith('screen');
    // The browser lets go when the tab is hidden; back on the page, the lock is asked for again.
    act(() => released[0]!());
    await waitFor(() => expect(screen.queryByText('The screen stays on while this recipe is open.')).toBeNull());
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('The screen stays on while this recipe is open.')).toBeVisible();
  });

  it('works as usual where the browser has no wake lock or refuses it', async () => {
    Object.defineProperty(navigator, 'wakeLock', { value: { request: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))) }, configurable: true });
    const { breakfast, recipe } = pancakes();
    const fake = recipesServer({ collections: [breakfast], recipes: [recipe] });
    await openApp(`/recipe/${recipe._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pancakes' })).toBeVisible();
    expect(screen.queryByText('The screen stays on while this recipe is open.')).toBeNull();
  });

  it('adds the chosen ingredients, scaled, to the default shopping list and says how many merged', async () => {
    const { breakfast, recipe } = pancakes();
    const groceries = fakeShoppingList('Groceries');
    const weekend = fakeShoppingList('Weekend');
    const fake = recipesServer(
      { collections: [breakfast], recipes: [recipe], shopping: { lists: [groceries, weekend], items: [fakeShoppingItem('milk', weekend, { quantity: 1, unit: 'l' })] } },
      weekend._id,
    );
    const { user } = await openApp(`/recipe/${recipe._id}`, fake);
    const servings = await screen.findByRole('spinbutton', { name: 'Servings' });
    await user.clear(servings);
    await user.type(servings, '6');
    await user.click(screen.getByRole('button', { name: 'Add ingredients to shopping list' }));
    const panel = await screen.findByRole('region', { name: 'Add ingredients to shopping list' });
    const list = await within(panel).findByRole('combobox', { name: 'Shopping list' });
    expect(list).toHaveDisplayValue('Weekend (default)');
    const boxes = within(panel).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(['4.5 dl flour', '9 dl milk', '3–4½ eggs', 'salt']);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(within(panel).getByRole('checkbox', { name: 'salt' }));
    await user.click(within(panel).getByRole('button', { name: 'Add to list' }));
    expect(await within(panel).findByText('Weekend: 2 new items, 1 merged into an item already there.')).toBeVisible();
    expect(await bodies(fake.server, 'POST /shopping-item')).toEqual([
      {
        shoppingListId: weekend._id,
        mergeSameFood: true,
        items: [
          { name: 'flour', quantity: 4.5, unit: 'dl' },
          { name: 'milk', quantity: 9, unit: 'dl' },
          { name: 'eggs', quantity: 4.5, unit: null },
        ],
      },
    ]);
    expect(fake.store.shopping.items.find((item) => item.name === 'milk')).toMatchObject({ quantity: 1.9, unit: 'l' });
    expect(within(panel).getByRole('link', { name: 'Open Weekend' })).toHaveAttribute('href', `/shopping-list/${weekend._id}`);
    // A second tap would double every amount: the button rests, and the way on is the list.
    expect(within(panel).getByRole('button', { name: 'Added' })).toBeDisabled();
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Open Weekend' })).toHaveFocus());
    // Something else to add (the salt ticked again) may be added.
    await user.click(within(panel).getByRole('checkbox', { name: 'salt' }));
    expect(within(panel).getByRole('button', { name: 'Add to list' })).toBeEnabled();
  });

  it('says when there is no shopping list to add to', async () => {
    const { breakfast, recipe } = pancakes();
    const fake = recipesServer({ collections: [breakfast], recipes: [recipe] });
    const { user } = await openApp(`/recipe/${recipe._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Add ingredients to shopping list' }));
    expect(await screen.findByText('You have no shopping list yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Make a shopping list' })).toHaveAttribute('href', '/shopping-lists');
  });

  it('deletes the recipe after asking and goes back to its collection', async () => {
    const { breakfast, recipe } = pancakes();
    const fake = recipesServer({ collections: [breakfast], recipes: [recipe] });
    const { app, toasts, user } = await openApp(`/recipe/${recipe._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete Pancakes? This cannot be undone.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Pancakes' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/recipe-collection/${breakfast._id}`));
    expect(await bodies(fake.server, 'DELETE /recipe')).toEqual([{ recipeId: recipe._id }]);
    expect(toasts).toContain('Deleted recipe');
  });

  it('lists the recipes of its collection in the sidebar, oldest first', async () => {
    const { breakfast, recipe } = pancakes();
    const porridge = fakeRecipe('Porridge', breakfast);
    const fake = recipesServer({ collections: [breakfast], recipes: [porridge, recipe] });
    await openApp(`/recipe/${recipe._id}`, fake);
    const sidebar = await screen.findByRole('region', { name: 'Recipes in Breakfast' });
    await waitFor(() => expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Pancakes', 'Porridge']));
  });

  it('says when the recipe does not exist', async () => {
    const fake = recipesServer();
    await openApp('/recipe/rcpgone00000', fake);
    expect(await screen.findByRole('heading', { name: 'Recipe not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All recipe collections' })).toHaveAttribute('href', '/recipe-collections');
  });

  it('says when the recipe cannot be fetched, and tries again', async () => {
    const { breakfast, recipe } = pancakes();
    const fake = recipesServer({ collections: [breakfast], recipes: [recipe] });
    const real = fake.server.routes['GET /recipe']!;
    fake.server.routes['GET /recipe'] = () => refused(500, 'INTERNAL');
    const { toasts, user } = await openApp(`/recipe/${recipe._id}`, fake);
    expect(await screen.findByText('The recipe could not be fetched.')).toBeVisible();
    await waitFor(() => expect(toasts).toContain('Could not get the recipe'));
    fake.server.routes['GET /recipe'] = real;
    await user.click(within(screen.getByText('The recipe could not be fetched.').parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pancakes' })).toBeVisible();
  });
});
