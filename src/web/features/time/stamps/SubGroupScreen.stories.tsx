import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { TimeStamp } from '../../../../contract/types';
import { createTicker } from '../clock/ticker';
import { SubGroupScreen } from './SubGroupScreen';

const now = Date.parse('2026-11-23T10:00:00.000Z');
const ticker = createTicker(() => now, 60 * 60 * 1000);
const stamp = (id: number, start: string, end: string | null): TimeStamp => ({
  _id: `stamp000000${id}`,
  name: 'Writing',
  subGroupId: 'subgrp000001',
  timeGroupId: 'timegrp00001',
  startTime: start,
  endTime: end,
  date: start.slice(0, 10),
  ended: end !== null,
  durationInMs: Date.parse(end ?? new Date(now).toISOString()) - Date.parse(start),
});
const running = stamp(3, '2026-11-23T09:20:00.000Z', null);
const timeStamps = [running, stamp(2, '2026-11-22T13:00:00.000Z', '2026-11-22T15:30:00.000Z'), stamp(1, '2026-11-21T08:00:00.000Z', '2026-11-21T08:45:00.000Z')];

const meta = {
  title: 'Features/Time/SubGroupScreen',
  component: SubGroupScreen,
  args: {
    name: 'Writing',
    stampView: { step: 'active', stamp: running, isBusy: false, errorMessageId: null },
    onStart: fn(),
    onStop: fn(),
    onRetry: fn(),
    stamps: { status: 'ready', page: { timeStamps, totalPages: 3 }, pageNumber: 2 },
    ticker,
  },
  parameters: { router: { path: '/sub-group/subgrp000001' } },
} satisfies Meta<typeof SubGroupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running now (a large clock and Stamp out), its stamps latest first, page 2 of 3. */
export const Running: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('timer').map((clock) => clock.textContent)).toEqual(['00:40:00', '00:40:00']);
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stamp out' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

/** Nothing running and no stamps yet: one big Stamp in, and what to do. */
export const Empty: Story = {
  args: {
    stampView: { step: 'idle', stamp: null, isBusy: false, errorMessageId: null },
    stamps: { status: 'ready', page: { timeStamps: [], totalPages: 1 }, pageNumber: 1 },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No time stamps yet. Press Stamp in to start one.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stamp in' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** The server refused the stamp: the machine's message, and the buttons stay usable. */
export const Refused: Story = {
  args: { stampView: { step: 'idle', stamp: null, isBusy: false, errorMessageId: 'time.stamp.failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not save the time stamp. Try again.')).toBeVisible();
  },
};

export const Loading: Story = { args: { stamps: { status: 'loading' } } };

export const Failed: Story = {
  args: { stamps: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
