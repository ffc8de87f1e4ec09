import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyHeartbeats } from './heartbeats.fixtures';
import { IntegrationsScreen } from './IntegrationsScreen';

const meta = {
  title: 'Features/Time/Heartbeats/IntegrationsScreen',
  component: IntegrationsScreen,
  args: { heartbeats: storyHeartbeats, origin: 'https://lifelog.example', copy: fn(async () => undefined) },
  parameters: { router: { path: '/time-tracker/integrations' } },
} satisfies Meta<typeof IntegrationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const [copyUrl] = canvas.getAllByRole('button', { name: 'Copy URL' });
    await userEvent.click(copyUrl!);
    await expect(args.copy).toHaveBeenCalledWith('https://lifelog.example/api/heartbeat/hb0000000001');
    await expect(copyUrl).toHaveTextContent('Copied');
  },
};

export const CopyRefused: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Copy One heartbeat with curl' })[0]!);
    await expect(await canvas.findByText('Could not copy: select the text and copy it by hand')).toBeVisible();
  },
};

export const Empty: Story = { args: { heartbeats: [] } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const SwedishDark: Story = { globals: { locale: 'sv', theme: 'dark' } };

/** Long commands wrap; nothing widens the page at 360 px. */
export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
