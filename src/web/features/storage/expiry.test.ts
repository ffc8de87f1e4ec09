// Proves the day arithmetic of best-before dates: whole days across month, year and summer-time
// changes, and where "expiring soon" (issue 12: within 7 days, or past) begins and ends.
import { describe, expect, it } from 'vitest';
import { addDays, daysUntil, expiryOf } from './expiry';

describe('daysUntil', () => {
  it('counts whole days, 0 on the day itself and negative once past', () => {
    expect(daysUntil('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysUntil('2026-11-29', '2026-11-26')).toBe(3);
    expect(daysUntil('2026-11-20', '2026-11-26')).toBe(-6);
  });

  it('counts across months, years and the summer-time change', () => {
    expect(daysUntil('2026-12-02', '2026-11-29')).toBe(3);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2026-03-30', '2026-03-28')).toBe(2);
    expect(daysUntil('2026-10-26', '2026-10-24')).toBe(2);
  });
});

describe('addDays', () => {
  it('moves a date by whole days, across a month and a year', () => {
    expect(addDays('2026-11-26', 7)).toBe('2026-12-03');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('expiryOf', () => {
  const today = '2026-11-26';
  it('is "none" without a date and "later" after 7 days', () => {
    expect(expiryOf(null, today)).toEqual({ state: 'none' });
    expect(expiryOf('2026-12-04', today)).toEqual({ state: 'later' });
  });

  it('is "soon" from today to 7 days on, and "expired" from yesterday back', () => {
    expect(expiryOf('2026-11-26', today)).toEqual({ state: 'soon', days: 0 });
    expect(expiryOf('2026-12-03', today)).toEqual({ state: 'soon', days: 7 });
    expect(expiryOf('2026-11-25', today)).toEqual({ state: 'expired', days: -1 });
  });
});
