import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureToday, garageFixture, pantryFixture, pantryItemsFixture } from './storage.fixtures';
import { StorageGroupScreen } from './StorageGroupScreen';

const meta = {
  title: 'Features/Storage/StorageGroupScreen',
  component: StorageGroupScreen,
  args: {
    group: { status: 'ready', data: [pantryFixture, pantryItemsFixture] },
    today: fixtureToday,
    isAdding: false,
    onAdd: fn(async () => undefined),
    onSaveItem: fn(async () => undefined),
    onDeleteItem: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { router: { path: '/storage-group/stgrpantry01' } },
} satisfies Meta<typeof StorageGroupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Within a week of their date, items say so in words: Expired, Expires today, Expires in 3 days. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('Expires in 3 days');
    await expect(items[2]).toHaveTextContent('Expires today');
    await expect(items[4]).toHaveTextContent('Expired');
    const form = canvas.getByRole('form', { name: 'Add an item' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Rice');
    await userEvent.type(within(form).getByLabelText('Quantity'), '2');
    await userEvent.type(within(form).getByLabelText('Unit'), 'kg');
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ name: 'Rice', quantity: 2, unit: 'kg', bestBefore: null, note: '', isFood: true, storageGroupId: 'stgrpantry01' });
  },
};

export const EditingAnItem: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Cream' }));
    await expect(within(canvas.getByRole('form', { name: 'Edit Cream' })).getByLabelText('Name')).toHaveFocus();
  },
};

export const AskingToDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Milk' }));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { group: { status: 'ready', data: [garageFixture, []] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing is stored in Garage/)).toBeVisible();
  },
};

export const Loading: Story = { args: { group: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { group: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = { args: { group: { status: 'notFound' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkEditing: Story = { ...EditingAnItem, globals: { theme: 'dark' } };

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Saker' })).toHaveTextContent('Går ut i dag');
  },
};

/** Changed offline (issue 25): the flour's new amount waits to be sent, and its row says "Not sent yet". */
export const NotSentYet: Story = {
  args: { unsentIds: new Set([pantryItemsFixture[3]!._id]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Organic stone-ground/ })).toHaveAccessibleDescription('Not sent yet');
    await expect(canvas.getByRole('link', { name: /^Cream/ })).not.toHaveAccessibleDescription();
  },
};

export const NotSentYetPhoneDark: Story = { ...NotSentYet, globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async (context) => {
  await NotSentYet.play!(context);
  await fitsWidth(context.canvasElement);
} };

/** 360 px wide: long names wrap, the fields stack, and nothing overflows. */
export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
