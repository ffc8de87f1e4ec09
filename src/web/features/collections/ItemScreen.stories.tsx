import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { recordItemsFixture, recordsFixture } from './collections.fixtures';
import { ItemScreen } from './ItemScreen';

const meta = {
  title: 'Features/Collections/ItemScreen',
  component: ItemScreen,
  args: {
    item: { status: 'ready', data: [recordItemsFixture[0]!, recordsFixture] },
    onSave: fn(async () => undefined),
    onClearKept: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    isSaving: false,
    isDeleting: false,
    onRetry: fn(),
  },
  parameters: { router: { path: '/item/itemblue0001' } },
} satisfies Meta<typeof ItemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ rating______: 3 });
  },
};

/** A rating a type change could not convert is kept, with a way to clear it. */
export const KeptValues: Story = {
  args: { item: { status: 'ready', data: [recordItemsFixture[2]!, recordsFixture] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear kept values of Rating' })).toBeVisible();
  },
};

export const AskingToDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete item' }));
    await expect(canvas.getByText('Delete Blue from Records?')).toBeVisible();
  },
};

export const Loading: Story = { args: { item: { status: 'loading' } } };
export const NotFound: Story = { args: { item: { status: 'notFound' } } };
