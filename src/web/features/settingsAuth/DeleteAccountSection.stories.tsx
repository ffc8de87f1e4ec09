import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DeleteAccountSection } from './DeleteAccountSection';

const meta = {
  title: 'Features/SettingsAuth/DeleteAccountSection',
  component: DeleteAccountSection,
  args: { twoFactorOn: false, isBusy: false, error: null, onDelete: fn(), onEdit: fn() },
  parameters: { router: { path: '/settings/auth' } },
} satisfies Meta<typeof DeleteAccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What goes is said before anything is asked. */
export const Closed: Story = {};

/** The password asked again; the button names the deletion. */
export const Confirming: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account…' }));
    const field = canvas.getByLabelText('Your account password');
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account and everything in it' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ password: 'correct horse battery' });
  },
};

/** With 2FA on a code is asked too; the server's refusal is shown above the fields. */
export const WithCodeAndRefusal: Story = {
  args: { twoFactorOn: true, error: 'Wrong password' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account…' }));
    await expect(canvas.getByLabelText('Code from the app')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong password');
  },
};
