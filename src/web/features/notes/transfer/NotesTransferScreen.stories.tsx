import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotesTransferScreen, type NoteImportReport } from './NotesTransferScreen';

const report: NoteImportReport = {
  dryRun: true,
  notes: [
    { path: 'Work/Standup notes.md', name: 'Standup notes', effectiveDate: '2024-03-05', collection: 'Work' },
    { path: 'Personal/Recipes/Pancakes.md', name: 'Pancakes: the Sunday ones', effectiveDate: '2024-02-11', collection: 'Personal / Recipes' },
    { path: 'Welcome.md', name: 'Welcome', effectiveDate: '2026-11-28', collection: null },
  ],
  collections: [
    { name: 'Work', isNew: false },
    { name: 'Personal / Recipes', isNew: true },
  ],
  skipped: [
    { path: '.obsidian/app.json', reason: 'hidden' },
    { path: 'attachments/tomato.png', reason: 'notMarkdown' },
    { path: 'Shopping ideas.md', reason: 'empty' },
  ],
};

const meta = {
  title: 'Features/Notes/NotesTransferScreen',
  component: NotesTransferScreen,
  args: {
    state: { step: 'choose' },
    onChooseFiles: fn(),
    onImport: fn(),
    onStartOver: fn(),
    exportButton: { isBusy: false, isFailed: false, onExport: fn() },
  },
  parameters: { router: { path: '/notes-transfer' } },
} satisfies Meta<typeof NotesTransferScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: a zip or a folder, and the export. */
export const Choose: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Zip file')).toBeVisible();
    await expect(canvas.getByLabelText('Or a folder')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download notes (.zip)' }));
    await expect(args.exportButton.onExport).toHaveBeenCalled();
  },
};

export const Reading: Story = { args: { state: { step: 'reading' } } };

/** The preview: each note with its date and collection (new ones marked), and what is skipped and why. */
export const Preview: Story = {
  args: { state: { step: 'preview', report } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2024-02-11 · Personal / Recipes (new)')).toBeVisible();
    await expect(canvas.getByText("an app's own file")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import 3 notes' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

export const Importing: Story = { args: { state: { step: 'importing', report } } };

export const Done: Story = { args: { state: { step: 'done', report: { ...report, dryRun: false } } } };

export const NothingToImport: Story = { args: { state: { step: 'preview', report: { ...report, notes: [], collections: [] } } } };

export const Refused: Story = {
  args: { state: { step: 'failed', message: 'The zip is damaged and cannot be read: export it again' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose other files' }));
    await expect(args.onStartOver).toHaveBeenCalled();
  },
};

export const ExportFailed: Story = { args: { exportButton: { isBusy: false, isFailed: true, onExport: fn() } } };
