import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notesCollectionsFixture } from './admin.fixtures';
import { NotesCollectionSection } from './NotesCollectionSection';

const meta = {
  title: 'Features/Time/Admin/NotesCollectionSection',
  component: NotesCollectionSection,
  args: {
    collections: { status: 'ready', data: notesCollectionsFixture },
    collectionId: 'notes0000002',
    isSaving: false,
    onRetry: fn(),
    onSave: fn(),
  },
  parameters: { router: { path: '/time-tracker/admin' } },
} satisfies Meta<typeof NotesCollectionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Work log is chosen; choosing another saves it, and None saves null. */
export const Chosen: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText('Notes collection');
    await expect(select).toHaveValue('notes0000002');
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      'Diary',
      'Work log',
      'Reading notes about the history of timekeeping and calendars',
    ]);
    await userEvent.selectOptions(select, 'Diary');
    await expect(args.onSave).toHaveBeenLastCalledWith('notes0000001');
    await userEvent.selectOptions(select, 'None');
    await expect(args.onSave).toHaveBeenLastCalledWith(null);
  },
};

export const NoneChosen: Story = {
  args: { collectionId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Notes collection')).toHaveValue('');
  },
};

/** A save in flight: the choice cannot change until it is done. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('Notes collection');
    await expect(select).toBeDisabled();
    await expect(select).toHaveAttribute('aria-busy', 'true');
  },
};

/** No collections yet: the choice comes once there is one, with the way to the notes area. */
export const Empty: Story = {
  args: { collections: { status: 'ready', data: [] }, collectionId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Notes collection')).toBeNull();
    await expect(canvas.getByText(/You have no notes collections yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to notes collections' })).toHaveAttribute('href', '/notes-collections');
  },
};

/** The saved collection was deleted: it shows as such, chosen, and can be changed. */
export const SavedGone: Story = {
  args: { collectionId: 'notes0000099' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText('Notes collection');
    await expect(select).toHaveValue('notes0000099');
    await expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('A collection that no longer exists');
    await userEvent.selectOptions(select, 'Work log');
    await expect(args.onSave).toHaveBeenCalledWith('notes0000002');
  },
};

export const Loading: Story = {
  args: { collections: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notes collections…');
  },
};

export const LoadFailed: Story = {
  args: { collections: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not get your notes collections');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ChosenDark: Story = { globals: { theme: 'dark' } };

export const ChosenSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Anteckningssamling')).toHaveValue('notes0000002');
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const EmptySwedish: Story = { args: Empty.args, globals: { locale: 'sv' } };

export const SavedGoneSwedish: Story = { args: SavedGone.args, globals: { locale: 'sv' } };

export const LoadFailedDark: Story = { args: LoadFailed.args, globals: { theme: 'dark' } };

/** 360 px wide: a long collection name does not push the section wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
