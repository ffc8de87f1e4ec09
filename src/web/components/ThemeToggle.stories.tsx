import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle';

const meta = { title: 'Components/ThemeToggle', component: ThemeToggle } satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(document.documentElement).toHaveClass('theme-dark');
    // Leave the stored choice as it was: the toolbar, not storage, drives the other stories.
    localStorage.removeItem('lifelog.theme');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  },
};
