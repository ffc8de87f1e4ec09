import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordLoginForm } from './PasswordLoginForm';

const meta = {
  title: 'Features/Accounts/PasswordLoginForm',
  component: PasswordLoginForm,
  args: { isSubmitting: false, errorMessageId: null, onSubmit: fn() },
  parameters: { router: { path: '/password-login' } },
} satisfies Meta<typeof PasswordLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Submitting: Story = { args: { isSubmitting: true } };

/** Spec §8: a wrong extra password says 'Wrong password'. */
export const WrongPassword: Story = {
  args: { errorMessageId: 'accounts.errors.wrongPassword' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong password');
  },
};

export const Dark: Story = { args: WrongPassword.args, globals: { theme: 'dark' } };

export const Swedish: Story = { args: WrongPassword.args, globals: { locale: 'sv' } };

export const Phone: Story = { args: WrongPassword.args, globals: { viewport: { value: 'phone360', isRotated: false } } };
