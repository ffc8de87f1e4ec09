import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { TimeStamp } from '../../../../../contract/types';
import { timelineLayout } from './timelineLayout';
import { TimelineScreen } from './TimelineScreen';

const zone = 'Europe/Stockholm';
const stamp = (id: string, name: string, subGroupId: string, timeGroupId: string, start: string, end: string | null): TimeStamp => ({
  _id: id,
  name,
  subGroupId,
  timeGroupId,
  startTime: start,
  endTime: end,
  date: start.slice(0, 10),
  ended: end !== null,
  durationInMs: 0,
});
const stamps = [
  stamp('stamp0000001', 'Sleep', 'subsleep0001', 'grphome00001', '2026-11-22T21:30:00.000Z', '2026-11-23T05:45:00.000Z'),
  stamp('stamp0000002', 'Deep work', 'subdeep00001', 'grpwork00001', '2026-11-23T07:00:00.000Z', '2026-11-23T10:30:00.000Z'),
  stamp('stamp0000003', 'Deep work', 'subdeep00001', 'grpwork00001', '2026-11-23T12:00:00.000Z', '2026-11-23T14:00:00.000Z'),
  stamp('stamp0000004', 'Email', 'subemail0001', 'grpwork00001', '2026-11-23T14:00:00.000Z', null),
];
const layout = timelineLayout(stamps, '2026-11-23', zone, Date.parse('2026-11-23T16:00:00.000Z'));
const groupNames = new Map([
  ['grphome00001', 'Home'],
  ['grpwork00001', 'Work'],
]);

const meta = {
  title: 'Features/Time/Views/Timeline',
  component: TimelineScreen,
  args: {
    date: '2026-11-23',
    today: '2026-11-24',
    state: { status: 'ready', layout, groupNames },
    onDateChange: fn(),
    onRetry: fn(),
  },
  parameters: { router: { path: '/time-groups/time' } },
} satisfies Meta<typeof TimelineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day with a night's sleep from the evening before (clipped at midnight), work and a running stamp. */
export const Day: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous day' }));
    await expect(args.onDateChange).toHaveBeenCalledWith('2026-11-22');
  },
};

export const Empty: Story = { args: { state: { status: 'ready', layout: timelineLayout([], '2026-11-23', zone, 0), groupNames } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'error' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
