import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DeviceControlScreen } from './DeviceControlScreen';
import { fakeDevice } from './fakeServer.testing';

const laptop = fakeDevice('dev000000001', 'Kid laptop', {
  timeGroupId: 'grp000000001',
  timeGroupName: 'Laptop',
  lastContactAt: '2026-12-01T22:10:00.000Z',
  stillOnAt: '2026-12-01T22:10:00.000Z',
  decision: { action: 'shutdown', at: '2026-12-01T22:10:00.000Z', reason: 'outsideHours', usedTodayMs: 95 * 60_000, limitMs: 150 * 60_000 },
});
const desk = fakeDevice('dev000000002', 'Desk PC', { decision: { action: 'warn', at: '2026-12-01T21:30:00.000Z', reason: 'windowEnding', usedTodayMs: 30 * 60_000, limitMs: null } });
const weekday = { windows: [{ from: '07:00', to: '22:30' }], limitMinutes: 150, useGoal: false };

const meta = {
  title: 'Features/DeviceControl/DeviceControlScreen',
  component: DeviceControlScreen,
  args: {
    enabled: true,
    onToggle: fn(),
    config: { warnLeadMinutes: 10, devices: [{ deviceId: laptop._id, days: { mon: weekday, tue: weekday, sun: { windows: [{ from: '20:00', to: '01:00' }], limitMinutes: null, useGoal: true } } }] },
    isSavingConfig: false,
    onSaveConfig: fn(async () => undefined),
    devices: [laptop, desk],
    timeGroups: [{ _id: 'grp000000001', name: 'Laptop' }],
    origin: 'https://lifelog.example',
    copy: fn(async () => undefined),
    isAdding: false,
    onAdd: fn(async (name: string) => ({ device: fakeDevice('dev000000003', name), key: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' })),
    onRenewKey: fn(async () => ({ device: laptop, key: 'RenewedRenewedRenewedRenewed0123' })),
    onDelete: fn(async () => undefined),
  },
  parameters: { router: { path: '/settings/device-control' } },
} satisfies Meta<typeof DeviceControlScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A new key is shown once, with the lines that start the agent. */
export const KeyShownOnce: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New key for Kid laptop' }));
    await expect(args.onRenewKey).toHaveBeenCalledWith('dev000000001');
    await expect(await canvas.findByRole('region', { name: 'The key of Kid laptop' })).toBeVisible();
  },
};

/** Overlapping hours are explained and nothing is saved. */
export const Overlap: Story = {
  args: { config: { warnLeadMinutes: 10, devices: [{ deviceId: laptop._id, days: { mon: { windows: [{ from: '07:00', to: '12:00' }, { from: '11:00', to: '13:00' }], limitMinutes: null, useGoal: false } } }] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save hours and limits' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('overlap');
    await expect(args.onSaveConfig).not.toHaveBeenCalled();
  },
};

export const NoDevices: Story = { args: { devices: [], config: undefined, enabled: false } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const SwedishDark: Story = { globals: { locale: 'sv', theme: 'dark' } };

/** Time fields, scripts and keys wrap; nothing widens the page at 360 px. */
export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
