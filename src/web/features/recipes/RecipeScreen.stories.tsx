import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { photoFixture, recipeFixture, shoppingListsFixture } from './recipes.fixtures';
import { RecipeScreen } from './RecipeScreen';

const meta = {
  title: 'Features/Recipes/RecipeScreen',
  component: RecipeScreen,
  args: {
    recipe: recipeFixture,
    photo: <img src={photoFixture} alt="Photo of Pancakes" style={{ width: '100%', display: 'block' }} />,
    checkedSteps: new Set([1]),
    onToggleStep: fn(),
    onResetSteps: fn(),
    isScreenAwake: true,
    isDeleting: false,
    onDelete: fn(async () => undefined),
    shopping: {
      lists: { status: 'ready', data: shoppingListsFixture },
      defaultListId: 'shopweekend1',
      isAdding: false,
      onOpen: fn(),
      onRetryLists: fn(),
      onAdd: fn(async () => ({ added: 3, merged: 1 })),
    },
  },
  parameters: { router: { path: '/recipe/rcppancakes1' } },
} satisfies Meta<typeof RecipeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scaled to 6 servings, then its ingredients go to the default list. */
export const ScaledToShoppingList: Story = {
  play: async ({ canvas, args }) => {
    const servings = canvas.getByRole('spinbutton', { name: 'Servings' });
    await userEvent.clear(servings);
    await userEvent.type(servings, '6');
    await expect(canvas.getByText('4.5 dl flour')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add ingredients to shopping list' }));
    const panel = canvas.getByRole('region', { name: 'Add ingredients to shopping list' });
    await expect(within(panel).getByRole('combobox', { name: 'Shopping list' })).toHaveDisplayValue('Weekend (default)');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add to list' }));
    await expect(args.shopping.onAdd).toHaveBeenCalledWith('shopweekend1', expect.arrayContaining([{ name: 'flour', quantity: 4.5, unit: 'dl' }]));
    await expect(await within(panel).findByText('Weekend: 3 new items, 1 merged into an item already there.')).toBeVisible();
  },
};

export const AskingToDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const WithoutServings: Story = { args: { recipe: { ...recipeFixture, servings: null, imageId: null, notes: '' }, isScreenAwake: false } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
