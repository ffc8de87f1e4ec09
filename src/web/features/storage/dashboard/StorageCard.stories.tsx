import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StorageCard, type StorageDashboardSection } from './StorageCard';

const day = '2026-11-23';
const names = ['Yoghurt', 'Milk', 'Cream', 'Spinach', 'Salmon fillets from the fishmonger at the market square', 'Butter', 'Cheese'];
const section = (count: number, expiringCount = count): StorageDashboardSection => ({
  area: 'storage',
  expiring: names.slice(0, count).map((name, index) => ({
    _id: `stitem${String(index).padStart(6, '0')}`,
    name,
    storageGroupId: 'stgroup00001',
    groupName: index % 2 ? 'Fridge' : 'Freezer',
    bestBefore: day,
    daysLeft: index - 1,
  })),
  expiringCount,
});

const meta = {
  title: 'Features/Storage/DashboardCard',
  component: StorageCard,
  args: { section: section(3), view: 'summary', viewAll: <a href={`/dashboard/${day}/all`}>View all</a> },
  parameters: { router: { path: `/dashboard/${day}` } },
} satisfies Meta<typeof StorageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each item says how soon in words; the colour only repeats it. */
export const Few: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('region', { name: 'Expiring soon' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Yoghurtin FreezerExpired', 'Milkin FridgeExpires today', 'Creamin FreezerExpires tomorrow']);
  },
};

export const Many: Story = {
  args: { section: section(7) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 more items')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all' })).toBeVisible();
  },
};

export const ManyAll: Story = {
  args: { section: section(7, 12), view: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Everything in storage' })).toHaveAttribute('href', '/storage-groups');
  },
};

export const Dark: Story = { args: Many.args, globals: { theme: 'dark' } };

export const Swedish: Story = {
  args: Many.args,
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Går ut i morgon')).toBeVisible();
  },
};

/** 360 px wide: long names wrap; nothing overflows. */
export const PhoneDark: Story = {
  args: Many.args,
  globals: { viewport: { value: 'phone360', isRotated: false }, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
