import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { orderSidebarLinks } from '../testing/appLinks';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: {
    id: 'sidebar',
    links: orderSidebarLinks(),
    open: true,
    mode: 'docked',
    hasExtraPassword: false,
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen', router: { path: '/notes-collections' } },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2's default order; the current page (Notes) is marked, Passwords is disabled. */
export const DefaultOrder: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Notes' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Passwords' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A user's saved order (preferences.linkOrder); links it leaves out follow in default order. */
export const CustomOrder: Story = {
  args: { links: orderSidebarLinks(['settings', 'recipes', 'notes', 'home']) },
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(names.slice(0, 4)).toEqual(['Settings', 'Recipes', 'Notes', 'Home']);
  },
};

export const WithExtraPassword: Story = {
  args: { hasExtraPassword: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Passwords' })).toHaveAttribute('href', '/password-login');
  },
};

/** Closed by the burger: nothing is shown, but the element stays for aria-controls. */
export const Collapsed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    // The computed style, not just the attribute: CSS could override `hidden`.
    await expect(getComputedStyle(canvasElement.querySelector('#sidebar')!).display).toBe('none');
  },
};

export const PhoneDrawer: Story = {
  args: { mode: 'drawer' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inköpslista' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
