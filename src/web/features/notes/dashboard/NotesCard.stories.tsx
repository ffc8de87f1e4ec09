import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NoteSummary, NotesCollection } from '../queries';
import { NotesCard, type NotesDashboardSection } from './NotesCard';

const day = '2026-11-23';
const options = { displayInList: true, labelInListAfterAnswer: false, promptSwedishTitle: false, splitTitle: false };
const collection = (_id: string, name: string, overrides: Partial<NotesCollection['options']> = {}): NotesCollection => ({
  _id,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
  questions: [],
  options: { ...options, ...overrides },
  noteCount: 3,
});
const collections = new Map(
  [collection('notes0000001', 'Diary'), collection('notes0000002', 'Reading log'), collection('notes0000003', 'Meetings', { labelInListAfterAnswer: true })].map(
    (each) => [each._id, each] as const,
  ),
);
const note = (_id: string, name: string, notesCollectionId: string | null, overrides: Partial<NoteSummary> = {}): NoteSummary => ({
  _id,
  name,
  secondName: '',
  notesCollectionId,
  effectiveDate: day,
  createdAt: '2026-11-23T08:00:00.000Z',
  listAnswers: [],
  entryCount: 2,
  ...overrides,
});
const journalNote = note('note00000001', '2026-11-23', 'notes0000001', {
  listAnswers: [
    { questionId: 'quest0000001', text: 'Mood', type: 'scale', displayInList: true, value: 7 },
    { questionId: 'quest0000002', text: 'Slept well', type: 'yesNo', displayInList: true, value: true },
    { questionId: 'quest0000003', text: 'Best part of the day', type: 'text', displayInList: true, value: 'A long walk along the river with the dog, then soup at the old café by the bridge' },
    { questionId: 'quest0000004', text: 'Steps', type: 'number', displayInList: true, value: null },
  ],
});
const others = [
  note('note00000002', 'Dune', 'notes0000002', { secondName: 'Frank Herbert' }),
  note('note00000003', 'Budget review', 'notes0000003', {
    listAnswers: [{ questionId: 'quest0000005', text: 'Attendees', type: 'number', displayInList: true, value: 4 }],
  }),
  note('note00000004', 'Kept after a clean-up of the old project notes collection', null),
  note('note00000005', 'Project Hail Mary', 'notes0000002'),
  note('note00000006', 'The Left Hand of Darkness', 'notes0000002'),
];
const section = (overrides: Partial<NotesDashboardSection> = {}): NotesDashboardSection => ({
  area: 'notes',
  journal: { notesCollectionId: 'notes0000001', name: 'Diary', note: journalNote },
  notes: others.slice(0, 3),
  ...overrides,
});

const meta = {
  title: 'Features/Notes/DashboardCard',
  component: NotesCard,
  args: {
    section: section(),
    dateText: 'Monday, November 23',
    view: 'summary',
    viewAll: <a href={`/dashboard/${day}/all`}>View all</a>,
    collections,
    onWriteJournal: fn(),
    isOpeningJournal: false,
  },
  parameters: { router: { path: `/dashboard/${day}` } },
} satisfies Meta<typeof NotesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The journal's note with its answers (unanswered ones left out), and the day's other notes. */
export const Written: Story = {
  play: async ({ canvas }) => {
    const journal = canvas.getByRole('region', { name: 'Journal: Diary' });
    await expect(within(journal).getByRole('link', { name: '2026-11-23' })).toHaveAttribute('href', '/note/note00000001');
    await expect(within(journal).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mood 7/10',
      'Slept well Yes',
      'Best part of the day A long walk along the river with the dog, then soup at the old café by the bridge',
    ]);
    const day = canvas.getByRole('region', { name: 'Other notes of this day' });
    await expect(within(day).getByRole('link', { name: 'Dune — Frank Herbert' })).toHaveAttribute('href', '/note/note00000002');
    // The collection's own option: the answer before its label.
    await expect(within(day).getByText('4 Attendees')).toBeVisible();
    await expect(within(day).getByText('Outside any collection')).toBeVisible();
    await expect(within(day).queryByRole('link', { name: 'View all' })).toBeNull();
  },
};

/** No note for the date yet: one button writes it. */
export const NotWritten: Story = {
  args: { section: section({ journal: { notesCollectionId: 'notes0000001', name: 'Diary', note: null }, notes: [] }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Write the journal for Monday, November 23' }));
    await expect(args.onWriteJournal).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('region', { name: 'Notes of this day' })).toBeNull();
  },
};

export const Opening: Story = {
  args: { ...NotWritten.args, isOpeningJournal: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opening…' })).toBeDisabled();
  },
};

/** No journal chosen: the way to choose one, then the day's notes. */
export const NoJournal: Story = {
  args: { section: section({ journal: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Choose a journal' })).toHaveAttribute('href', '/notes-collections');
    await expect(canvas.getByRole('region', { name: 'Notes of this day' })).toBeVisible();
  },
};

/** More notes than the summary shows: the first few, how many more, and 'View all'. */
export const Many: Story = {
  args: { section: section({ notes: others }) },
  play: async ({ canvas }) => {
    const day = canvas.getByRole('region', { name: 'Other notes of this day' });
    await expect(within(day).getByText('2 more notes')).toBeVisible();
    await expect(within(day).getByRole('link', { name: 'View all' })).toBeVisible();
  },
};

export const ManyAll: Story = {
  args: { section: section({ notes: others }), view: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'The Left Hand of Darkness' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View all' })).toBeNull();
  },
};

/** The collections could not be fetched: the notes still show, without their collections' names. */
export const WithoutCollections: Story = { args: { collections: new Map() } };

export const Dark: Story = { args: Many.args, globals: { theme: 'dark' } };

export const DarkNotWritten: Story = { args: NotWritten.args, globals: { theme: 'dark' } };

export const Swedish: Story = {
  args: { ...NotWritten.args, dateText: 'måndag 23 november' },
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Skriv i dagboken för måndag 23 november' })).toBeVisible();
  },
};

export const SwedishNoJournal: Story = { args: NoJournal.args, globals: { locale: 'sv' } };

/** 360 px wide: long titles and answers wrap or are cut with an ellipsis; nothing overflows. */
export const Phone: Story = {
  args: Many.args,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const PhoneDark: Story = { ...Phone, globals: { viewport: { value: 'phone360', isRotated: false }, theme: 'dark' } };
