import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConfirmPanel } from './ConfirmPanel';

// The texts are the caller's (an area's catalogue); these stand in for them.
const meta = {
  title: 'Components/Edit/ConfirmPanel',
  component: ConfirmPanel,
  args: {
    message: 'Delete the time group Work? Its 2 sub groups and 15 time stamps are deleted with it.',
    confirmLabel: 'Yes, delete Work',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete Work' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Busy: Story = { args: { isBusy: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
