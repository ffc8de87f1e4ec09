import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { createTicker } from '../clock/ticker';
import { TimeHome, type TimeHomeState } from './TimeHome';

// A ticker frozen at one moment, so the clocks (and axe's view of them) hold still.
const now = Date.parse('2026-11-23T10:00:00.000Z');
const ticker = createTicker(() => now, 60 * 60 * 1000);
const stamp = (id: string, name: string, minutes: number) => ({
  _id: id,
  name,
  subGroupId: `sub${id}`,
  timeGroupId: 'timegrp00001',
  startTime: new Date(now - minutes * 60_000).toISOString(),
  endTime: null,
  date: '2026-11-23',
  ended: false,
  durationInMs: minutes * 60_000,
});
const groups = [
  { _id: 'timegrp00001', name: 'Work' },
  { _id: 'timegrp00002', name: 'Home' },
];

const meta = {
  title: 'Features/Time/Home',
  component: TimeHome,
  args: {
    state: {
      status: 'ready',
      active: [
        { stamp: stamp('stamp0000001', 'Writing', 42), groupName: 'Work' },
        { stamp: stamp('stamp0000002', 'Laundry', 95), groupName: 'Home' },
      ],
      today: [
        { _id: 'timegrp00001', name: 'Work', today: 3 * 3_600_000 + 12 * 60_000, running: 1 },
        { _id: 'timegrp00002', name: 'Home', today: 95 * 60_000, running: 1 },
      ],
      readAt: now,
      quickStarts: [
        { subGroupId: 'subgrp000003', name: 'Email', timeGroupId: 'timegrp00001', groupName: 'Work' },
        { subGroupId: 'subgrp000004', name: 'Dishes', timeGroupId: 'timegrp00002', groupName: 'Home' },
      ],
      groups,
      subGroups: [],
    },
    pending: new Set<string>(),
    onRetry: fn(),
    onStop: fn(),
    onQuickStart: fn(),
    onStart: fn(async () => undefined),
    isStarting: false,
    startError: null,
    ticker,
    shortcuts: { on: true, onChange: fn() },
  },
  parameters: { router: { path: '/' } },
} satisfies Meta<typeof TimeHome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two running stamps with clocks, quick starts, today's totals and the start form. */
export const Running: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('timer').map((clock) => clock.textContent)).toEqual(['00:42:00', '01:35:00']);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop Writing' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

/** The one-key shortcuts turned off: no keys on the buttons, the switch off (WCAG 2.1.4). */
export const ShortcutsOff: Story = {
  args: { shortcuts: { on: false, onChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'One-key shortcuts' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Stop Writing' })).not.toHaveAttribute('aria-keyshortcuts');
  },
};

export const NewUser: Story = {
  args: { state: { status: 'ready', active: [], today: [], readAt: now, quickStarts: [], groups: [], subGroups: [] } },
};

export const StartRefused: Story = {
  args: { startError: 'Name and time group is required' },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'error' } } };

/** Offline: a stamp started on this device (no page yet) and one whose stop waits, marked "Not sent yet". */
export const NotSentYet: Story = {
  args: {
    state: {
      ...(meta.args.state as Extract<TimeHomeState, { status: 'ready' }>),
      active: [
        { stamp: stamp('unsent-change1', 'Reading', 3), groupName: 'Study' },
        { stamp: stamp('stamp0000001', 'Writing', 42), groupName: 'Work' },
      ],
    },
    unsent: new Set(['unsent-change1', 'stamp0000001']),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not sent yet')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'Edit the stamp of Reading' })).toBeNull();
  },
};
