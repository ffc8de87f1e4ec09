import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BottomBar } from './BottomBar';

const meta = {
  title: 'Shell/BottomBar',
  component: BottomBar,
  parameters: { layout: 'fullscreen', router: { path: '/time-groups' } },
  // A phone's bar: on wide screens it is hidden by design.
  globals: { viewport: { value: 'phone360', isRotated: false } },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to top' })).toBeVisible();
    for (const name of ['Notes', 'Time Tracker', 'Shopping List', 'Recipes']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Time Tracker' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } } };

export const Swedish: Story = {
  globals: { locale: 'sv', viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Anteckningar' })).toBeVisible();
  },
};

/** Wide screens have the sidebar; the bar is not shown there. */
export const HiddenOnWideScreens: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).not.toBeVisible();
  },
};
