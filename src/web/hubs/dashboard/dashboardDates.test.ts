// Proves the dashboard's day arithmetic: days move by the calendar (across months, years, leap
// days and the changes to and from summer time), the heading's today/yesterday/tomorrow, and the
// date picker's half-typed years.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayName, pickedIsoDay, shiftIsoDay, startOfIsoDay } from './dashboardDates';

afterEach(() => vi.unstubAllEnvs());

describe('shiftIsoDay', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-11-23', -1, '2026-11-22'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-11-23', 7, '2026-11-30'],
  ])('%s moved by %i is %s', (date, days, expected) => {
    expect(shiftIsoDay(date, days)).toBe(expected);
  });

  // Node reads TZ as it changes; the days a zone's clocks change on have 23 or 25 hours.
  it.each([
    ['Europe/Stockholm', '2026-03-28', '2026-03-29', '2026-03-30'],
    ['Europe/Stockholm', '2026-10-24', '2026-10-25', '2026-10-26'],
    ['America/New_York', '2026-03-07', '2026-03-08', '2026-03-09'],
    ['America/New_York', '2026-10-31', '2026-11-01', '2026-11-02'],
    ['Australia/Lord_Howe', '2026-04-04', '2026-04-05', '2026-04-06'],
  ])('steps over a change of summer time in %s one day at a time (%s, %s, %s)', (zone, before, day, after) => {
    vi.stubEnv('TZ', zone);
    expect(shiftIsoDay(day, -1)).toBe(before);
    expect(shiftIsoDay(day, 1)).toBe(after);
    expect(shiftIsoDay(before, 2)).toBe(after);
    expect(dayName(after, before)).toBe('date');
    expect(dayName(day, after)).toBe('yesterday');
  });
});

describe('startOfIsoDay', () => {
  it('is the local midnight of the day', () => {
    const start = startOfIsoDay('2026-11-23');
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([2026, 10, 23, 0, 0]);
  });
});

describe('dayName', () => {
  it.each([
    ['2026-11-23', 'today'],
    ['2026-11-22', 'yesterday'],
    ['2026-11-24', 'tomorrow'],
    ['2026-11-21', 'date'],
    ['2026-11-25', 'date'],
    ['2025-11-23', 'date'],
  ] as const)('%s seen from 2026-11-23 is %s', (date, expected) => {
    expect(dayName(date, '2026-11-23')).toBe(expected);
  });

  it('says yesterday and tomorrow across a month and a year', () => {
    expect(dayName('2026-12-31', '2027-01-01')).toBe('yesterday');
    expect(dayName('2027-03-01', '2027-02-28')).toBe('tomorrow');
  });
});

describe('pickedIsoDay', () => {
  it('takes a whole date', () => {
    expect(pickedIsoDay('2026-11-23')).toBe('2026-11-23');
  });

  it.each(['', '0002-11-23', '0020-11-23', '0202-11-23', '2026-02-30', '2026-11', 'today'])('waits while %j names no day yet', (value) => {
    expect(pickedIsoDay(value)).toBeNull();
  });
});
