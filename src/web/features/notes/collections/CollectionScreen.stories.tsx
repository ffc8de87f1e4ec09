import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { emptyFixture, emptyPageFixture, journalFixture, journalPageFixture, readingFixture } from './collections.fixtures';
import { CollectionScreen } from './CollectionScreen';

const meta = {
  title: 'Features/Notes/CollectionScreen',
  component: CollectionScreen,
  args: {
    collection: { status: 'ready', data: journalFixture },
    notes: { status: 'ready', data: journalPageFixture },
    page: 1,
    today: '2026-03-20',
    isCreating: false,
    onCreateNote: fn(async () => undefined),
    onRetry: fn(),
    onRetryNotes: fn(),
  },
  parameters: { router: { path: `/notes-collection/${journalFixture._id}` } },
} satisfies Meta<typeof CollectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list', { name: 'Answers' })[0]).toHaveTextContent('Mood 8/10');
  },
};

export const LabelAfterAnswer: Story = {
  args: { collection: { status: 'ready', data: { ...journalFixture, options: { ...journalFixture.options, labelInListAfterAnswer: true } } } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list', { name: 'Answers' })[0]).toHaveTextContent('8/10 Mood');
  },
};

export const NewNote: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New note' }));
    await userEvent.type(canvas.getByLabelText('Title'), 'A good day{Enter}');
    await expect(args.onCreateNote).toHaveBeenCalledWith({ name: 'A good day', effectiveDate: '2026-03-20' });
  },
};

/** Split titles: the form asks for both parts. */
export const SplitTitle: Story = {
  args: { collection: { status: 'ready', data: readingFixture }, notes: { status: 'ready', data: emptyPageFixture } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Second part of the title')).toBeVisible();
  },
};

export const SwedishTitle: Story = {
  args: {
    collection: { status: 'ready', data: { ...emptyFixture, options: { ...emptyFixture.options, promptSwedishTitle: true } } },
    notes: { status: 'ready', data: emptyPageFixture },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Swedish title')).toBeVisible();
  },
};

export const PastTheEnd: Story = { args: { page: 7, notes: { status: 'ready', data: { notes: [], pageNumber: 7, totalPages: 3 } } } };

export const Loading: Story = { args: { collection: { status: 'loading' }, notes: { status: 'loading' } } };

export const NotesLoading: Story = { args: { notes: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { collection: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = { args: { collection: { status: 'notFound' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide, with the new-note form open: nothing overflows. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('button', { name: 'New note' }));
    await fitsWidth(context.canvasElement);
  },
};

export const PhoneDarkSplit: Story = { args: SplitTitle.args, globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
