import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureToday, flourFixture, groupsFixture, pantryItemsFixture, recipesFixture } from './storage.fixtures';
import { StorageItemScreen } from './StorageItemScreen';

const { groupName: _groupName, ...milk } = pantryItemsFixture[2]!;

const meta = {
  title: 'Features/Storage/StorageItemScreen',
  component: StorageItemScreen,
  args: {
    item: { status: 'ready', data: [milk, groupsFixture] },
    recipes: { status: 'ready', data: recipesFixture },
    today: fixtureToday,
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    isDeleting: false,
    onRetry: fn(),
    onRetryRecipes: fn(),
  },
  parameters: { router: { path: `/storage-item/${milk._id}` } },
} satisfies Meta<typeof StorageItemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Expires today')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Recipes that use this' })).getByRole('link', { name: 'Pancakes' })).toHaveAttribute('href', '/recipe/recipe000002');
    const form = canvas.getByRole('form', { name: 'Edit item' });
    await userEvent.selectOptions(within(form).getByLabelText('Place'), 'Freezer');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Milk', quantity: 1, unit: 'l', bestBefore: '2026-11-26', note: '', isFood: true, storageGroupId: 'stgrfreezer1' });
  },
};

export const LongNameWithNote: Story = { args: { item: { status: 'ready', data: [flourFixture, groupsFixture] } } };

export const NotFood: Story = {
  args: { item: { status: 'ready', data: [{ ...milk, name: 'Candles', isFood: false, bestBefore: null }, groupsFixture] }, recipes: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/not marked as food/)).toBeVisible();
  },
};

export const NoRecipes: Story = { args: { recipes: { status: 'ready', data: [] } } };

export const RecipesLoading: Story = { args: { recipes: { status: 'loading' } } };

export const RecipesFailed: Story = {
  args: { recipes: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryRecipes).toHaveBeenCalled();
  },
};

export const AskingToDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete item' }));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete Milk' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { item: { status: 'loading' }, recipes: null } };

export const NotFound: Story = { args: { item: { status: 'notFound' }, recipes: null } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Recept som använder den' })).toBeVisible();
  },
};

/** 360 px wide: the fields stack, and nothing overflows. */
export const PhoneDark: Story = {
  args: LongNameWithNote.args,
  globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
