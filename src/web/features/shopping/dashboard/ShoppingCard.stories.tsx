import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { groceriesFixture } from '../shopping.fixtures';
import { ShoppingCard } from './ShoppingCard';

const open = groceriesFixture.items.filter((item) => !item.checked);

const meta = {
  title: 'Features/Shopping/ShoppingCard',
  component: ShoppingCard,
  args: {
    section: { area: 'shopping', shoppingListId: groceriesFixture._id, name: groceriesFixture.name, openItems: open, openCount: open.length },
    view: 'summary',
    viewAll: <a href="/dashboard/2026-11-23/all">View all</a>,
  },
  parameters: { router: { path: '/dashboard/2026-11-23' } },
} satisfies Meta<typeof ShoppingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary: the first three open items, how many more, 'View all', and the way to shop them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(`${open.length - 3} more items`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', `/shopping-list/${groceriesFixture._id}`);
  },
};

export const All: Story = { args: { view: 'all' } };

export const NothingLeft: Story = {
  args: { section: { area: 'shopping', shoppingListId: groceriesFixture._id, name: groceriesFixture.name, openItems: [], openCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing left to buy.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
