import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { username: 'ada', sidebarId: 'sidebar', sidebarOpen: true, onToggleSidebar: fn(), onSignOut: fn() },
  parameters: { layout: 'fullscreen' },
  // Room above for the user menu, which opens upwards; and the element the toggle controls.
  decorators: [(Story) => <div style={{ paddingTop: '8rem' }}><div id="sidebar" /><Story /></div>],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await userEvent.click(canvas.getByRole('button', { name: 'User menu (ada)' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** Logged out (e.g. on /login): only the theme and language switches. */
export const LoggedOut: Story = {
  args: { username: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Settings' })).toBeNull();
  },
};

export const LongUsername: Story = {
  args: { username: 'a.very.long.username.that.does.not.fit@example.com' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const Dark: Story = { globals: { theme: 'dark' } };
