import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { OutboxChange } from '../../../../machines/outboxMachine';
import { OutboxPanel } from './OutboxPanel';

const now = new Date(2026, 10, 28, 9, 30);

const change = (id: string, labelId: string, queuedAt: Date, extra: Partial<OutboxChange> = {}): OutboxChange => ({
  id,
  userId: 'ann',
  queuedAt: queuedAt.toISOString(),
  area: 'shopping',
  label: { id: labelId },
  request: { method: 'PUT', path: '/shopping-item', body: {} },
  ...extra,
});

const pending = [
  change('k1', 'shopping.toasts.itemUpdated', new Date(2026, 10, 28, 8, 2)),
  change('k2', 'time.stamp.updated', new Date(2026, 10, 27, 17, 45)),
];
const refused = change('k3', 'time.stamp.updated', new Date(2026, 10, 28, 7, 12), {
  area: 'time',
  refusal: { status: 409, code: 'ALREADY_ACTIVE', message: 'This sub group has an active stamp already' },
});

const meta = {
  title: 'Shell/OutboxPanel',
  component: OutboxPanel,
  args: {
    id: 'outbox',
    view: { status: 'waitingForNetwork', pending, attention: [], unsentCount: 2 },
    isSender: true,
    now,
    onApplyAnyway: fn(),
    onDiscard: fn(),
    onSendNow: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof OutboxPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingOffline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Offline: they are sent when the connection is back.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Waiting to be sent' })).toHaveTextContent('Updated itemMade 08:02');
  },
};

export const NeedsAttention: Story = {
  args: { view: { status: 'idle', pending: [], attention: [refused], unsentCount: 1 } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/^Refused: /)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply anyway' }));
    await expect(args.onApplyAnyway).toHaveBeenCalledWith('k3');
  },
};

export const ServerDown: Story = {
  args: { view: { status: 'backingOff', pending, attention: [refused], unsentCount: 3 } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send now' }));
    await expect(args.onSendNow).toHaveBeenCalled();
  },
};

export const AllSent: Story = {
  args: { view: { status: 'idle', pending: [], attention: [], unsentCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every change is saved on the server.')).toBeVisible();
  },
};

export const Swedish: Story = {
  args: { view: { status: 'waitingForNetwork', pending, attention: [refused], unsentCount: 3 } },
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ändringar på den här enheten' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tillämpa ändå' })).toBeVisible();
  },
};
export const Dark: Story = { args: { view: { status: 'waitingForNetwork', pending, attention: [refused], unsentCount: 3 } }, globals: { theme: 'dark' } };
export const PhoneDark: Story = {
  args: { view: { status: 'waitingForNetwork', pending, attention: [refused], unsentCount: 3 } },
  globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } },
};
