// The periods of spec §4 as UTC spans for a local day in an IANA zone, and how stamps are cut to them.
import { describe, expect, it } from 'vitest';
import { daysInRange, isTimeZone, localDate, overlapMs, periodAround, periodSums, periodSumsOf, periodsOf, rangePeriods, splitOverPeriods, type RangeCut } from './timePeriods';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const iso = (span: { start: number; end: number }) => [new Date(span.start).toISOString(), new Date(span.end).toISOString()];

describe('periodsOf', () => {
  it('gives a Stockholm winter day, its Monday week and its month as UTC spans', () => {
    const periods = periodsOf('2026-11-25', 'Europe/Stockholm');
    expect(iso(periods.today)).toEqual(['2026-11-24T23:00:00.000Z', '2026-11-25T23:00:00.000Z']);
    expect(iso(periods.yesterDay)).toEqual(['2026-11-23T23:00:00.000Z', '2026-11-24T23:00:00.000Z']);
    expect(iso(periods.currentWeek)).toEqual(['2026-11-22T23:00:00.000Z', '2026-11-29T23:00:00.000Z']);
    expect(iso(periods.lastWeek)).toEqual(['2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z']);
    expect(iso(periods.currentMonth)).toEqual(['2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z']);
    // October ends in summer time and starts in it: 1 October 00:00 is 30 September 22:00 UTC.
    expect(iso(periods.lastMonth)).toEqual(['2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z']);
  });

  it('makes a Sunday part of the week that began the Monday before', () => {
    expect(iso(periodsOf('2026-11-29', 'UTC').currentWeek)).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
  });

  it('gives daylight-saving days 23 and 25 hours, and other zones their own change days', () => {
    const length = (date: string, zone: string) => {
      const { today } = periodsOf(date, zone);
      return (today.end - today.start) / HOUR;
    };
    expect(length('2026-03-29', 'Europe/Stockholm')).toBe(23);
    expect(length('2026-10-25', 'Europe/Stockholm')).toBe(25);
    expect(length('2026-03-08', 'America/New_York')).toBe(23);
    expect(length('2026-03-29', 'America/New_York')).toBe(24);
    expect(length('2026-04-05', 'Australia/Sydney')).toBe(25);
  });
});

describe('cutting stamps to periods', () => {
  it('counts each stamp by its part inside each period', () => {
    const periods = periodsOf('2026-11-23', 'Europe/Stockholm');
    const acrossMidnight = { start: at('2026-11-22T22:00:00.000Z'), end: at('2026-11-23T00:30:00.000Z') };
    expect(periodSums([acrossMidnight], periods)).toMatchObject({ today: 1.5 * HOUR, yesterDay: HOUR, currentWeek: 1.5 * HOUR, lastWeek: HOUR });
    expect(overlapMs({ start: 0, end: 10 }, { start: 20, end: 30 })).toBe(0);
  });

  it('adds to sums already counted inside each period only the parts they could not hold', () => {
    const periods = periodsOf('2026-11-23', 'Europe/Stockholm');
    const withinToday = { start: at('2026-11-23T08:00:00.000Z'), end: at('2026-11-23T09:00:00.000Z') };
    const acrossMidnight = { start: at('2026-11-22T22:00:00.000Z'), end: at('2026-11-23T00:30:00.000Z') };
    const running = { start: at('2026-11-23T10:00:00.000Z'), end: at('2026-11-23T10:20:00.000Z') };
    // What the database sums: the stamps wholly inside each period. Across midnight is wholly
    // inside this month only (Sunday 23:00 to Monday 01:30 local crosses the day and the week).
    const inside = { today: HOUR, yesterDay: 0, currentWeek: HOUR, lastWeek: 0, currentMonth: 3.5 * HOUR, lastMonth: 0 };
    const sums = periodSumsOf(inside, [acrossMidnight], [running], periods);
    expect(sums).toEqual({ today: 2.5 * HOUR + HOUR / 3, yesterDay: HOUR, currentWeek: 2.5 * HOUR + HOUR / 3, lastWeek: HOUR, currentMonth: 3.5 * HOUR + HOUR / 3, lastMonth: 0 });
    // The same as cutting every stamp anew.
    expect(sums).toEqual(periodSums([withinToday, acrossMidnight, running], periods));
  });
});

