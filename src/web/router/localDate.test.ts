// Proves the dashboard's date helpers: today in local time, and only real YYYY-MM-DD dates.
import { describe, expect, it } from 'vitest';
import { isIsoDate, localIsoDate } from './localDate';

describe('localIsoDate', () => {
  it('writes the local calendar date, zero-padded', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 21, 0, 0))).toBe('2026-11-21');
  });
});

describe('isIsoDate', () => {
  it.each(['2026-11-21', '2024-02-29', '1999-12-31'])('accepts %s', (value) => expect(isIsoDate(value)).toBe(true));

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-5', 'week', '2026-11-21T10:00', '', undefined])(
    'rejects %s',
    (value) => expect(isIsoDate(value)).toBe(false),
  );
});
