import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExportSection } from './ExportSection';

const meta = {
  title: 'Components/ExportSection',
  component: ExportSection,
  args: {
    heading: 'Export',
    lead: 'Every item as a CSV file for a spreadsheet.',
    label: 'Download items (.csv)',
    busyLabel: 'Preparing the file…',
    failedText: 'The export failed. Try again.',
    isBusy: false,
    isFailed: false,
    onExport: fn(),
  },
} satisfies Meta<typeof ExportSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download items (.csv)' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Preparing the file…' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { isFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The export failed. Try again.');
  },
};
