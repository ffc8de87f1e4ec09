import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NameForm } from './NameForm';

// The texts are the caller's (an area's catalogue); these stand in for them.
const meta = {
  title: 'Components/Edit/NameForm',
  component: NameForm,
  args: { label: 'New time group', submitLabel: 'Add time group', requiredMessage: 'Enter a name', onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof NameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Adding: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('New time group'), '  Work {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Work');
    await expect(canvas.getByLabelText('New time group')).toHaveValue('');
  },
};

export const NameMissing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add time group' }));
    await expect(canvas.getByLabelText('New time group')).toHaveAccessibleDescription('Enter a name');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Renaming: Story = {
  args: { label: 'New name for Work', submitLabel: 'Save', initialName: 'Work', cancelLabel: 'Cancel', onCancel: fn(), autoFocus: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('New name for Work')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Busy: Story = { args: { isBusy: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { args: Renaming.args, globals: { viewport: { value: 'phone360', isRotated: false } } };
