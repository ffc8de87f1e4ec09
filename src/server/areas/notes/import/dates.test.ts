import { describe, expect, it } from 'vitest';
import { dayOfFileName, dayOfValue, isOnlyAStamp } from './dates';

describe("a front-matter date's day in the user's zone", () => {
  it.each<[unknown, string, string | undefined]>([
    ['2024-03-04', 'Europe/Stockholm', '2024-03-04'],
    ['2024-03-04 23:30:10Z', 'Europe/Stockholm', '2024-03-05'],
    ['2024-03-04 23:30:10Z', 'America/New_York', '2024-03-04'],
    ['2024-03-05T00:30:00+01:00', 'UTC', '2024-03-04'],
    ['2024-03-04T23:30', 'Asia/Tokyo', '2024-03-04'],
    ['2024-02-30', 'UTC', undefined],
    ['2024-03-04 25:00', 'UTC', undefined],
    ['yesterday', 'UTC', undefined],
    [20240304, 'UTC', undefined],
  ])('%j in %s is %s', (value, zone, day) => {
    expect(dayOfValue(value, zone)).toBe(day);
  });
});

describe('dates in file names', () => {
  it.each([
    ['2024-05-01', '2024-05-01', true],
    ['20240601T091500Z', '2024-06-01', true],
    ['2024-06-02T21-40-12', '2024-06-02', true],
    ['2024-06-02 Trip to Oslo', '2024-06-02', false],
    ['Garden', undefined, false],
    ['2024-13-01', undefined, true],
  ])('%s starts with %s (only a stamp: %s)', (name, day, stamp) => {
    expect(dayOfFileName(name)).toBe(day);
    expect(isOnlyAStamp(name)).toBe(stamp);
  });
});
