import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordLoginForm } from './PasswordLoginForm';

const meta = {
  title: 'Features/Accounts/PasswordLoginForm',
  component: PasswordLoginForm,
  args: { hasExtraPassword: true, isSubmitting: false, errorMessageId: null, onSubmit: fn(), onEdit: fn() },
  parameters: { router: { path: '/password-login' } },
} satisfies Meta<typeof PasswordLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The key derivation takes a second or more: the form says it is working. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('This takes a few seconds.');
  },
};

/** An extra password set before the vault was encrypted in the browser: a new one is set in Settings. */
export const VaultResetNeeded: Story = {
  args: { errorMessageId: 'accounts.errors.vaultResetNeeded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Set an extra password' })).toHaveAttribute('href', '/settings/auth');
  },
};

export const VaultResetNeededSwedish: Story = { args: VaultResetNeeded.args, globals: { locale: 'sv' } };

/** Spec §8: a wrong extra password says 'Wrong password'. */
export const WrongPassword: Story = {
  args: { errorMessageId: 'auth.errors.wrongPassword' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong password');
  },
};

/** A user without an extra password: no form, the way to set one. */
export const NoExtraPassword: Story = {
  args: { hasExtraPassword: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Extra password')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Set an extra password' })).toHaveAttribute('href', '/settings/auth');
  },
};

export const NoExtraPasswordDark: Story = { args: NoExtraPassword.args, globals: { theme: 'dark' } };

export const NoExtraPasswordSwedish: Story = { args: NoExtraPassword.args, globals: { locale: 'sv' } };

export const Dark: Story = { args: WrongPassword.args, globals: { theme: 'dark' } };

export const Swedish: Story = { args: WrongPassword.args, globals: { locale: 'sv' } };

export const Phone: Story = { args: WrongPassword.args, globals: { viewport: { value: 'phone360', isRotated: false } } };
