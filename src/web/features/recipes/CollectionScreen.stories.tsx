import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CollectionScreen } from './CollectionScreen';
import { collectionsFixture, photoFixture, summariesFixture } from './recipes.fixtures';

const meta = {
  title: 'Features/Recipes/CollectionScreen',
  component: CollectionScreen,
  args: {
    collection: { status: 'ready', data: collectionsFixture[0]! },
    recipes: { status: 'ready', data: summariesFixture },
    query: '',
    onSearch: fn(),
    onRetry: fn(),
    onRetryRecipes: fn(),
    renderThumb: () => <img src={photoFixture} alt="" width={64} />,
  },
  parameters: { router: { path: '/recipe-collection/rcoldinners1' } },
} satisfies Meta<typeof CollectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /^Pancakes/ })).toHaveTextContent('4 servings · 30 min');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search recipes' }), 'soup{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('soup');
  },
};

export const NoMatches: Story = {
  args: { query: 'pie', recipes: { status: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No recipe in this collection matches “pie”.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { recipes: { status: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
  },
};

export const Loading: Story = { args: { recipes: { status: 'loading' } } };

export const RecipesFailed: Story = {
  args: { recipes: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryRecipes).toHaveBeenCalled();
  },
};

export const NotFound: Story = { args: { collection: { status: 'notFound' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
