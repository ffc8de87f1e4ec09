import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DeleteContainerPanel } from './DeleteContainerPanel';

// The texts are the caller's (an area's catalogue): plain descriptors stand in for them here.
const text = (id: string, defaultMessage: string) => ({ id, defaultMessage });

const meta = {
  title: 'Components/Edit/DeleteContainerPanel',
  component: DeleteContainerPanel,
  args: {
    name: 'Classics',
    count: 3,
    others: [
      { _id: 'dcolsummer01', name: 'Summer' },
      { _id: 'dcolhouse001', name: 'House specials' },
    ],
    messages: {
      question: text('story.question', 'Delete {name}? What becomes of its {count} drinks?'),
      emptyQuestion: text('story.emptyQuestion', 'Delete {name}?'),
      confirm: text('story.confirm', 'Yes, delete {name}'),
      cancel: text('story.cancel', 'Cancel'),
      move: text('story.move', 'Move them to another collection'),
      deleteContents: text('story.deleteContents', 'Delete them with it'),
      moveTarget: text('story.moveTarget', 'Collection to move them to'),
    },
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DeleteContainerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MovesByDefault: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Collection to move them to' }), 'House specials');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete Classics' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ moveTo: 'dcolhouse001' });
  },
};

export const DeletesContents: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Delete them with it' }));
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete Classics' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ deleteContents: true });
  },
};

export const NowhereToMove: Story = {
  args: { others: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Move them to another collection' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Delete them with it' })).toBeChecked();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Delete Classics?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete Classics' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ empty: true });
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
