import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NoteDraftView } from '../../../../../machines/noteDraftMachine';
import type { Note, NoteContext, NotesCollection } from '../queries';
import { draftFromNote } from './noteDraft';
import { NoteScreen } from './NoteScreen';
import { NoteLoadFailed, NoteLoading, NoteNotFound } from './NoteStates';

const options = { displayInList: false, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: false };
const collection: NotesCollection = {
  _id: 'notes0000001',
  name: 'Journal',
  createdAt: '2026-01-01T00:00:00.000Z',
  options,
  noteCount: 12,
  questions: [
    { _id: 'quest0000001', text: 'How did you sleep?', type: 'text', displayInList: false },
    { _id: 'quest0000002', text: 'Hours of sleep', type: 'number', displayInList: true },
    { _id: 'quest0000003', text: 'Mood', type: 'scale', displayInList: true },
    { _id: 'quest0000004', text: 'Exercised', type: 'yesNo', displayInList: false },
  ],
};
const contexts: NoteContext[] = [
  { _id: 'ctx000000001', name: 'Anna', description: '', createdAt: '2026-01-01T00:00:00.000Z', entryCount: 3 },
  { _id: 'ctx000000002', name: 'River walk', description: '', createdAt: '2026-01-02T00:00:00.000Z', entryCount: 1 },
];
const at = '2026-01-15T08:00:00.000Z';
const note: Note = {
  _id: 'note00000001',
  name: 'Monday',
  secondName: '',
  notesCollectionId: collection._id,
  effectiveDate: '2026-01-15',
  createdAt: at,
  updatedAt: at,
  answers: [
    { questionId: 'quest0000001', text: 'How did you sleep?', type: 'text', displayInList: false, value: 'Deeply, woke once.' },
    { questionId: 'quest0000002', text: 'Hours of sleep', type: 'number', displayInList: true, value: 7.5 },
    { questionId: 'quest0000003', text: 'Mood', type: 'scale', displayInList: true, value: 8 },
    { questionId: 'quest0000004', text: 'Exercised', type: 'yesNo', displayInList: false, value: null },
  ],
  archivedAnswers: [{ questionId: 'quest0000009', text: 'Coffee cups', type: 'number', displayInList: false, value: 3 }],
  entries: [
    { _id: 'entry0000001', text: 'Ran **5 km** by the river with _Anna_.', createdAt: at, updatedAt: at, contextIds: ['ctx000000001', 'ctx000000002'] },
    { _id: 'entry0000002', text: 'Read a chapter before bed.', createdAt: at, updatedAt: at, contextIds: [] },
  ],
};

/** Everything an entry's Markdown may hold, including what must render harmless. */
const longMarkdown = `# Week plan

| Day | Run | Notes |
| --- | ---: | --- |
| Mon | 5 km | river |
| Wed | 8 km | hills, slow |

\`\`\`ts
const pace = minutes / kilometres;
\`\`\`

- [x] Book the trip
- [ ] ~~Call the bank~~

See [the route](https://example.com/route) or <https://example.com>.

<script>window.hacked = true</script>

[Do not click](javascript:alert('hacked'))`;

const saved: NoteDraftView = { status: 'saved', unsavedDraft: null, restored: false, errorMessageId: null };

const meta = {
  title: 'Features/Notes/NoteScreen',
  component: NoteScreen,
  args: {
    note,
    draft: draftFromNote(note),
    save: saved,
    collection: { status: 'ready', data: collection },
    collections: [collection, { ...collection, _id: 'notes0000002', name: 'Ideas', questions: [] }],
    contexts: { status: 'ready', data: contexts },
    isSavingDetails: false,
    isDeleting: false,
    onChange: fn(),
    onFlush: fn(),
    onRetrySave: fn(),
    onDismissRestored: fn(),
    onCreateContext: fn(async (name: string) => ({ _id: 'ctx000000003', name, description: '', createdAt: at, entryCount: 0 })),
    onRetryContexts: fn(),
    onSaveDetails: fn(),
    onDelete: fn(),
  },
  parameters: { router: { path: '/note/note00000001' } },
} satisfies Meta<typeof NoteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Monday' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await userEvent.click(canvas.getByRole('radio', { name: '9' }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ answers: expect.objectContaining({ quest0000003: 9 }) }));
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide, with the long Markdown entry: titles, scales and tools wrap; nothing widens the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { note: { ...note, entries: [{ ...note.entries[0]!, text: longMarkdown }] }, draft: draftFromNote({ ...note, entries: [{ ...note.entries[0]!, text: longMarkdown }] }) },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const PhoneDark: Story = { ...Phone, globals: { viewport: { value: 'phone360', isRotated: false }, theme: 'dark' } };

