import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Shell/OfflineBanner',
  component: OfflineBanner,
  args: { isOffline: true, isChecking: false, onRetry: fn() },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are offline');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Checking: Story = {
  args: { isChecking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Checking…' })).toBeDisabled();
  },
};

export const Online: Story = {
  args: { isOffline: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Swedish: Story = { globals: { locale: 'sv' } };
export const Dark: Story = { globals: { theme: 'dark' } };
