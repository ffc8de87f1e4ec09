import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RouteError } from './RouteError';

// Theme, language, router and the connectivity check come from the decorators in .storybook/preview.tsx.
const meta = {
  title: 'Router/RouteError',
  component: RouteError,
  args: { error: new Error('Unable to preload CSS for /assets/SettingsScreen.css'), reset: fn() },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sidan kunde inte laddas' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

/** "Try again" while the host does not answer: it says so and stays. */
export const StillOffline: Story = {
  parameters: { connectivity: 'offline' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(/Still no connection/)).toBeVisible();
    await expect(args.reset).not.toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
