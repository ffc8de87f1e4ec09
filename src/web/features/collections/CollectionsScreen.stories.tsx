import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { plantsFixture, recordsFixture } from './collections.fixtures';
import { CollectionsScreen } from './CollectionsScreen';

const meta = {
  title: 'Features/Collections/CollectionsScreen',
  component: CollectionsScreen,
  args: {
    collections: { status: 'ready', data: [recordsFixture, plantsFixture] },
    isAdding: false,
    onAdd: fn(async () => undefined),
    onRename: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { router: { path: '/collections' } },
} satisfies Meta<typeof CollectionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Records/ })).toHaveTextContent('3 items');
  },
};

/** Deleting asks first, saying how many items go with the collection. */
export const AskingToDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Records' }));
    await expect(canvas.getByText('Delete Records? Its items go too: 3 items.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { collections: { status: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No collections yet' })).toBeVisible();
  },
};

export const Loading: Story = { args: { collections: { status: 'loading' } } };

export const Failed: Story = {
  args: { collections: { status: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
