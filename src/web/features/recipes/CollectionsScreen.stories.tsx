import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CollectionsScreen } from './CollectionsScreen';
import { collectionsFixture } from './recipes.fixtures';

const meta = {
  title: 'Features/Recipes/CollectionsScreen',
  component: CollectionsScreen,
  args: {
    collections: { status: 'ready', data: collectionsFixture },
    isAdding: false,
    onAdd: fn(async () => undefined),
    onRename: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { router: { path: '/recipe-collections' } },
} satisfies Meta<typeof CollectionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /^Weeknight dinners/ })).toHaveTextContent('12 recipes');
    await userEvent.type(canvas.getByLabelText('New collection'), 'Soups{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Soups');
  },
};

/** Deleting a collection with recipes asks what becomes of them: moved (first) or deleted. */
export const AskingToDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Weeknight dinners' }));
    await expect(canvas.getByText('Delete Weeknight dinners? What becomes of its 12 recipes?')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Move them to another collection' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete Weeknight dinners' }));
    await expect(args.onDelete).toHaveBeenCalledWith('rcoldinners1', { moveRecipesTo: 'rcolbaking01' });
  },
};

export const Empty: Story = {
  args: { collections: { status: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Start your first collection' })).toBeVisible();
  },
};

export const Loading: Story = { args: { collections: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { collections: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide: nothing overflows. */
export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
