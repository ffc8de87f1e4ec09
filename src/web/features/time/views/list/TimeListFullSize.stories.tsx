import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { TimeListItem } from '../../../../../domain/timeList';
import { createTicker } from '../../clock/ticker';
import { TimeListScreen, type TimeListScreenProps } from './TimeListScreen';

// Issue 8's list at full size: 500 rows and 10 running clocks, shown on a click as on navigation.
// How long its tasks take is measured on the built app by `npm run bench:browser` (no task over
// 50 ms); timings have no place in a test that shares two cores with every other suite.

const started = Date.now();
const rows: TimeListItem[] = Array.from({ length: 500 }, (_, index) => ({
  kind: 'group',
  id: `grp${String(index).padStart(9, '0')}`,
  name: `Group ${index + 1}`,
  usage: 500 - index,
  value: (index % 37) * 60_000 + 1000,
  previous: (index % 11) * 60_000,
  activeStamps: index < 10 ? [{ startTime: new Date(started - (index + 1) * 61_000).toISOString(), timeStampId: `stamp${index}` }] : [],
  groupIds: [`grp${index}`],
}));

function ShowOnClick(props: TimeListScreenProps) {
  const [shown, setShown] = useState(false);
  return shown ? <TimeListScreen {...props} /> : <button onClick={() => setShown(true)}>Show the list</button>;
}

const meta = {
  title: 'Features/Time/Views/List at full size',
  component: ShowOnClick,
  args: {
    state: { status: 'ready', items: rows },
    filter: 'day',
    sorting: 'normal',
    onFilterChange: fn(),
    onSortingChange: fn(),
    onRetry: fn(),
    // A real ticker of its own, so the ticks are the ones the app would see.
    ticker: createTicker(),
  },
  parameters: { router: { path: '/time-groups/list' } },
} satisfies Meta<typeof ShowOnClick>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveHundredRowsTenClocks: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show the list' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(501), { timeout: 10_000 });
    const before = canvas.getAllByRole('timer').map((clock) => clock.textContent);
    await waitFor(() => expect(canvas.getAllByRole('timer').map((clock) => clock.textContent)).not.toEqual(before), { timeout: 3000 });
    await expect(canvas.getAllByRole('timer')).toHaveLength(10);
  },
};
