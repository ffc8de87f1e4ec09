import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { collectionsFixture, emptyPageFixture, journalFixture, outsidePageFixture } from './collections.fixtures';
import { CollectionsScreen } from './CollectionsScreen';

const meta = {
  title: 'Features/Notes/CollectionsScreen',
  component: CollectionsScreen,
  args: {
    collections: { status: 'ready', data: collectionsFixture },
    journalId: journalFixture._id,
    outside: { status: 'ready', data: outsidePageFixture },
    outsidePage: 1,
    isAdding: false,
    onAdd: fn(async () => undefined),
    onRetry: fn(),
    onRetryOutside: fn(),
  },
  parameters: { router: { path: '/notes-collections' } },
} satisfies Meta<typeof CollectionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /^Journal/ })).toHaveTextContent('42 notes');
    await userEvent.type(canvas.getByLabelText('New collection'), 'Meetings{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Meetings');
  },
};

/** A new user: what a collection is for, and the name field ready to type in. */
export const Empty: Story = {
  args: { collections: { status: 'ready', data: [] }, outside: { status: 'ready', data: emptyPageFixture } },
  // The explanation and the form, without a caret waiting in the field (it would swallow Shift+.).
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Start your first collection' })).toBeVisible();
    await expect(canvas.getByLabelText('New collection')).not.toHaveFocus();
  },
};

export const Loading: Story = { args: { collections: { status: 'loading' }, outside: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { collections: { status: 'error' }, outside: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0]!);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide: long names wrap, and nothing overflows. */
export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

export const PhoneDarkEmpty: Story = { args: Empty.args, globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
