import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CalculateScreen } from './CalculateScreen';

const M = 60_000;
const items = [
  { id: 'grp000000001', name: 'Work' },
  { id: 'grp000000002', name: 'Reading' },
  { id: 'grp000000003', name: 'Gym' },
];

const meta = {
  title: 'Features/Time/Views/Calculate',
  component: CalculateScreen,
  args: {
    items,
    initial: { from: '2026-10-01', to: '2026-10-31', ids: null },
    result: {
      status: 'ready',
      range: { from: '2026-10-01', to: '2026-10-31' },
      rows: [
        { id: 'grp000000001', name: 'Work', ms: 9_750 * M },
        { id: 'grp000000002', name: 'Reading', ms: 615 * M },
        { id: 'grp000000003', name: 'Gym', ms: 0 },
      ],
    },
    onCalculate: fn(),
    onDownload: fn(),
    onRetry: fn(),
  },
  parameters: { router: { path: '/time-groups/calculate' } },
} satisfies Meta<typeof CalculateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** October's totals in hours:minutes and decimal hours, with the download. */
export const Result: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('row', { name: /Total/ })).toHaveTextContent('172:45172.75');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gym' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(args.onCalculate).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-10-31', ids: ['grp000000001', 'grp000000002'] });
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

/** The form before a range was asked for. */
export const Form: Story = { args: { result: { status: 'none' } } };

/** A reversed range, refused beside the form. */
export const Reversed: Story = {
  args: { result: { status: 'none' }, initial: { from: '2026-10-31', to: '2026-10-01', ids: null } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The end date is before the start date.');
  },
};

export const NoGroups: Story = { args: { items: [], result: { status: 'none' } } };

export const Calculating: Story = { args: { result: { status: 'loading' } } };

export const Failed: Story = { args: { result: { status: 'error' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
