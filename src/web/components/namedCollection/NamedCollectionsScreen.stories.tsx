import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConfirmPanel } from '../edit/ConfirmPanel';
import * as page from '../page/page.css';
import { messagesFixture, shelvesFixture } from './namedCollections.fixtures';
import { NamedCollectionsScreen } from './NamedCollectionsScreen';
import { RowLabel } from './RowLabel';

const meta = {
  title: 'Components/NamedCollection/NamedCollectionsScreen',
  component: NamedCollectionsScreen,
  args: {
    things: { status: 'ready', data: shelvesFixture },
    messages: messagesFixture,
    link: (shelf) => (
      <a href={`/shelf/${shelf._id}`} className={page.rowLink}>
        <RowLabel name={shelf.name} facts="3 things" />
      </a>
    ),
    renderDelete: (shelf, others, { cancel, closeWhenDeleted }) => (
      <ConfirmPanel
        message={`Delete ${shelf.name}? Its things go to ${others[0]?.name ?? 'nowhere'}.`}
        confirmLabel={`Yes, delete ${shelf.name}`}
        cancelLabel="Cancel"
        onConfirm={() => closeWhenDeleted(Promise.resolve())}
        onCancel={cancel}
      />
    ),
    isAdding: false,
    onAdd: fn(async () => undefined),
    onRename: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { router: { path: '/shelves' } },
} satisfies Meta<typeof NamedCollectionsScreen<(typeof shelvesFixture)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Your shelves' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New shelf'), 'Attic{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Attic');
  },
};

/** Delete puts the area's question in the row's place, told where the contents may go. */
export const AskingToDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Kitchen' }));
    await expect(canvas.getByText('Delete Kitchen? Its things go to Garage.')).toBeVisible();
  },
};

export const Renaming: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Garage' }));
    await userEvent.type(canvas.getByLabelText('New name for Garage'), ' loft{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('shelf0000002', 'Garage loft');
  },
};

export const Empty: Story = {
  args: { things: { status: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Start your first shelf' })).toBeVisible();
  },
};

export const Loading: Story = { args: { things: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { things: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** 360 px wide: nothing overflows. */
export const PhoneDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
