// The periods of spec §4 as UTC spans for a local day in an IANA zone, and how stamps are cut to them.
import { describe, expect, it } from 'vitest';
import { isTimeZone, localDate, overlapMs, periodSums, periodsOf } from './timePeriods';

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
