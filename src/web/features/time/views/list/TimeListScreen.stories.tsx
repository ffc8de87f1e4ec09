import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { TimeListItem } from '../../../../../domain/timeList';
import { createTicker } from '../../clock/ticker';
import { TimeListScreen } from './TimeListScreen';

// A ticker frozen at one moment, so the clocks (and axe's view of them) hold still.
const now = Date.parse('2026-11-23T10:00:00.000Z');
const ticker = createTicker(() => now, 60 * 60 * 1000);
const H = 3_600_000;
const item = (id: string, name: string, value: number, previous: number | null, runningMinutes: number[] = [], kind: TimeListItem['kind'] = 'group'): TimeListItem => ({
  kind,
  id,
  name,
  usage: 1,
  value,
  previous,
  activeStamps: runningMinutes.map((minutes, index) => ({ startTime: new Date(now - minutes * 60_000).toISOString(), timeStampId: `stamp${id}${index}` })),
  groupIds: kind === 'tag' ? ['a', 'b', 'c'] : [id],
});

const items = [
  item('grp000000001', 'Coding', 3 * H + 25 * 60_000, 5 * H, [42]),
  item('grp000000002', 'Reading', H / 2, 0),
  item('grp000000003', 'A group with a long name that has to wrap on a phone', 12 * 60_000, 2 * H),
  item('grp000000004', 'Gym', 0, H, [5]),
];

const meta = {
  title: 'Features/Time/Views/List',
  component: TimeListScreen,
  args: {
    state: { status: 'ready', items },
    filter: 'day',
    sorting: 'normal',
    onFilterChange: fn(),
    onSortingChange: fn(),
    onRetry: fn(),
    ticker,
  },
  parameters: { router: { path: '/time-groups/list' } },
} satisfies Meta<typeof TimeListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's groups with yesterday beside them; two clocks run. */
export const Rows: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('timer').map((clock) => clock.textContent)).toEqual(['00:42:00', '00:05:00']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('week');
  },
};

/** Tags mode: a tag sums its groups, several of which may run. */
export const Tags: Story = {
  args: { sorting: 'tags', filter: 'week', state: { status: 'ready', items: [item('tag000000001', 'Work', 20 * H, 18 * H, [42, 7], 'tag')] } },
};

/** All time has no previous period. */
export const AllTime: Story = { args: { filter: 'total', state: { status: 'ready', items: items.map((i) => ({ ...i, previous: null })) } } };

export const Empty: Story = { args: { state: { status: 'ready', items: [] } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed getting time groups');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
