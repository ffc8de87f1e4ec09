import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureNow, sharesFixture } from '../../components/share/share.fixtures';
import type { Share } from '../../components/share/shareQueries';
import { SharedLinksView } from './SharedLinksView';

const records: Share = {
  _id: 'shar00000009',
  kind: 'collection',
  targetId: 'coll00000001',
  targetName: 'Records',
  token: 'recordsToken',
  url: '/public/collection/recordsToken',
  expiresAt: '2026-11-27T12:00:00Z',
  expired: false,
  createdAt: '2026-11-26T08:00:00Z',
};

const meta = {
  title: 'Features/Settings/SharedLinksView',
  component: SharedLinksView,
  args: { shares: { status: 'ready', data: [records, ...sharesFixture] }, now: fixtureNow, onRetry: fn(), revokingId: null, onRevoke: fn() },
  parameters: { router: { path: '/settings' } },
} satisfies Meta<typeof SharedLinksView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const [first] = within(canvas.getByRole('list', { name: 'Shared links' })).getAllByRole('listitem');
    await expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Collection: Records');
    await expect(within(first!).getByRole('link', { name: 'Records' })).toHaveAttribute('href', '/collection/coll00000001');
    await expect(first).toHaveTextContent('Expires in 1 day');
    await userEvent.click(within(first!).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(first!).getByRole('button', { name: 'Yes, revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(records);
  },
};

export const Empty: Story = {
  args: { shares: { status: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not shared anything. Share a drink, a drink collection or a collection from its own page.')).toBeVisible();
  },
};

export const Loading: Story = { args: { shares: { status: 'loading' } } };

export const Failed: Story = { args: { shares: { status: 'error' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } } };
