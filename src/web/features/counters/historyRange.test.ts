// Proves the history's ranges (the last 30 days; the 12 weeks up to today's, which the server
// widens to whole Monday weeks) across month and year ends, and the CSV's file name.
import { describe, expect, it } from 'vitest';
import { eventsFileName } from './eventsCsv';
import { addDays, historyRange } from './historyRange';

describe('historyRange', () => {
  it('asks for the last 30 days, today included', () => {
    expect(historyRange('day', '2026-11-26')).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(historyRange('day', '2027-01-10')).toEqual({ from: '2026-12-12', to: '2027-01-10' });
  });

  it("asks for the 12 weeks up to today's", () => {
    expect(historyRange('week', '2026-11-26')).toEqual({ from: '2026-09-10', to: '2026-11-26' });
  });

  it('counts calendar days across a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('eventsFileName', () => {
  it('names the file after the counter, without characters a file name cannot hold', () => {
    expect(eventsFileName('Water')).toBe('Water-events.csv');
    expect(eventsFileName('In/out: door?')).toBe('In-out- door--events.csv');
  });
});
