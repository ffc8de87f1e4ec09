import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import type { ShoppingListWithItems } from './queries';
import { emptyListFixture, groceriesFixture } from './shopping.fixtures';
import { ShoppingEditScreen, type ShoppingEditScreenProps } from './ShoppingEditScreen';

/** The screen with its list in state, so a move shows as the app's cache shows it. */
function Stateful(props: ShoppingEditScreenProps) {
  const [list, setList] = useState(props.list);
  return (
    <ShoppingEditScreen
      {...props}
      list={list}
      onReorder={(order) => {
        props.onReorder(order);
        setList((now) =>
          now.status === 'ready' ? { status: 'ready', data: { ...now.data, items: order.map((id) => now.data.items.find((item) => item._id === id)!) } as ShoppingListWithItems } : now,
        );
      }}
    />
  );
}

const meta = {
  title: 'Features/Shopping/ShoppingEditScreen',
  component: ShoppingEditScreen,
  render: (args) => <Stateful {...args} />,
  args: {
    list: { status: 'ready', data: groceriesFixture },
    isRenaming: false,
    onRename: fn(async () => undefined),
    onReorder: fn(),
    onSaveItem: fn(async () => undefined),
    onDeleteItem: fn(async () => []),
    onClearChecked: fn(async () => groceriesFixture.items.filter((item) => item.checked)),
    isClearing: false,
    onRestore: fn(async () => undefined),
    isRestoring: false,
    onRetry: fn(),
  },
  parameters: { router: { path: `/specific-shopping-list/${groceriesFixture._id}` } },
} satisfies Meta<typeof ShoppingEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alt+ArrowDown on a focused row moves its item; the focus stays on it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Edit Milk' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onReorder).toHaveBeenCalledWith(['shopitem0002', 'shopitem0001', 'shopitem0003', 'shopitem0004', 'shopitem0005', 'shopitem0006', 'shopitem0007']);
    await expect(canvas.getByText('Milk moved to place 2 of 7')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move Milk down' })).toHaveFocus();
  },
};

/** Dragging Milk by its handle below Tomatoes, with the pointer. */
export const Drag: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const handle = canvasElement.querySelector<HTMLElement>('[data-row] [aria-hidden="true"]')!;
    const target = canvas.getByRole('button', { name: 'Edit Tomatoes' }).closest('li')!;
    const box = target.getBoundingClientRect();
    const y = box.top + box.height - 2;
    fireEvent.pointerDown(handle, { pointerId: 1, clientY: handle.getBoundingClientRect().top + 4 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: y });
    await expect(target).toHaveAttribute('data-drop', 'true');
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: y });
    await expect(args.onReorder).toHaveBeenCalledWith(['shopitem0002', 'shopitem0003', 'shopitem0004', 'shopitem0001', 'shopitem0005', 'shopitem0006', 'shopitem0007']);
  },
};

export const EditingAnItem: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Wheat flour' }));
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
  },
};

/** Clearing the checked items offers Undo. */
export const ClearedChecked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear checked (2)' }));
    await expect(canvas.getByText('Cleared 2 checked items')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.onRestore).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { list: { status: 'ready', data: emptyListFixture } } };

export const Loading: Story = { args: { list: { status: 'loading' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const PhoneDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** The checked items were cleared offline (issue 25): the list says so, with "Not sent yet". */
export const ClearedNotSentYet: Story = {
  args: { list: { status: 'ready', data: { ...groceriesFixture, items: groceriesFixture.items.filter((item) => !item.checked) } }, clearing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checked items cleared on this device')).toHaveAccessibleDescription('Not sent yet');
  },
};