describe('zone names and local dates', () => {
  it('knows IANA names and refuses offsets and made-up names', () => {
    expect([isTimeZone('Europe/Stockholm'), isTimeZone('UTC'), isTimeZone('+02:00'), isTimeZone('Mars/Olympus')]).toEqual([true, true, false, false]);
  });

  it('names the local day of an instant', () => {
    expect(localDate(at('2026-11-22T23:30:00.000Z'), 'Europe/Stockholm')).toBe('2026-11-23');
    expect(localDate(at('2026-11-22T23:30:00.000Z'), 'UTC')).toBe('2026-11-22');
  });
});

describe('rangePeriods', () => {
  const cut = (from: string, to: string, zone: string, by: RangeCut) => rangePeriods(from, to, zone, by).map((period) => [period.from, period.to, ...iso(period)]);

  it('cuts a range into local days, the spring-forward one 23 hours long', () => {
    expect(cut('2026-03-28', '2026-03-30', 'Europe/Stockholm', 'day')).toEqual([
      ['2026-03-28', '2026-03-28', '2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z'],
      ['2026-03-29', '2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
      ['2026-03-30', '2026-03-30', '2026-03-29T22:00:00.000Z', '2026-03-30T22:00:00.000Z'],
    ]);
  });

  it('cuts Monday weeks and calendar months, clipping the first and last to the range', () => {
    expect(cut('2026-11-18', '2026-12-02', 'UTC', 'week').map(([from, to]) => [from, to])).toEqual([
      ['2026-11-18', '2026-11-22'],
      ['2026-11-23', '2026-11-29'],
      ['2026-11-30', '2026-12-02'],
    ]);
    expect(cut('2026-01-31', '2026-03-01', 'Europe/Stockholm', 'month').map(([from, to]) => [from, to])).toEqual([
      ['2026-01-31', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-01'],
    ]);
  });

  it('leaves a range whole, and a one-day range is one day', () => {
    expect(cut('2026-10-24', '2026-10-26', 'Europe/Stockholm', 'range')).toEqual([['2026-10-24', '2026-10-26', '2026-10-23T22:00:00.000Z', '2026-10-26T23:00:00.000Z']]);
    expect(cut('2026-11-23', '2026-11-23', 'UTC', 'month')).toEqual([['2026-11-23', '2026-11-23', '2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z']]);
  });
});

describe('daysInRange', () => {
  it('counts both ends, leap days included, and is below 1 when from is after to', () => {
    expect(daysInRange('2026-11-23', '2026-11-23')).toBe(1);
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysInRange('2025-11-25', '2026-11-25')).toBe(366);
    expect(daysInRange('2026-11-24', '2026-11-23')).toBe(0);
  });
});

describe('periodAround', () => {
  it('gives the day, the Monday week and the month holding a day, with their first and last days', () => {
    expect(periodAround('2026-11-29', 'Europe/Stockholm', 'week')).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodAround('2026-02-10', 'UTC', 'month')).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodAround('2026-10-25', 'Europe/Stockholm', 'day')).toMatchObject({ from: '2026-10-25', to: '2026-10-25', start: at('2026-10-24T22:00:00.000Z'), end: at('2026-10-25T23:00:00.000Z') });
  });
});

describe('splitOverPeriods', () => {
  it('visits only the periods a stamp overlaps, with its part in each', () => {
    const periods = rangePeriods('2026-11-20', '2026-11-26', 'UTC', 'day');
    const parts: Array<[number, number]> = [];
    splitOverPeriods({ start: at('2026-11-22T21:00:00.000Z'), end: at('2026-11-24T01:00:00.000Z') }, periods, (index, ms) => parts.push([index, ms]));
    expect(parts).toEqual([
      [2, 3 * HOUR],
      [3, 24 * HOUR],
      [4, HOUR],
    ]);
    const outside: number[] = [];
    splitOverPeriods({ start: at('2026-11-27T01:00:00.000Z'), end: at('2026-11-27T02:00:00.000Z') }, periods, (index) => outside.push(index));
    splitOverPeriods({ start: at('2026-11-19T01:00:00.000Z'), end: at('2026-11-20T00:00:00.000Z') }, periods, (index) => outside.push(index));
    expect(outside).toEqual([]);
  });
});
