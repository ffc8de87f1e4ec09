import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultSidebarLinks } from '../../testing/appLinks';
import { DashboardScreen, type DashboardCardSlot } from './DashboardScreen';

// The areas' cards have stories of their own (features/notes/dashboard, features/time/dashboard);
// here stand-ins show where the dashboard puts them.
const standIn = (area: string, heading: string, lines: string[]): DashboardCardSlot => ({
  area,
  card: (
    <section aria-labelledby={`story-${area}`}>
      <h2 id={`story-${area}`} style={{ margin: 0, fontSize: '1.25rem' }}>
        {heading}
      </h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <a href="/dashboard/2026-11-23/all">View all</a>
    </section>
  ),
});
const cards = [
  standIn('notes', 'Notes', ['Journal: Diary', 'Dune', 'Meeting with the landlord about the heating']),
  standIn('time', 'Time tracked', ['Work 2:30', 'Home 0:45']),
];
// As the route gives them: the pages of the areas with a card, named as the sidebar names them.
const addLinks = defaultSidebarLinks.filter((link) => link.area === 'notes' || link.area === 'time').map(({ area, path, label }) => ({ area, path, label }));

const meta = {
  title: 'Features/Dashboard/Screen',
  component: DashboardScreen,
  args: {
    date: '2026-11-23',
    today: '2026-11-23',
    view: 'summary',
    state: { status: 'ready', cards },
    onRetry: fn(),
    onPickDate: fn(),
    addLinks,
  },
  parameters: { router: { path: '/dashboard/2026-11-23' } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today, named as such, with the cards of the areas that have something; no way "to today". */
export const Today: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Today, Nov 23, 2026');
    const days = canvas.getByRole('navigation', { name: 'Days' });
    await expect(within(days).getByRole('link', { name: 'Previous day' })).toHaveAttribute('href', '/dashboard/2026-11-22');
    await expect(within(days).getByRole('link', { name: 'Next day' })).toHaveAttribute('href', '/dashboard/2026-11-24');
    await expect(within(days).queryByRole('link', { name: 'Today' })).toBeNull();
    await userEvent.clear(canvas.getByLabelText('Date'));
    await userEvent.type(canvas.getByLabelText('Date'), '2026-12-24');
    await expect(args.onPickDate).toHaveBeenLastCalledWith('2026-12-24');
  },
};

export const Yesterday: Story = {
  args: { date: '2026-11-22' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Yesterday, Nov 22, 2026');
    await expect(canvas.getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/dashboard/2026-11-23');
  },
};

/** A day of another year: written out in full, with the way back to today. */
export const AnotherYear: Story = {
  args: { date: '2025-03-14', state: { status: 'ready', cards: cards.slice(0, 1) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Mar 14, 2025');
  },
};

/** Every item of every card, with the way back to the summary; the day links keep /all. */
export const All: Story = {
  args: { view: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to the summary' })).toHaveAttribute('href', '/dashboard/2026-11-23');
    await expect(canvas.getByRole('link', { name: 'Next day' })).toHaveAttribute('href', '/dashboard/2026-11-24/all');
  },
};

/** Nothing written or tracked: the areas where something can be added. */
export const Empty: Story = {
  args: { date: '2026-11-20', state: { status: 'ready', cards: [] } },
  play: async ({ canvas }) => {
    const empty = canvas.getByRole('region', { name: 'Nothing on this day' });
    await expect(within(empty).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/notes-collections', '/time-groups']);
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load this day.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { play: Today.play, globals: { theme: 'dark' } };

export const DarkEmpty: Story = { args: Empty.args, globals: { theme: 'dark' } };

export const Swedish: Story = {
  args: { date: '2026-11-24' },
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('I morgon, 24 nov. 2026');
    await expect(canvas.getByRole('link', { name: 'Föregående dag' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { date: '2026-11-22' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    // Nothing may widen the page past a 360 px phone.
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const PhoneDark: Story = { args: Phone.args, globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: Phone.play };

