import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TwoFactorStep } from './TwoFactorStep';

const meta = {
  title: 'Features/Accounts/TwoFactorStep',
  component: TwoFactorStep,
  args: {
    code: '',
    isSubmitting: false,
    errorMessageId: null,
    onCodeChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
  parameters: { router: { path: '/login' } },
} satisfies Meta<typeof TwoFactorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Code');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveFocus();
  },
};

/** The recovery mode: its own field, for codes shown as xxxx-xxxx-xxxx-xxxx. */
export const RecoveryCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    const input = canvas.getByLabelText('Recovery code');
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'xA');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('a');
    await expect(args.onCodeChange).not.toHaveBeenCalledWith('x');
  },
};

export const Verifying: Story = { args: { code: '123456', isSubmitting: true } };

export const WrongCode: Story = {
  args: { code: '', errorMessageId: 'api.errors.wrongCode' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong code');
  },
};

export const Dark: Story = { args: WrongCode.args, globals: { theme: 'dark' } };

export const Swedish: Story = { args: WrongCode.args, globals: { locale: 'sv' } };

export const Phone: Story = { args: WrongCode.args, globals: { viewport: { value: 'phone360', isRotated: false } } };
