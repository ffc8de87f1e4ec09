import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProfileScreen } from './ProfileScreen';

const meta = {
  title: 'Features/Settings/ProfileScreen',
  component: ProfileScreen,
  args: { username: 'ada', isSaving: false, error: null, isChanged: false, onChangePassword: fn() },
  parameters: { router: { path: '/settings/profile' } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'old password');
    await userEvent.type(canvas.getByLabelText('New password'), 'new password!');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'new password!{Enter}');
    await expect(args.onChangePassword).toHaveBeenCalledWith({ currentPassword: 'old password', newPassword: 'new password!' });
  },
};

/** The client checks before sending: a new password under 10 characters is refused with the rule. */
export const TooShort: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'old password');
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'short{Enter}');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { isSaving: true } };

export const Changed: Story = { args: { isChanged: true } };

export const WrongPassword: Story = { args: { error: 'Wrong password' } };

/** The server's rate limit text, shown as written. */
export const RateLimited: Story = { args: { error: 'Too many attempts. Please try again later.' } };

export const Dark: Story = { args: { error: 'Wrong password' }, globals: { theme: 'dark' } };

export const Swedish: Story = { args: { isChanged: true }, globals: { locale: 'sv' } };

export const Phone: Story = { ...TooShort, globals: { viewport: { value: 'phone360', isRotated: false } } };
