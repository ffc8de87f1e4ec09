import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

// Theme, language and router come from the decorators in .storybook/preview.tsx.
const meta = {
  title: 'Features/NotFound',
  component: NotFound,
  args: { signedIn: true },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/login');
  },
};
