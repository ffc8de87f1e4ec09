// Proves how times and durations are written (spec §7, §9): durations as HH:mm:ss with hours past
// 24, UTC times shown local as YYYY-MM-DD HH:mm:ss, and a local time typed in a form sent as UTC.
// The file runs in Europe/Stockholm so "local" is not UTC.
import { describe, expect, it } from 'vitest';
process.env.TZ = 'Europe/Stockholm';

import { formatDuration, formatLocalDateTime } from '../../../i18n/dateText';
import { elapsedMs, fromLocalInputValue, toLocalInputValue } from './timeFormat';

describe('formatDuration', () => {
  it.each([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [1000, '00:00:01'],
    [3_723_000, '01:02:03'],
    [30 * 3_600_000, '30:00:00'],
    [-5000, '00:00:00'],
  ])('%i ms is %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe('local times', () => {
  it('shows a UTC time in the local zone, summer and winter', () => {
    expect(formatLocalDateTime('2026-11-23T08:00:05.000Z')).toBe('2026-11-23 09:00:05');
    expect(formatLocalDateTime('2026-07-01T21:30:15.000Z')).toBe('2026-07-01 23:30:15');
    expect(formatLocalDateTime('2026-07-01T21:30:15.000Z')).toBe(localExpected('2026-07-01T21:30:15.000Z'));
  });

  it('round-trips a UTC time through a datetime-local value', () => {
    const iso = '2026-07-01T21:30:15.000Z';
    expect(fromLocalInputValue(toLocalInputValue(iso))).toBe(iso);
    expect(fromLocalInputValue(formatLocalDateTime(iso))).toBe(iso);
  });

  it('refuses text that is not a time', () => {
    expect(fromLocalInputValue('tomorrow')).toBeNull();
    expect(fromLocalInputValue('')).toBeNull();
  });

  it('counts elapsed time from a UTC start', () => {
    expect(elapsedMs('2026-11-23T08:00:00.000Z', Date.parse('2026-11-23T08:00:10.000Z'))).toBe(10_000);
  });
});

/** What Intl (not date-fns) says the local wall time is, to check against independently. */
function localExpected(iso: string): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).format(new Date(iso));
  return parts.replace('T', ' ');
}
