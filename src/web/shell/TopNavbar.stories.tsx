import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TopNavbar } from './TopNavbar';

const meta = {
  title: 'Shell/TopNavbar',
  component: TopNavbar,
  args: { sidebarId: 'sidebar', sidebarOpen: true, onToggleSidebar: fn() },
  parameters: { layout: 'fullscreen' },
  // The element the burger controls, as in the shell.
  decorators: [(Story) => <><Story /><div id="sidebar" /></>],
} satisfies Meta<typeof TopNavbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const burger = canvas.getByRole('button', { name: 'Sidebar' });
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(burger);
    await expect(args.onToggleSidebar).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Options' })).toBeVisible();
  },
};

export const SidebarClosed: Story = { args: { sidebarOpen: false } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
