import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { orderSidebarLinks } from '../../testing/appLinks';
import { Toaster } from '../../shell/Toaster';
import { useToast } from '../../shell/ToastProvider';
import { settingsToastMessages } from './toasts';
import { SettingsScreen } from './SettingsScreen';

/** Shows the failed save's toast (sticky, so the story holds still), as the container would. */
function FailureToast() {
  const { show } = useToast();
  useEffect(() => show(settingsToastMessages.linksFailed, { kind: 'error', duration: 'sticky' }), [show]);
  return <Toaster />;
}
const withFailureToast: Decorator = (Story) => (
  <>
    <FailureToast />
    <Story />
  </>
);

const meta = {
  title: 'Features/Settings/SettingsScreen',
  component: SettingsScreen,
  args: {
    theme: 'light',
    language: 1,
    links: orderSidebarLinks(),
    isSavingLinks: false,
    onThemeChange: fn(),
    onLanguageChange: fn(),
    onMoveLink: fn(),
    onResetLinks: fn(),
  },
  parameters: { router: { path: '/settings' } },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Move Home up' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Move Notes up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveLink).toHaveBeenCalledWith('notes', 'up');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to default' }));
    await expect(args.onResetLinks).toHaveBeenCalled();
  },
};

/** A user's saved order (links it leaves out follow in default order). */
export const SavedOrder: Story = { args: { links: orderSidebarLinks(['settings', 'recipes', 'notes', 'home']) } };

export const Saving: Story = { args: { isSavingLinks: true } };

export const SaveFailed: Story = {
  decorators: [withFailureToast],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not save links')).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const Swedish: Story = { args: { language: 2 }, globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
