import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ImportScreen } from './ImportScreen';
import { sampleReport } from './transfer.fixtures';

const meta = {
  title: 'Features/Time/Transfer/Import',
  component: ImportScreen,
  args: {
    defaultTimeZone: 'Europe/Stockholm',
    timeZones: ['Europe/Stockholm', 'America/New_York', 'UTC'],
    preview: { status: 'none' },
    result: { status: 'none' },
    onPreview: fn(),
    onImport: fn(),
    onStartOver: fn(),
  },
  parameters: { router: { path: '/time-tracker/import' } },
} satisfies Meta<typeof ImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: the app, the file (picked or dropped), the zone and how dates are read. */
export const ChooseFile: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Toggl Track (detailed report, CSV)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a CSV file first.');
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** The dry run's answer: what would be created per group, and the rows skipped and why. */
export const Preview: Story = {
  args: { preview: { status: 'ready', report: sampleReport } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('row', { name: /Website/ })).toHaveTextContent('3:15');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

/** The server could not read the file: said in the screen's words, the form still there. */
export const Refused: Story = {
  args: { preview: { status: 'error', message: 'The file is not an export of the chosen app, or none of its rows can be read: check the app and the file' } },
};

/** Imported: what was created, and the way to the time list. */
export const Imported: Story = {
  args: { preview: { status: 'ready', report: sampleReport }, result: { status: 'ready', report: { ...sampleReport, dryRun: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See your time list' })).toBeVisible();
  },
};
