import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { drinkCollectionFixture } from './public.fixtures';
import { PublicDrinkCollectionScreen } from './PublicDrinkCollectionScreen';

const meta = {
  title: 'Features/Public/PublicDrinkCollectionScreen',
  component: PublicDrinkCollectionScreen,
  args: { collection: { status: 'ready', data: drinkCollectionFixture }, onRetry: fn() },
  parameters: { router: { path: '/public/drink-collection/tok' } },
} satisfies Meta<typeof PublicDrinkCollectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Negroni/ })).toHaveAttribute('href', '#drink-1');
    await expect(canvas.getAllByRole('link', { name: 'Back to the list of drinks' })).toHaveLength(2);
  },
};

/** The first page of a larger collection: how many are shown so far, and the next page on demand. */
export const MoreToCome: Story = {
  args: { collection: { status: 'ready', data: { ...drinkCollectionFixture, next: 'page2' } }, more: { hasMore: true, isLoading: false, onShowMore: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 drinks shown, more to come')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more drinks' }));
    await expect(args.more!.onShowMore).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { collection: { status: 'ready', data: { name: 'Empty bar', drinks: [], next: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This collection has no drinks yet.')).toBeVisible();
  },
};

export const Gone: Story = { args: { collection: { status: 'notFound' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };

export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } } };
