import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { testUser } from '../testing/testUser';
import { AppShell } from './AppShell';

/** The story's signed-in user (.storybook/withAccount.tsx), with a saved link order if given. */
const signedIn = (linkOrder?: string[]) => ({ user: testUser({ preferences: { ...testUser().preferences, linkOrder } }) });

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  args: {
    children: (
      <div style={{ padding: '1rem' }}>
        <h1>Notes</h1>
        <p>The screen the route renders goes here.</p>
      </div>
    ),
  },
  parameters: { layout: 'fullscreen', router: { path: '/notes-collections' }, ...signedIn() },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Options' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('The screen the route renders goes here.');
  },
};

export const LoggedInDark: Story = { globals: { theme: 'dark' } };

export const LoggedInSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
  },
};

export const CustomLinkOrder: Story = { parameters: signedIn(['counter', 'drinks', 'home']) };

export const LoggedOut: Story = {
  parameters: { router: { path: '/login' }, user: null },
  args: { children: <div style={{ padding: '1rem' }}><h1>Sign in</h1></div> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeVisible();
  },
};

export const CommandLineRoute: Story = {
  parameters: { router: { path: '/cli' } },
  args: { children: <div style={{ padding: '1rem' }}><h1>Command line</h1></div> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
  },
};

/** 360 px wide: the sidebar is a closed drawer, the bottom bar shows, and nothing overflows. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    const burger = within(canvas.getByRole('banner')).getByRole('button', { name: 'Sidebar' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    // The closed drawer takes no room and covers nothing (computed style, not just `hidden`).
    const drawer = canvasElement.ownerDocument.getElementById(burger.getAttribute('aria-controls')!)!;
    await expect(getComputedStyle(drawer).display).toBe('none');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await userEvent.click(burger);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(getComputedStyle(drawer).display).toBe('none');
  },
};

export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } } };

export const Offline: Story = {
  parameters: { connectivity: 'offline' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You are offline/)).toBeVisible();
  },
};

/** A page longer than the window: the sidebar runs from the navbar to the pinned footer, and the app name is a short link. */
export const LongPageDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    children: (
      <div style={{ padding: '1rem' }}>
        <h1>Notes</h1>
        {Array.from({ length: 60 }, (_, index) => (
          <p key={index}>Line {index + 1} of a long page.</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const sidebar = canvas.getByRole('navigation', { name: 'Main' }).getBoundingClientRect();
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const footer = canvas.getByRole('contentinfo').getBoundingClientRect();
    await expect(Math.round(sidebar.top)).toBe(Math.round(header.bottom));
    await expect(Math.round(sidebar.bottom)).toBe(Math.round(footer.top));
    await expect(Math.round(footer.bottom)).toBe(view.innerHeight);
    const brand = within(canvas.getByRole('banner')).getByRole('link', { name: 'Lifelog' }).getBoundingClientRect();
    await expect(brand.width).toBeLessThan(header.width / 4);
  },
};
