import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UpdatePrompt } from './UpdatePrompt';

const meta = {
  title: 'Shell/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersionReady: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('A new version is ready')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ladda om' })).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
