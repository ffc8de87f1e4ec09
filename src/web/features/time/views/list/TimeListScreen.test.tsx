// Proves the list screen on its own: rows in the order given with the period and the previous
// one, links to each group, the filter and mode as radio groups, 500 rows drawn in steps (all of
// them in the end), a click on a row's link navigating in the app, and issue 8's rule that a
// clock's tick re-renders the clocks only: after a tick no row formats its values again.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimeListItem } from '../../../../../domain/timeList';
import { renderWithShell } from '../../../../testing/renderWithShell';
import { createTicker } from '../../clock/ticker';
import * as timeFormat from '../../../../i18n/dateText';
import { TimeListScreen, type TimeListScreenProps } from './TimeListScreen';

vi.mock('../../../../i18n/dateText', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../i18n/dateText')>();
  return { ...original, formatDuration: vi.fn(original.formatDuration) };
});

const start = Date.parse('2026-11-23T08:00:00.000Z');

function items(count: number, running = 0): TimeListItem[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: 'group',
    id: `grp${String(index).padStart(9, '0')}`,
    name: `Group ${index + 1}`,
    usage: count - index,
    value: (index + 1) * 60_000,
    previous: index * 60_000,
    activeStamps: index < running ? [{ startTime: new Date(start - (index + 1) * 60_000).toISOString(), timeStampId: `s${index}` }] : [],
    groupIds: [`grp${index}`],
  }));
}

function renderList(props: Partial<TimeListScreenProps> = {}) {
  return renderWithShell(
    <TimeListScreen
      state={{ status: 'ready', items: items(3, 1) }}
      filter="day"
      sorting="normal"
      onFilterChange={vi.fn()}
      onSortingChange={vi.fn()}
      onRetry={vi.fn()}
      {...props}
    />,
    { path: '/time-groups/list' },
  );
}

afterEach(() => vi.useRealTimers());

describe('TimeListScreen', () => {
  it('lists the rows in order with the period, the previous one and the running clock', async () => {
    await renderList();
    const rows = screen.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Group 1', 'Group 2', 'Group 3']);
    expect(rows.map(cells)).toEqual([
      ['00:01:00', '00:00:00'],
      ['00:02:00', '00:01:00'],
      ['00:03:00', '00:02:00'],
    ]);
    expect(within(rows[0]!).getByRole('timer')).toBeVisible();
    expect(within(rows[0]!).getByRole('link', { name: 'Group 1' })).toHaveAttribute('href', '/time-group/grp000000000');
  });

  it('navigates in the app on a click on a row link', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('link', { name: 'Group 2' }));
    expect(router.state.location.pathname).toBe('/time-group/grp000000001');
  });

  it('offers the filter and the mode as radio groups and reports a choice', async () => {
    const onFilterChange = vi.fn();
    const onSortingChange = vi.fn();
    const { user } = await renderList({ onFilterChange, onSortingChange });
    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['day', 'week', 'month', 'total']);
    expect(within(period).getByRole('radio', { name: 'Day' })).toBeChecked();
    within(period).getByRole('radio', { name: 'Day' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onFilterChange).toHaveBeenCalledWith('week');
    await user.click(screen.getByRole('radio', { name: 'Tags' }));
    expect(onSortingChange).toHaveBeenCalledWith('tags');
  });

  it("hides the mode on one group's list and says how to start when empty", async () => {
    await renderList({ sorting: undefined, onSortingChange: undefined, state: { status: 'ready', items: [] } });
    expect(screen.queryByRole('group', { name: 'Show' })).toBeNull();
    expect(screen.getByText('No sub group has time in this period. Stamp in from Home to start.')).toBeVisible();
  });

  it('draws 500 rows in steps, all of them in the end', async () => {
    await renderList({ state: { status: 'ready', items: items(500) } });
    expect(document.querySelectorAll('tbody tr').length).toBeLessThan(500);
    // Counted from the DOM: role queries over 500 rows are too slow in jsdom to poll.
    const bodyRows = () => document.querySelectorAll('tbody tr');
    // Steps are frames: on a busy 2-core CI they come slowly.
    await waitFor(() => expect(bodyRows()).toHaveLength(500), { timeout: 15_000 });
    expect(bodyRows()[499]).toHaveTextContent('Group 500');
    expect(screen.getAllByRole('row')).toHaveLength(501);
  });

  it("grows a running row's period time with its clock, leaving the previous period and idle rows as read", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = start;
    const ticker = createTicker(() => now, 1000);
    await renderList({ state: { status: 'ready', items: items(2, 1), readAt: start }, ticker });
    const cells = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent));
    expect(cells()).toEqual([
      ['00:01:00', '00:00:00'],
      ['00:02:00', '00:01:00'],
    ]);
    now += 5_000;
    await act(async () => vi.advanceTimersByTime(1000));
    expect(cells()).toEqual([
      ['00:01:05', '00:00:00'],
      ['00:02:00', '00:01:00'],
    ]);
  });

  it('re-renders only the clocks on a tick: no row formats its values again', async () => {
    // Only the ticker's interval is faked; its "now" moves by hand.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = start;
    const ticker = createTicker(() => now, 1000);
    await renderList({ state: { status: 'ready', items: items(40, 10) }, ticker });
    // Every row drawn first (they come in steps, slowly on a busy machine): a row drawn late would count.
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(40), { timeout: 15_000 });
    const format = vi.mocked(timeFormat.formatDuration);
    format.mockClear();
    const before = screen.getAllByRole('timer').map((clock) => clock.textContent);
    now += 1000;
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getAllByRole('timer').map((clock) => clock.textContent)).not.toEqual(before);
    // One call per clock; a row re-rendering would add two (its value and the previous one).
    expect(format).toHaveBeenCalledTimes(10);
  });
});
