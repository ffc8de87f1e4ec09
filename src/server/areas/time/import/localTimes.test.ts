// The apps' dates and clock times, read as wall clock times in a zone.
import { describe, expect, it } from 'vitest';
import { detectDateOrder, instantOf, readClock, readDay, splitDatedClock } from './localTimes';

describe('localTimes', () => {
  it.each([
    ['2024-03-04', 'monthFirst', { year: 2024, month: 3, day: 4 }],
    ['03/04/2024', 'monthFirst', { year: 2024, month: 3, day: 4 }],
    ['03/04/2024', 'dayFirst', { year: 2024, month: 4, day: 3 }],
    ['04.03.2024', 'monthFirst', { year: 2024, month: 3, day: 4 }],
    ['4/3/24', 'dayFirst', { year: 2024, month: 3, day: 4 }],
    ['02/30/2024', 'monthFirst', undefined],
    ['yesterday', 'monthFirst', undefined],
  ] as const)('reads the day %s (%s)', (text, order, day) => {
    expect(readDay(text, order)).toEqual(day);
  });

  const H = 3_600_000;
  const M = 60_000;
  it.each([
    ['10:23', 10 * H + 23 * M],
    ['10:23:52', 10 * H + 23 * M + 52_000],
    ['10:23 AM', 10 * H + 23 * M],
    ['12:05 AM', 5 * M],
    ['12:05 PM', 12 * H + 5 * M],
    ['1:00:00 pm', 13 * H],
    ['25:00', undefined],
    ['13:00 PM', undefined],
    ['', undefined],
  ] as const)('reads the clock %s', (text, ms) => {
    expect(readClock(text)).toBe(ms);
  });

  it('splits a time cell that carries its date', () => {
    expect(splitDatedClock('2024-03-04 10:23')).toEqual({ day: '2024-03-04', clock: '10:23' });
    expect(splitDatedClock('10:23 AM')).toEqual({ clock: '10:23 AM' });
  });

  it('decides the date order from a part over 12, else the usual one', () => {
    expect(detectDateOrder(['03/04/2024', '25/04/2024'], 'monthFirst')).toBe('dayFirst');
    expect(detectDateOrder(['03/04/2024', '04/25/2024'], 'dayFirst')).toBe('monthFirst');
    expect(detectDateOrder(['03/04/2024'], 'dayFirst')).toBe('dayFirst');
  });

  it('reads a time skipped by the clocks moving forward as the same clock time after it', () => {
    expect(new Date(instantOf({ year: 2024, month: 3, day: 31 }, 2.5 * 3_600_000, 'Europe/Stockholm')).toISOString()).toBe('2024-03-31T01:30:00.000Z');
  });
});
