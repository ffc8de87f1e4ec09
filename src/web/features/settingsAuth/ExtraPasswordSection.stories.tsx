import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExtraPasswordSection } from './ExtraPasswordSection';

const meta = {
  title: 'Features/SettingsAuth/ExtraPasswordSection',
  component: ExtraPasswordSection,
  args: { status: 'notSet', isSaving: false, error: null, onSave: fn() },
  parameters: { router: { path: '/settings/auth' } },
} satisfies Meta<typeof ExtraPasswordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Your account password'), 'account pw');
    await userEvent.type(canvas.getByLabelText('New extra password'), 'vault password');
    await userEvent.type(canvas.getByLabelText('Repeat the new extra password'), 'vault password{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ mode: 'set', currentPassword: 'account pw', extraPassword: 'vault password' });
  },
};

/** Changing asks the current extra password too, which unlocks the vault key in the browser. */
export const Change: Story = {
  args: { status: 'set' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Your account password'), 'account pw');
    await userEvent.type(canvas.getByLabelText('Current extra password'), 'vault password');
    await userEvent.type(canvas.getByLabelText('New extra password'), 'a new vault password');
    await userEvent.type(canvas.getByLabelText('Repeat the new extra password'), 'a new vault password{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      mode: 'change',
      currentPassword: 'account pw',
      currentExtraPassword: 'vault password',
      extraPassword: 'a new vault password',
    });
  },
};

/** "Forgot it?" leads to the reset, behind the warning that every saved password goes. */
export const Forgotten: Story = {
  args: { status: 'set' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot it?' }));
    await expect(canvas.getByRole('button', { name: 'Delete saved passwords and set new extra password' })).toBeVisible();
    await expect(canvas.queryByLabelText('Current extra password')).toBeNull();
  },
};

/** An extra password set before the vault: only the reset is offered. */
export const ResetNeeded: Story = { args: { status: 'resetNeeded' } };

export const WrongPassword: Story = { args: { status: 'set', error: 'Wrong password' } };

export const Saving: Story = { args: { isSaving: true } };

export const Dark: Story = { args: { status: 'resetNeeded', error: 'Wrong password' }, globals: { theme: 'dark' } };

export const Swedish: Story = { args: { status: 'set' }, globals: { locale: 'sv' } };

export const Phone: Story = { args: { status: 'set' }, globals: { viewport: { value: 'phone360', isRotated: false } } };
