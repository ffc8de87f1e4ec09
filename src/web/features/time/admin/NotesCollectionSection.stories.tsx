import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotesCollectionSection } from './NotesCollectionSection';

const meta = {
  title: 'Features/Time/Admin/NotesCollectionSection',
  component: NotesCollectionSection,
  args: { collectionId: null, isSaving: false, onSave: fn() },
} satisfies Meta<typeof NotesCollectionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No notes area yet, nothing saved: the section explains when it becomes a choice. */
export const NothingSaved: Story = {};

export const Saved: Story = {
  args: { collectionId: 'notes0000001' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop keeping notes there' }));
    await expect(args.onSave).toHaveBeenCalledWith(null);
  },
};

export const SavedDark: Story = { args: { collectionId: 'notes0000001' }, globals: { theme: 'dark' } };

export const SavedSwedish: Story = { args: { collectionId: 'notes0000001' }, globals: { locale: 'sv' } };
