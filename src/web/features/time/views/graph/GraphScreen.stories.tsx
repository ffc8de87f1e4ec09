import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { graphRange } from '../dates';
import { graphData, type TimeTotals } from './graphData';
import { GraphScreen } from './GraphScreen';

const H = 3_600_000;
const { range, current, previous } = graphRange('day', '2026-11-25');
const names = ['Work', 'Reading', 'Gym', 'Cooking', 'Music', 'Language', 'Garden', 'Chores', 'Letters', 'Games'];
// Fourteen days, the groups' hours varying by day; ten groups, so three share "Others".
const totals: TimeTotals = {
  from: range.from,
  to: range.to,
  by: 'day',
  periods: Array.from({ length: 14 }, (_, day) => {
    const date = new Date(Date.UTC(2026, 10, 16 + day)).toISOString().slice(0, 10);
    const groups = names.map((name, index) => ({
      timeGroupId: `grp${String(index).padStart(9, '0')}`,
      name,
      ms: Math.round((((day * 7 + index * 3) % 5) * H) / (index + 1)),
      subGroups: [],
    }));
    return { from: date, to: date, totalMs: groups.reduce((sum, g) => sum + g.ms, 0), groups: groups.filter((g) => g.ms > 0) };
  }),
};
const data = graphData(totals);

const meta = {
  title: 'Features/Time/Views/Graph',
  component: GraphScreen,
  args: { by: 'day', current, previous, state: { status: 'ready', data }, onByChange: fn(), onShift: fn(), onRetry: fn() },
  parameters: { router: { path: '/time-groups/graph' } },
} satisfies Meta<typeof GraphScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This week per day, each day beside the same day last week; the table holds the same numbers. */
export const PerDay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvasElementHasBars(canvas.getByRole('figure'))).toBe(true);
  },
};

function canvasElementHasBars(figure: HTMLElement) {
  return figure.querySelectorAll('.recharts-bar-rectangle').length > 0;
}

export const Empty: Story = { args: { state: { status: 'ready', data: graphData({ ...totals, periods: totals.periods.map((p) => ({ ...p, groups: [], totalMs: 0 })) }) } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'error' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
