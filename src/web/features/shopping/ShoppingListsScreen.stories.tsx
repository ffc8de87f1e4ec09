import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { listsFixture } from './shopping.fixtures';
import { ShoppingListsScreen } from './ShoppingListsScreen';

const meta = {
  title: 'Features/Shopping/ShoppingListsScreen',
  component: ShoppingListsScreen,
  args: {
    lists: { status: 'ready', data: listsFixture },
    defaultListId: listsFixture[0]!._id,
    isAdding: false,
    isSettingDefault: false,
    onAdd: fn(async () => undefined),
    onRename: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onSetDefault: fn(),
    onRetry: fn(),
  },
  parameters: { router: { path: '/shopping-lists' } },
} satisfies Meta<typeof ShoppingListsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /^Groceries/ })).toHaveTextContent('5 to buy · 2 checked');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Hardware store as default' }));
    await expect(args.onSetDefault).toHaveBeenCalledWith('shophardware');
    await userEvent.type(canvas.getByLabelText('New list'), 'Pharmacy{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Pharmacy');
  },
};

/** Deleting asks first, with Cancel focused. */
export const AskingToDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Groceries' }));
    await expect(canvas.getByText('Delete Groceries? 7 items are deleted with it.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { lists: { status: 'ready', data: [] }, defaultListId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Start your first list' })).toBeVisible();
  },
};

export const Loading: Story = { args: { lists: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { lists: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide: rows wrap their buttons under the name, and nothing overflows. */
export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
