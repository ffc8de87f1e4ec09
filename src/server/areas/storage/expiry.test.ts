// Proves the day arithmetic behind "expires soon": across month, year and leap-day ends, and the
// last best-before that still counts 7 days ahead.
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, expiringThrough, utcDay } from './expiry';

describe('expiry days', () => {
  it('adds days across the end of a month, a year and a leap February', () => {
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(addDays('2026-12-30', 7)).toBe('2027-01-06');
    expect(addDays('2028-02-25', 7)).toBe('2028-03-03');
    expect(addDays('2027-02-25', 7)).toBe('2027-03-04');
  });

  it('counts whole days between two dates, negative when the second is earlier', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-11-25', '2026-11-20')).toBe(-5);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('counts a best-before 7 days ahead as expiring soon, not one 8 days ahead', () => {
    expect(expiringThrough('2026-11-25')).toBe('2026-12-02');
  });

  it("takes today as the UTC day of a time", () => {
    expect(utcDay(new Date('2026-11-25T23:30:00.000Z'))).toBe('2026-11-25');
    expect(utcDay(new Date('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26');
  });
});
