import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Features/Accounts/RegisterForm',
  component: RegisterForm,
  args: {
    isSubmitting: false,
    errorMessageId: null,
    language: 1,
    onLanguageChange: fn(),
    onSubmit: fn(),
    onEdit: fn(),
  },
  parameters: { router: { path: '/register' } },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Submitting: Story = { args: { isSubmitting: true } };

export const UsernameTaken: Story = {
  args: { errorMessageId: 'api.errors.usernameTaken' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Username is taken');
  },
};

/** The browser checks the rules before a request, worded as the server words them. */
export const RulesBroken: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Username'), 'a b');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { ...RulesBroken, globals: { theme: 'dark' } };

export const Swedish: Story = { args: { ...UsernameTaken.args, language: 2 }, globals: { locale: 'sv' } };

export const Phone: Story = { ...RulesBroken, globals: { viewport: { value: 'phone360', isRotated: false } } };
