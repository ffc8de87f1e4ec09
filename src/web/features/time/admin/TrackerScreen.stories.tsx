import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrackerScreen } from './TrackerScreen';

const meta = {
  title: 'Features/Time/Admin/TrackerScreen',
  component: TrackerScreen,
  parameters: { router: { path: '/time-tracker' } },
} satisfies Meta<typeof TrackerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Time groups and sub groups/ })).toHaveAttribute('href', '/time-tracker/admin');
    await expect(canvas.getByRole('link', { name: /Integrations/ })).toHaveAttribute('href', '/time-tracker/integrations');
    await expect(canvas.getByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/time-groups/time');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
