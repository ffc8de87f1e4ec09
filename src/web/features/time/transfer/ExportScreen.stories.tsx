import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ExportScreen } from './ExportScreen';

const meta = {
  title: 'Features/Time/Transfer/Export',
  component: ExportScreen,
  args: {
    initial: { from: '2026-11-01', to: '2026-11-28' },
    timeZone: 'Europe/Stockholm',
    stage: { status: 'none' },
    onExport: fn(),
  },
  parameters: { router: { path: '/time-tracker/export' } },
} satisfies Meta<typeof ExportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A range and a format; Download asks for the file in the user's zone. */
export const ChooseRange: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Excel (XLSX)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onExport).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-28', timeZone: 'Europe/Stockholm', format: 'xlsx' });
  },
};

/** A reversed range is said beside the form, and nothing is asked. */
export const Reversed: Story = {
  args: { initial: { from: '2026-11-28', to: '2026-11-01' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The end date is before the start date.');
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

/** The server refused (more than 100,000 stamps): its words, and the form to try a shorter range. */
export const Refused: Story = {
  args: { stage: { status: 'error', message: 'The range holds more than 100,000 stamps: export a shorter range' } },
};
