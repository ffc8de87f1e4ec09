import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { recordsFixture } from './public.fixtures';
import { PublicCollectionScreen } from './PublicCollectionScreen';

const meta = {
  title: 'Features/Public/PublicCollectionScreen',
  component: PublicCollectionScreen,
  args: { collection: { status: 'ready', data: recordsFixture }, onRetry: fn() },
  parameters: { router: { path: '/public/collection/tok' } },
} satisfies Meta<typeof PublicCollectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Items' })).toBeVisible();
    // The table scrolls by keyboard on a phone.
    await expect(canvas.getByRole('region', { name: 'Items' })).toHaveAttribute('tabindex', '0');
  },
};

export const Empty: Story = {
  args: { collection: { status: 'ready', data: { ...recordsFixture, items: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This collection has no items yet.')).toBeVisible();
  },
};

export const Gone: Story = { args: { collection: { status: 'notFound' } } };

export const Loading: Story = { args: { collection: { status: 'loading' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };

export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } } };
