import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { collectionsFixture, emptyFixture, journalFixture } from './collections.fixtures';
import { CollectionEditScreen } from './CollectionEditScreen';

const meta = {
  title: 'Features/Notes/CollectionEditScreen',
  component: CollectionEditScreen,
  args: {
    collection: { status: 'ready', data: journalFixture },
    onRetry: fn(),
    isSaving: false,
    onSave: fn(async () => undefined),
    journal: { checked: false, otherName: null, isSaving: false },
    onJournalChange: fn(),
    isDeleting: false,
    onDelete: fn(async () => undefined),
  },
  parameters: { router: { path: `/notes-collection/${journalFixture._id}/edit` } },
} satisfies Meta<typeof CollectionEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Moving a question with the keyboard: the focus goes with it. */
export const Reordering: Story = {
  play: async ({ canvas }) => {
    const third = canvas.getByRole('group', { name: 'Question 3' });
    await userEvent.click(within(third).getByRole('button', { name: 'Move up' }));
    await expect(within(canvas.getByRole('group', { name: 'Question 2' })).getByRole('button', { name: 'Move up' })).toHaveFocus();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

export const AddingAndSaving: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add question' }));
    await userEvent.keyboard('Word of the day');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Apply the question changes to existing notes too' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ retro: true }));
  },
};

export const MissingText: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add question' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Write the question, or remove it')).toBeVisible();
  },
};

export const Deleting: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete collection' }));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Delete the collection and its 42 notes' })).toBeVisible();
  },
};

export const DeletingEmpty: Story = {
  args: { collection: { status: 'ready', data: emptyFixture } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete collection' }));
    await expect(canvas.getByRole('button', { name: 'Delete the collection' })).toBeVisible();
  },
};

export const IsTheJournal: Story = { args: { journal: { checked: true, otherName: null, isSaving: false } } };

export const AnotherIsTheJournal: Story = { args: { journal: { checked: false, otherName: collectionsFixture[1]!.name, isSaving: false } } };

export const Loading: Story = { args: { collection: { status: 'loading' } } };

export const LoadFailed: Story = { args: { collection: { status: 'error' } } };

export const NotFound: Story = { args: { collection: { status: 'notFound' } } };

export const Dark: Story = { play: Deleting.play, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide: a question's fields stack, and nothing overflows. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async (context) => {
    await Reordering.play!(context);
    await fitsWidth(context.canvasElement);
  },
};

export const PhoneDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } },
  play: async (context) => {
    await Deleting.play!(context);
    await fitsWidth(context.canvasElement);
  },
};

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
