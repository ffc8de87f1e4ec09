import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { createTicker } from '../clock/ticker';
import { TimeStampScreen } from './TimeStampScreen';

const now = Date.parse('2026-11-23T10:00:00.000Z');
const ticker = createTicker(() => now, 60 * 60 * 1000);
const ended = {
  _id: 'stamp0000001',
  name: 'Writing',
  subGroupId: 'subgrp000001',
  timeGroupId: 'timegrp00001',
  startTime: '2026-11-23T08:00:00.000Z',
  endTime: '2026-11-23T09:15:00.000Z',
  date: '2026-11-23',
  ended: true,
  durationInMs: 75 * 60_000,
};

const meta = {
  title: 'Features/Time/TimeStampScreen',
  component: TimeStampScreen,
  args: {
    view: { step: 'ended', stamp: ended, isBusy: false, errorMessageId: null },
    subGroupId: 'subgrp000001',
    name: 'Writing',
    onSave: fn(),
    onStop: fn(),
    onReopen: fn(),
    onDelete: fn(),
    ticker,
  },
  parameters: { router: { path: '/time-stamp/stamp0000001' } },
} satisfies Meta<typeof TimeStampScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ended: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete time stamp' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete it' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

export const Running: Story = {
  args: { view: { step: 'active', stamp: { ...ended, endTime: null, ended: false }, isBusy: false, errorMessageId: null } },
};

export const Refused: Story = {
  args: { view: { step: 'ended', stamp: ended, isBusy: false, errorMessageId: 'api.areaErrors.endBeforeStart' } },
};
