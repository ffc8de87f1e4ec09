import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoginForm } from './LoginForm';

// Theme, language and router come from the decorators in .storybook/preview.tsx.
const meta = {
  title: 'Features/Accounts/LoginForm',
  component: LoginForm,
  args: { isSubmitting: false, errorMessageId: null, onSubmit: fn(), onEdit: fn() },
  parameters: { router: { path: '/login' } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Username'), 'ada');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'ada', password: 'correct horse' });
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  args: { errorMessageId: 'api.errors.wrongLogin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong username or password');
  },
};

export const Dark: Story = { args: WrongPassword.args, globals: { theme: 'dark' } };

export const Swedish: Story = { args: WrongPassword.args, globals: { locale: 'sv' } };

export const Phone: Story = { args: WrongPassword.args, globals: { viewport: { value: 'phone360', isRotated: false } } };
