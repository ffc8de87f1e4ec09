// Proves issue 16's one rule for dates, times and durations: a calendar day in the locale's
// medium date (one option set, each language its own), a point in time as spec §7's local
// YYYY-MM-DD HH:mm:ss in both languages, and a duration as spec §9's HH:mm:ss.
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, dayText, formatDuration, formatLocalDateTime, formatLocalTimeOfDay, tickText } from './dateText';

afterEach(() => vi.unstubAllEnvs());

const en = createIntl({ locale: 'en' });
const sv = createIntl({ locale: 'sv-SE' });

describe('dayText', () => {
  it('writes a calendar day as each language writes a medium date', () => {
    expect(dayText(en, '2026-11-27')).toBe('Nov 27, 2026');
    expect(dayText(sv, '2026-11-27')).toBe('27 nov. 2026');
    expect(dayText(sv, new Date(2026, 0, 5))).toBe('5 jan. 2026');
  });

  it('keeps the day wherever the browser is (read as local noon)', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    // A page keeps its zone; Intl's formatters learn a changed one only when made anew.
    expect(dayText(createIntl({ locale: 'en' }), '2026-11-27')).toBe('Nov 27, 2026');
    const day = calendarDay('2026-02-28');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 1, 28, 12]);
  });

  it("labels a chart's ticks short", () => {
    expect(tickText(en, '2026-11-27', 'weekday')).toBe('Fri');
    expect(tickText(sv, '2026-11-27', 'dayMonth')).toBe('27 nov.');
  });
});

describe('points in time and durations', () => {
  it('writes a point in time as YYYY-MM-DD HH:mm:ss, local', () => {
    vi.stubEnv('TZ', 'Europe/Stockholm');
    expect(formatLocalDateTime('2026-11-23T08:00:05.000Z')).toBe('2026-11-23 09:00:05');
    expect(formatLocalTimeOfDay('2026-11-23T08:00:05.000Z')).toBe('09:00:05');
  });

  it.each([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [61_000, '00:01:01'],
    [30 * 3_600_000, '30:00:00'],
    [-5000, '00:00:00'],
  ])('writes %i ms as %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});
