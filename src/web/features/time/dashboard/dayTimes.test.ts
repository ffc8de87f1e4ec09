// Proves how the dashboard's time card writes a day's times (issue 16: as every screen does): ISO
// durations beside the HH:mm:ss totals, and a stamp's start or end as HH:mm:ss on the day, with
// the date (YYYY-MM-DD HH:mm:ss) on another day.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDuration, stampTimeOnDay } from './dayTimes';

afterEach(() => vi.unstubAllEnvs());

const minutes = (count: number) => count * 60_000;

describe('isoDuration', () => {
  it('says hours, minutes and seconds', () => {
    expect(isoDuration(minutes(5 * 60 + 7) + 30_000)).toBe('PT5H7M30S');
    expect(isoDuration(0)).toBe('PT0H0M0S');
  });
});

describe('stampTimeOnDay', () => {
  it('writes a time of the day alone as HH:mm:ss, in the local zone', () => {
    vi.stubEnv('TZ', 'Europe/Stockholm');
    expect(stampTimeOnDay('2026-11-23T08:05:07.000Z', '2026-11-23')).toBe('09:05:07');
    // 23:30 UTC is already the 24th in Stockholm.
    expect(stampTimeOnDay('2026-11-23T23:30:00.000Z', '2026-11-24')).toBe('00:30:00');
  });

  it('adds the date to a time on another day (a stamp across midnight), as spec §7 writes times', () => {
    vi.stubEnv('TZ', 'Europe/Stockholm');
    expect(stampTimeOnDay('2026-11-22T22:10:00.000Z', '2026-11-24')).toBe('2026-11-22 23:10:00');
    expect(stampTimeOnDay('2026-11-22T22:10:00.000Z', '2026-11-22')).toBe('23:10:00');
  });
});
