import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { NoteSearchHit } from '../queries';
import { NoteSearchView } from './NoteSearchView';

const summary = (_id: string, name: string, secondName: string, effectiveDate: string, notesCollectionId: string | null) => ({
  _id,
  name,
  secondName,
  notesCollectionId,
  effectiveDate,
  createdAt: `${effectiveDate}T08:00:00.000Z`,
  listAnswers: [],
  entryCount: 2,
});

const hits: NoteSearchHit[] = [
  {
    note: summary('note00000003', 'Friday', 'Fredag', '2026-01-16', 'notes0000001'),
    snippet: '…Anna came for dinner and we played chess until late; dinner was…',
    highlights: [
      { start: 15, length: 6 },
      { start: 54, length: 6 },
    ],
  },
  {
    note: summary('note00000002', 'Standup', '', '2026-01-14', 'notes0000002'),
    snippet: 'Planned the team dinner for next week',
    highlights: [{ start: 17, length: 6 }],
  },
  {
    note: summary('note00000001', 'Kommunfullmäktigesammanträdesprotokollsjusterarens anteckningar', '', '2026-01-02', null),
    snippet: 'A long title and a snippet with an unbroken Donaudampfschiffahrtsgesellschaftskapitänsdinnerkarte to wrap',
    highlights: [{ start: 86, length: 6 }],
  },
];

const meta = {
  title: 'Features/Notes/Search/NoteSearchView',
  component: NoteSearchView,
  args: {
    label: 'Search notes',
    value: 'dinner',
    onChange: fn(),
    onSearchNow: fn(),
    onClear: fn(),
    onRetry: fn(),
    state: { status: 'ready', hits, isStale: false },
    collectionNames: new Map([
      ['notes0000001', 'Journal'],
      ['notes0000002', 'Work log'],
    ]),
  },
  parameters: { router: { path: '/notes-collections' } },
} satisfies Meta<typeof NoteSearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hits: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('3 notes found');
    await expect(canvas.getByRole('link', { name: 'Friday — Fredag' })).toHaveAttribute('href', '/note/note00000003');
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search notes' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Friday — Fredag' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** The next search's hits are on their way: the previous ones stay, dimmed and marked busy. */
export const LoadingNext: Story = { args: { value: 'dinner wi', state: { status: 'ready', hits, isStale: true } } };

export const FirstSearch: Story = { args: { state: { status: 'loading' } } };

export const NoMatch: Story = { args: { value: 'zebra', state: { status: 'ready', hits: [], isStale: false } } };

export const NeedsWord: Story = { args: { value: '!!', state: { status: 'needsWord' } } };

export const Empty: Story = { args: { value: '', state: { status: 'idle' } } };

export const Failed: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not search the notes');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const InCollection: Story = { args: { label: 'Search this collection', collectionNames: undefined } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkLoadingNext: Story = { ...LoadingNext, globals: { theme: 'dark' } };

export const Swedish: Story = { args: { label: 'Sök anteckningar' }, globals: { locale: 'sv' } };

/** 360 px wide: long titles and snippets wrap; nothing overflows. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const PhoneDark: Story = { ...Phone, globals: { viewport: { value: 'phone360', isRotated: false }, theme: 'dark' } };
