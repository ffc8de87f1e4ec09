// Proves how the dashboard's time card writes a day's times: totals as hours:minutes, their ISO
// durations, and a stamp's start or end as the time on the day, with the date on another day.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatHoursMinutes, isoDuration, stampTimeOnDay } from './dayTimes';

afterEach(() => vi.unstubAllEnvs());

const minutes = (count: number) => count * 60_000;

describe('formatHoursMinutes', () => {
  it.each([
    [0, '0:00'],
    [59_999, '0:00'],
    [minutes(1), '0:01'],
    [minutes(59), '0:59'],
    [minutes(60), '1:00'],
    [minutes(5 * 60 + 7) + 59_000, '5:07'],
    [minutes(26 * 60 + 40), '26:40'],
    [-5000, '0:00'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatHoursMinutes(ms)).toBe(text);
  });
});

describe('isoDuration', () => {
  it('says hours and minutes', () => {
    expect(isoDuration(minutes(5 * 60 + 7) + 30_000)).toBe('PT5H7M');
    expect(isoDuration(0)).toBe('PT0H0M');
  });
});

describe('stampTimeOnDay', () => {
  it('writes a time of the day alone, in the local zone', () => {
    vi.stubEnv('TZ', 'Europe/Stockholm');
    expect(stampTimeOnDay('2026-11-23T08:05:00.000Z', '2026-11-23')).toBe('09:05');
    // 23:30 UTC is already the 24th in Stockholm.
    expect(stampTimeOnDay('2026-11-23T23:30:00.000Z', '2026-11-24')).toBe('00:30');
  });

  it('adds the date to a time on another day (a stamp across midnight)', () => {
    vi.stubEnv('TZ', 'Europe/Stockholm');
    expect(stampTimeOnDay('2026-11-22T22:10:00.000Z', '2026-11-24')).toBe('2026-11-22 23:10');
    expect(stampTimeOnDay('2026-11-22T22:10:00.000Z', '2026-11-22')).toBe('23:10');
  });
});
