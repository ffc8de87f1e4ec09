import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DashboardSectionOf } from '../../../areaDefinition';
import { createTicker } from '../clock/ticker';
import { TimeCard } from './TimeCard';

const day = '2026-11-23';
/** A local time on the story's day, so the story reads the same in any zone. */
const at = (hours: number, minutes = 0, dayOfMonth = 23) => new Date(2026, 10, dayOfMonth, hours, minutes).toISOString();
const minutes = (count: number) => count * 60_000;
const stamp = (id: string, group: [string, string], sub: string, start: string, end: string | null, ms: number) => ({
  _id: `stamp000000${id}`,
  timeGroupId: group[0],
  timeGroupName: group[1],
  subGroupId: `subgrp00000${id}`,
  subGroupName: sub,
  startTime: start,
  endTime: end,
  ms,
});
const work: [string, string] = ['timegrp00001', 'Work'];
const home: [string, string] = ['timegrp00002', 'Home'];
const study: [string, string] = ['timegrp00003', 'Study for the driving licence theory test'];
const sport: [string, string] = ['timegrp00004', 'Sport'];

const section: DashboardSectionOf<'time'> = {
  area: 'time',
  totalMs: minutes(5 * 60 + 40),
  groups: [
    { _id: work[0], name: work[1], ms: minutes(3 * 60 + 30) },
    { _id: home[0], name: home[1], ms: minutes(70) },
    { _id: study[0], name: study[1], ms: minutes(40) },
    { _id: sport[0], name: sport[1], ms: minutes(20) },
  ],
  stamps: [
    // Started the evening before: only its part in the day counts.
    stamp('1', study, 'Road signs', at(23, 40, 22), at(0, 20), minutes(20)),
    stamp('2', work, 'Writing', at(9), at(11, 30), minutes(150)),
    stamp('3', sport, 'Run', at(12), at(12, 20), minutes(20)),
    stamp('4', home, 'Dishes', at(18), at(19, 10), minutes(70)),
    stamp('5', work, 'Email', at(20), null, minutes(60)),
    stamp('6', study, 'Practice test', at(21), at(21, 20), minutes(20)),
  ],
};

// A ticker frozen when the day's totals were read, so the running stamp's time holds still.
const ticker = createTicker(() => Date.parse(at(21)), 60 * 60 * 1000);

const meta = {
  title: 'Features/Time/DashboardCard',
  component: TimeCard,
  args: { date: day, section, view: 'summary', ticker, viewAll: <a href={`/dashboard/${day}/all`}>View all</a> },
  parameters: { router: { path: `/dashboard/${day}` } },
} satisfies Meta<typeof TimeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's total, the three groups with most time and the latest three stamps, each a link. */
export const Summary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent('05:40:00');
    const groups = canvas.getByRole('region', { name: 'Per time group' });
    await expect(within(groups).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(groups).getByRole('link', { name: 'Work' })).toHaveAttribute('href', '/time-group/timegrp00001');
    await expect(within(groups).getByText('1 more time group')).toBeVisible();
    const stamps = canvas.getByRole('region', { name: 'Time stamps' });
    await expect(within(stamps).getByRole('link', { name: 'Email, 20:00:00–running' })).toHaveAttribute('href', '/time-stamp/stamp0000005');
    await expect(within(stamps).getByText('3 earlier stamps')).toBeVisible();
  },
};

/** Every group and stamp; a stamp from the evening before shows its date. */
export const All: Story = {
  args: { view: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Road signs, 2026-11-22 23:40:00–00:20:00' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View all' })).toBeNull();
  },
};

/** One short stamp: nothing is left out, so no 'View all'. */
export const Short: Story = {
  args: {
    section: { area: 'time', totalMs: minutes(25), groups: [{ _id: work[0], name: work[1], ms: minutes(25) }], stamps: [stamp('2', work, 'Writing', at(9), at(9, 25), minutes(25))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'View all' })).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkAll: Story = { args: All.args, globals: { theme: 'dark' } };

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Email, 20:00:00–pågår' })).toBeVisible();
  },
};

/** 360 px wide: long group names wrap; nothing overflows. */
export const Phone: Story = {
  args: All.args,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const PhoneDark: Story = { ...Phone, globals: { viewport: { value: 'phone360', isRotated: false }, theme: 'dark' } };
