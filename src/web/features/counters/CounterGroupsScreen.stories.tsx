import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dayHistoryFixture, groupsFixture, pushUpsFixture, waterFixture, weekHistoryFixture } from './counters.fixtures';
import { CounterGroupsScreen } from './CounterGroupsScreen';
import type { CounterEvent } from './queries';

const made: CounterEvent = { _id: 'cevt00000001', counterId: waterFixture._id, delta: 1, valueAfter: 215, at: '2026-11-26T11:00:00.000Z' };

const meta = {
  title: 'Features/Counters/CounterGroupsScreen',
  component: CounterGroupsScreen,
  args: {
    groups: { status: 'ready', data: groupsFixture },
    histories: {},
    isAddingGroup: false,
    onAddGroup: fn(async () => undefined),
    onRenameGroup: fn(async () => undefined),
    onDeleteGroup: fn(async () => undefined),
    onAddCounter: fn(async () => undefined),
    onCount: fn(async () => made),
    onUndo: fn(async () => undefined),
    onToggleHistory: fn(),
    onHistoryBy: fn(),
    onRetryHistory: fn(),
    onExport: fn(async () => undefined),
    onSaveCounter: fn(async () => undefined),
    onDeleteCounter: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { router: { path: '/counter-groups' } },
} satisfies Meta<typeof CounterGroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Goals in words and a bar; a tap, the + key on the focused counter, then Undo of that change. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const water = canvas.getByRole('group', { name: 'Water' });
    await expect(within(water).getByText('5 of 8 today')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Push-ups' })).getByText('Goal reached')).toBeVisible();
    await userEvent.click(within(water).getByRole('button', { name: 'Add 1 to Water' }));
    await expect(args.onCount).toHaveBeenCalledWith(waterFixture._id, 'up');
    water.focus();
    await userEvent.keyboard('-');
    await expect(args.onCount).toHaveBeenLastCalledWith(waterFixture._id, 'down');
    const undo = await within(water).findByRole('button', { name: 'Undo +1 on Water' });
    await waitFor(() => expect(undo).toBeEnabled());
    await userEvent.click(undo);
    await expect(args.onUndo).toHaveBeenCalledWith(made);
  },
};

export const AddingACounter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add counter to Garden' }));
    const form = canvas.getByRole('form', { name: 'New counter in Garden' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Weeds pulled');
    await userEvent.type(within(form).getByLabelText('Goal (optional)'), '20');
    await userEvent.click(within(form).getByRole('radio', { name: 'Each week (from Monday)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add counter' }));
    await expect(args.onAddCounter).toHaveBeenCalledWith('cgrpgarden01', { name: 'Weeds pulled', step: 1, goal: 20, goalPeriod: 'week' });
  },
};

export const AskingToDeleteAGroup: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Health' }));
    await expect(canvas.getByText('Delete Health? Its 2 counters and every change of them go with it.')).toBeVisible();
  },
};

/** The history per day: a summary, the chart (loaded on opening) and the numbers in a table. */
export const History: Story = {
  args: { histories: { [waterFixture._id]: { by: 'day', periods: { status: 'ready', data: dayHistoryFixture } } } },
  play: async ({ canvas }) => {
    const history = canvas.getByRole('region', { name: 'History of Water' });
    await expect(within(history).getByRole('table', { name: 'Changes of Water per period' })).toBeInTheDocument();
    await waitFor(() => expect(history.querySelector('[data-chart] svg')).not.toBeNull(), { timeout: 25_000 });
  },
};

export const HistoryByWeek: Story = {
  args: { histories: { [pushUpsFixture._id]: { by: 'week', periods: { status: 'ready', data: weekHistoryFixture } } } },
  play: async ({ canvas }) => {
    const history = canvas.getByRole('region', { name: 'History of Push-ups' });
    await waitFor(() => expect(history.querySelector('[data-chart] svg')).not.toBeNull(), { timeout: 25_000 });
  },
};

export const HistoryLoading: Story = { args: { histories: { [waterFixture._id]: { by: 'day', periods: { status: 'loading' } } } } };

export const HistoryFailed: Story = { args: { histories: { [waterFixture._id]: { by: 'day', periods: { status: 'error' } } } } };

export const Empty: Story = {
  args: { groups: { status: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Start counting' })).toBeVisible();
    await expect(canvas.getByLabelText('New counter group')).toBeVisible();
  },
};

export const Loading: Story = { args: { groups: { status: 'loading' } } };

export const Failed: Story = {
  args: { groups: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkHistory: Story = { ...History, globals: { theme: 'dark' } };

export const DarkEmpty: Story = { args: Empty.args, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { ...History, play: undefined, globals: { viewport: { value: 'phone360', isRotated: false } } };

/** Counted offline (issue 25): Water's taps wait to be sent, and it says "Not sent yet". */
export const NotSentYet: Story = {
  args: { unsentIds: new Set([waterFixture._id]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Water' })).toHaveAccessibleDescription('Not sent yet');
    await expect(canvas.getByRole('group', { name: 'Push-ups' })).not.toHaveAccessibleDescription();
  },
};

export const NotSentYetPhoneDark: Story = { ...NotSentYet, globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } } };
