import { describe, expect, it } from 'vitest';
import { decide, type DecisionInput } from './decision';
import type { DaySchedule, DeviceSchedule } from './schedule';

const ZONE = 'Europe/Stockholm';
const MIN = 60_000;
const everyDay = (rules: DaySchedule): DeviceSchedule['days'] => ({ mon: rules, tue: rules, wed: rules, thu: rules, fri: rules, sat: rules, sun: rules });
const rules = (windows: [string, string][], limitMinutes: number | null = null, useGoal = false): DaySchedule => ({
  windows: windows.map(([from, to]) => ({ from, to })),
  limitMinutes,
  useGoal,
});
const schedule = (days: DeviceSchedule['days']): DeviceSchedule => ({ deviceId: 'device00001a', days });

function at(iso: string, change: Partial<DecisionInput> = {}) {
  return decide({ nowMs: Date.parse(iso), zone: ZONE, enabled: true, schedule: schedule(everyDay(rules([['07:00', '22:30']]))), warnLeadMs: 10 * MIN, usedTodayMs: 0, goalMs: null, ...change });
}

describe('decide', () => {
  it('says nothing inside the allowed hours, naming when the window ends', () => {
    // 2026-12-01 is a Tuesday; Stockholm is UTC+1 in winter.
    expect(at('2026-12-01T12:00:00Z')).toEqual({ action: 'none', reason: 'allowed', at: Date.parse('2026-12-01T21:30:00Z'), usedTodayMs: 0, limitMs: null });
  });

  it('warns within the lead time before the window ends, and shuts down after it', () => {
    expect(at('2026-12-01T21:21:00Z')).toMatchObject({ action: 'warn', reason: 'windowEnding', at: Date.parse('2026-12-01T21:30:00Z') });
    expect(at('2026-12-01T21:19:00Z')).toMatchObject({ action: 'none' });
    expect(at('2026-12-01T21:30:00Z')).toMatchObject({ action: 'shutdown', reason: 'outsideHours' });
    expect(at('2026-12-02T05:59:00Z')).toMatchObject({ action: 'shutdown', reason: 'outsideHours' });
  });

  it('lets a window cross midnight into the next day, and joins it with the next day\'s window', () => {
    const nights = schedule(everyDay(rules([['20:00', '02:00']])));
    expect(at('2026-12-01T23:30:00Z', { schedule: nights })).toMatchObject({ action: 'none', at: Date.parse('2026-12-02T01:00:00Z') });
    expect(at('2026-12-02T01:00:00Z', { schedule: nights })).toMatchObject({ action: 'shutdown' });
    // Tuesday until midnight, Wednesday from midnight: one stretch, no shutdown at midnight.
    const joinedDays = schedule({ tue: rules([['18:00', '24:00']]), wed: rules([['00:00', '01:00']]) });
    expect(at('2026-12-01T22:55:00Z', { schedule: joinedDays })).toMatchObject({ action: 'none', at: Date.parse('2026-12-02T00:00:00Z') });
  });

  it('shuts down at the limit and warns before it, whichever comes first', () => {
    const limited = schedule(everyDay(rules([['07:00', '22:30']], 150)));
    expect(at('2026-12-01T12:00:00Z', { schedule: limited, usedTodayMs: 150 * MIN })).toMatchObject({ action: 'shutdown', reason: 'limitReached', limitMs: 150 * MIN });
    expect(at('2026-12-01T12:00:00Z', { schedule: limited, usedTodayMs: 145 * MIN })).toMatchObject({ action: 'warn', reason: 'limitNear', at: Date.parse('2026-12-01T12:05:00Z') });
    expect(at('2026-12-01T12:00:00Z', { schedule: limited, usedTodayMs: 60 * MIN })).toMatchObject({ action: 'none', at: Date.parse('2026-12-01T13:30:00Z') });
  });

  it("uses the time group's 'at most' goal when the day says so, and no limit without one", () => {
    const byGoal = schedule(everyDay(rules([], null, true)));
    expect(at('2026-12-01T12:00:00Z', { schedule: byGoal, goalMs: 60 * MIN, usedTodayMs: 60 * MIN })).toMatchObject({ action: 'shutdown', reason: 'limitReached' });
    expect(at('2026-12-01T12:00:00Z', { schedule: byGoal, goalMs: null, usedTodayMs: 600 * MIN })).toMatchObject({ action: 'none', limitMs: null });
  });

  it('counts hours as lived on daylight-saving days in Europe/Stockholm', () => {
    // 2027-03-28: clocks go from 02:00 to 03:00, so 01:00–04:00 lasts two hours (00:00Z to 02:00Z): 03:52 is 8 minutes before its end.
    const early = schedule({ sun: rules([['01:00', '04:00']]) });
    expect(at('2027-03-28T01:52:00Z', { schedule: early })).toMatchObject({ action: 'warn', at: Date.parse('2027-03-28T02:00:00Z') });
    expect(at('2027-03-28T02:00:00Z', { schedule: early })).toMatchObject({ action: 'shutdown' });
    // 2027-10-31: 02:00–03:00 happens twice, so 01:00–04:00 lasts four hours (23:00Z to 03:00Z).
    const autumn = schedule({ sun: rules([['01:00', '04:00']]) });
    expect(at('2027-10-31T02:30:00Z', { schedule: autumn })).toMatchObject({ action: 'none', at: Date.parse('2027-10-31T03:00:00Z') });
  });

  it('answers none when switched off or without rules for the device', () => {
    expect(at('2026-12-01T23:00:00Z', { enabled: false })).toMatchObject({ action: 'none', reason: 'switchedOff' });
    expect(at('2026-12-01T23:00:00Z', { schedule: undefined })).toMatchObject({ action: 'none', reason: 'noRules' });
  });

  it('leaves a day without rules open all day', () => {
    expect(at('2026-12-01T23:00:00Z', { schedule: schedule({ mon: rules([['07:00', '08:00']]) }) })).toMatchObject({ action: 'none', reason: 'allowed' });
  });
});
