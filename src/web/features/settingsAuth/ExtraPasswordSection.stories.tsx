import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExtraPasswordSection } from './ExtraPasswordSection';

const meta = {
  title: 'Features/SettingsAuth/ExtraPasswordSection',
  component: ExtraPasswordSection,
  args: { hasExtraPassword: false, isSaving: false, error: null, onSave: fn() },
  parameters: { router: { path: '/settings/auth' } },
} satisfies Meta<typeof ExtraPasswordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Your account password'), 'account pw');
    await userEvent.type(canvas.getByLabelText('New extra password'), 'vault password');
    await userEvent.type(canvas.getByLabelText('Repeat the new extra password'), 'vault password{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ currentPassword: 'account pw', extraPassword: 'vault password' });
  },
};

export const Change: Story = { args: { hasExtraPassword: true } };

export const WrongPassword: Story = { args: { hasExtraPassword: true, error: 'Wrong password' } };

export const Saving: Story = { args: { isSaving: true } };

export const Dark: Story = { args: { error: 'Wrong password' }, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
