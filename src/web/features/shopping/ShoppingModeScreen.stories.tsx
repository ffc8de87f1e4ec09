import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ShoppingListWithItems } from './queries';
import { emptyListFixture, groceriesFixture, storagePlacesFixture } from './shopping.fixtures';
import { ShoppingModeScreen, type ShoppingModeScreenProps } from './ShoppingModeScreen';

/** The screen with its list in state, so a tap checks an item off as the app's cache does. */
function Stateful(props: ShoppingModeScreenProps) {
  const [list, setList] = useState(props.list);
  return (
    <ShoppingModeScreen
      {...props}
      list={list}
      onCheck={(item, checked) => {
        props.onCheck(item, checked);
        setList((now) =>
          now.status === 'ready' ? { status: 'ready', data: { ...now.data, items: now.data.items.map((each) => (each._id === item._id ? { ...each, checked } : each)) } as ShoppingListWithItems } : now,
        );
      }}
    />
  );
}

const meta = {
  title: 'Features/Shopping/ShoppingModeScreen',
  component: ShoppingModeScreen,
  render: (args) => <Stateful {...args} />,
  args: {
    list: { status: 'ready', data: groceriesFixture },
    onCheck: fn(),
    onQuickAdd: fn(async () => undefined),
    isAdding: false,
    onRetry: fn(),
    storage: { places: { status: 'ready', data: storagePlacesFixture }, onOpen: fn(), onRetryPlaces: fn(), onPut: fn(async () => undefined), isPutting: false },
  },
  parameters: { router: { path: `/shopping-list/${groceriesFixture._id}` } },
} satisfies Meta<typeof ShoppingModeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkboxNames = (list: HTMLElement) => within(list).getAllByRole('checkbox').map((box) => box.getAttribute('aria-labelledby') && box.ownerDocument.getElementById(box.getAttribute('aria-labelledby')!)?.textContent);

/** One tap checks Milk off: it sinks under the open items, the next item takes the focus, and Undo is offered. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Milk' }));
    await expect(args.onCheck).toHaveBeenCalledWith(expect.objectContaining({ name: 'Milk' }), true);
    await expect(checkboxNames(canvas.getByRole('list', { name: /^Checked/ }))).toEqual(['Milk', 'Eggs', 'Butter']);
    await expect(canvas.getByRole('checkbox', { name: 'Wheat flour' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.onCheck).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Milk' }), false);
  },
};

/** Every row is at least 48 px tall (issue 12: large touch targets). */
export const TouchTargets: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

export const Empty: Story = { args: { list: { status: 'ready', data: emptyListFixture } } };

export const Loading: Story = { args: { list: { status: 'loading' } } };

export const LoadFailed: Story = { args: { list: { status: 'error' } } };

export const NotFound: Story = { args: { list: { status: 'notFound' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Dark, with the Undo notice showing. */
export const DarkWithUndo: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tomatoes' }));
    await expect(canvas.getByText('Checked off Tomatoes')).toBeVisible();
  },
};

export const Swedish: Story = { globals: { locale: 'sv' } };

export const PhoneDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** "Put checked items into storage": the checked items go to the Pantry and stay on the list. */
export const PutIntoStorage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Put checked items into storage' }));
    await expect(args.storage.onOpen).toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Storage place' }), 'Pantry');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Then take them off this list' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Put 2 items into storage' }));
    await expect(args.storage.onPut).toHaveBeenCalledWith({ _id: storagePlacesFixture[1]!._id, name: 'Pantry' }, false);
  },
};

/** With no storage places yet: the panel says so and leads to storage. */
export const PutIntoStorageWithoutPlaces: Story = {
  args: { storage: { ...meta.args.storage, places: { status: 'ready', data: [] } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Put checked items into storage' }));
    await expect(canvas.getByRole('link', { name: 'Go to storage' })).toBeVisible();
  },
};

/** Made offline (issue 25): Milk's check and the added oat milk wait to be sent, and the checked items were cleared here; each says "Not sent yet". */
export const NotSentYet: Story = {
  args: {
    list: {
      status: 'ready',
      data: {
        ...groceriesFixture,
        items: [
          ...groceriesFixture.items.map((each) => (each.name === 'Milk' ? { ...each, checked: true, checkedAt: '2026-03-02T10:00:00.000Z' } : each)),
          { ...groceriesFixture.items[0]!, _id: 'unsent-change1-0', name: 'Oat milk', quantity: 1, unit: 'l', position: 8 },
        ],
      },
    },
    unsentIds: new Set(['shopitem0001', 'unsent-change1-0']),
    clearing: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Milk' })).toHaveAccessibleDescription('2 l Not sent yet');
    await expect(canvas.getByRole('checkbox', { name: 'Oat milk' })).toHaveAccessibleDescription('1 l Not sent yet');
    await expect(canvas.getByRole('checkbox', { name: 'Tomatoes' })).toHaveAccessibleDescription('6');
    await expect(canvas.getByText('Checked items cleared on this device')).toHaveAccessibleDescription('Not sent yet');
  },
};

export const NotSentYetPhoneDark: Story = { ...NotSentYet, globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } } };
