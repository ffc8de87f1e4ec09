import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyHeartbeats } from './heartbeats.fixtures';
import { HeartbeatListScreen } from './HeartbeatListScreen';

const meta = {
  title: 'Features/Time/Heartbeats/HeartbeatListScreen',
  component: HeartbeatListScreen,
  args: { heartbeats: storyHeartbeats },
  parameters: { router: { path: '/time-tracker/admin/define-urls/list' } },
} satisfies Meta<typeof HeartbeatListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Edit Orphan' })).toHaveAttribute('href', '/time-tracker/admin/define-urls/hb0000000002');
    await expect(canvas.getByText(/Its sub group was deleted/)).toBeVisible();
  },
};

export const Empty: Story = { args: { heartbeats: [] } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const SwedishDark: Story = { globals: { locale: 'sv', theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
