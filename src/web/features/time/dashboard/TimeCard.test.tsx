// Proves issue 24 item 11 on the dashboard: with a stamp running, the day's total, its group's
// time and the stamp's own time grow with the clock; the other group's stays as read, and a
// stamp still running on a past day counts only up to that day's end.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSectionOf } from '../../../areaDefinition';
import { renderWithShell } from '../../../testing/renderWithShell';
import { createTicker } from '../clock/ticker';
import { TimeCard } from './TimeCard';

const day = '2026-11-23';
/** A local time on the day, so the test holds in any zone. */
const at = (hours: number, minutes = 0) => new Date(2026, 10, 23, hours, minutes);
const minutes = (count: number) => count * 60_000;

const section: DashboardSectionOf<'time'> = {
  area: 'time',
  totalMs: minutes(90),
  groups: [
    { _id: 'timegrp00001', name: 'Work', ms: minutes(60) },
    { _id: 'timegrp00002', name: 'Home', ms: minutes(30) },
  ],
  stamps: [
    { _id: 'stamp0000001', timeGroupId: 'timegrp00002', timeGroupName: 'Home', subGroupId: 'subgrp000001', subGroupName: 'Dishes', startTime: at(9).toISOString(), endTime: at(9, 30).toISOString(), ms: minutes(30) },
    // Read at 23:00: it had run an hour.
    { _id: 'stamp0000002', timeGroupId: 'timegrp00001', timeGroupName: 'Work', subGroupId: 'subgrp000002', subGroupName: 'Writing', startTime: at(22).toISOString(), endTime: null, ms: minutes(60) },
  ],
};

afterEach(() => vi.useRealTimers());

describe('TimeCard', () => {
  it("grows the day's total, the running group's time and the stamp's with the clock, up to the day's end", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = at(23).getTime();
    const ticker = createTicker(() => now, 1000);
    await renderWithShell(<TimeCard date={day} section={section} view="all" viewAll={null} ticker={ticker} />, { path: `/dashboard/${day}` });
    const total = () => screen.getByText('Total').nextElementSibling?.textContent;
    const groups = screen.getByRole('region', { name: 'Per time group' });
    const groupTime = (name: string) => within(groups).getByRole('link', { name }).nextElementSibling?.textContent;
    expect([total(), groupTime('Work'), groupTime('Home')]).toEqual(['01:30:00', '01:00:00', '00:30:00']);

    now += minutes(12);
    await act(async () => vi.advanceTimersByTime(1000));
    expect([total(), groupTime('Work'), groupTime('Home')]).toEqual(['01:42:00', '01:12:00', '00:30:00']);
    const stamps = screen.getByRole('region', { name: 'Time stamps' });
    expect(within(stamps).getByRole('link', { name: /Writing/ }).nextElementSibling).toHaveTextContent('01:12:00');

    // The next morning the day is over: its running stamp counted to midnight.
    now = at(23).getTime() + minutes(10 * 60);
    await act(async () => vi.advanceTimersByTime(1000));
    expect([total(), groupTime('Work')]).toEqual(['02:30:00', '02:00:00']);
  });
});