export const LongMarkdownEntry: Story = {
  args: { note: { ...note, entries: [{ ...note.entries[0]!, text: longMarkdown }] }, draft: draftFromNote({ ...note, entries: [{ ...note.entries[0]!, text: longMarkdown }] }) },
  play: async ({ canvas, canvasElement }) => {
    const entry = canvas.getByRole('article', { name: 'Entry 1' });
    await expect(within(entry).getByRole('table')).toBeVisible();
    await expect(entry.querySelector('pre code')).toHaveTextContent('const pace');
    await expect(within(entry).getByRole('link', { name: 'the route' })).toHaveAttribute('href', 'https://example.com/route');
    // Raw HTML is text, never markup; a javascript: link keeps its words but loses its target.
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await expect(within(entry).getByText(/<script>/)).toBeVisible();
    await expect(within(entry).getByText('Do not click').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  },
};

export const LongMarkdownDark: Story = { ...LongMarkdownEntry, globals: { theme: 'dark' } };

export const EditingAnEntry: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit entry 2' }));
    await expect(canvas.getByRole('textbox', { name: 'Text of entry 2' })).toHaveFocus();
  },
};

export const ChoosingContexts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Contexts of entry 2'));
    await expect(await canvas.findByRole('checkbox', { name: 'Anna' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'New context' })).toBeVisible();
  },
};

export const SplitTitle: Story = {
  args: {
    note: { ...note, name: 'Hund', secondName: 'Dog' },
    draft: { ...draftFromNote(note), name: 'Hund', secondName: 'Dog' },
    collection: { status: 'ready', data: { ...collection, options: { ...options, splitTitle: true } } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hund — Dog' })).toBeVisible();
  },
};

export const Saving: Story = { args: { save: { ...saved, status: 'saving' } } };

export const NotSavedRetrying: Story = {
  args: { save: { status: 'failed', unsavedDraft: draftFromNote(note), restored: false, errorMessageId: 'notes.note.saveFailed' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Not saved yet – retrying');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetrySave).toHaveBeenCalled();
  },
};

export const NotSavedDark: Story = { ...NotSavedRetrying, globals: { theme: 'dark' } };

/** Offline: the outbox holds the save (issue 25). */
export const NotSentYet: Story = { args: { save: { ...saved, status: 'handedOver' }, notSentYet: true } };

export const NotSentYetDark: Story = { ...NotSentYet, globals: { theme: 'dark' } };

export const NotSentYetPhone: Story = { ...NotSentYet, globals: { viewport: { value: 'phone360', isRotated: false } } };

export const RestoredChanges: Story = {
  args: { save: { status: 'saving', unsavedDraft: draftFromNote(note), restored: true, errorMessageId: null } },
};

export const WithoutCollectionOrEntries: Story = {
  args: {
    note: { ...note, notesCollectionId: null, answers: [], archivedAnswers: [], entries: [] },
    draft: { ...draftFromNote(note), answers: {}, entries: [] },
    collection: { status: 'none' },
    save: { ...saved, status: 'idle' },
  },
};

export const ContextsNotLoaded: Story = {
  args: { contexts: { status: 'error' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Contexts of entry 1'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load the contexts.');
  },
};

export const Loading: Story = { render: () => <NoteLoading /> };

export const NotFound: Story = { render: () => <NoteNotFound /> };

export const LoadFailed: Story = { render: () => <NoteLoadFailed onRetry={fn()} /> };

export const NotFoundDark: Story = { ...NotFound, globals: { theme: 'dark' } };
