import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SetupProfile } from './SetupProfile';

const meta = {
  title: 'Features/Accounts/SetupProfile',
  component: SetupProfile,
  args: {
    language: 1,
    theme: 'light',
    isSaving: false,
    error: null,
    onLanguageChange: fn(),
    onThemeChange: fn(),
    onEdit: fn(),
    onContinue: fn(),
    onSkip: fn(),
  },
  parameters: { router: { path: '/setup-profile' } },
} satisfies Meta<typeof SetupProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({ language: 1, theme: 'light' });
  },
};

/** Typing an extra password asks for the account password, which the server requires. */
export const WithExtraPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Extra password'), 'vault password');
    await expect(canvas.getByLabelText('Your account password')).toBeVisible();
  },
};

export const Saving: Story = { args: { isSaving: true } };

export const SaveFailed: Story = { args: { error: 'Could not update preferences' } };

export const Dark: Story = { args: { theme: 'dark', error: 'Could not update preferences' }, globals: { theme: 'dark' } };

export const Swedish: Story = { args: { language: 2 }, globals: { locale: 'sv' } };

export const Phone: Story = { ...WithExtraPassword, globals: { viewport: { value: 'phone360', isRotated: false } } };
