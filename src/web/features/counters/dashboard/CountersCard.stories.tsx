import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountersCard, type CountersDashboardSection } from './CountersCard';

const day = '2026-11-23';
const names = ['Water', 'Push-ups', 'Cups of coffee from the machine on the third floor', 'Pages read', 'Steps', 'Stretches', 'Vitamins'];
const section = (count: number): CountersDashboardSection => ({
  area: 'counters',
  counters: names.slice(0, count).map((name, index) => ({
    _id: `cntr${String(index).padStart(8, '0')}`,
    name,
    counterGroupId: 'cgrp00000001',
    groupName: index % 2 ? 'Health' : 'Home',
    value: 40 + index,
    goal: 8,
    goalPeriod: index === 1 ? 'week' : 'day',
    count: index * 3,
    from: day,
    to: index === 1 ? '2026-11-29' : day,
  })),
});

const meta = {
  title: 'Features/Counters/DashboardCard',
  component: CountersCard,
  args: { section: section(3), view: 'summary', viewAll: <a href={`/dashboard/${day}/all`}>View all</a> },
  parameters: { router: { path: `/dashboard/${day}` } },
} satisfies Meta<typeof CountersCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each counter says its count against its goal in words; the bar only repeats it. */
export const Few: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('region', { name: 'Counter goals' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('0 of 8 · daily goal');
  },
};

export const Many: Story = {
  args: { section: section(7) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 more counters')).toBeVisible();
  },
};

export const Dark: Story = { args: { section: section(7) }, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { args: { section: section(7), view: 'all' }, globals: { viewport: { value: 'phone360', isRotated: false } } };
