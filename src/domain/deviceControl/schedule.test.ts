import { describe, expect, it } from 'vitest';
import { configProblems, problemText, type DaySchedule } from './schedule';

const day = (windows: [string, string][], limitMinutes: number | null = null, useGoal = false): DaySchedule => ({
  windows: windows.map(([from, to]) => ({ from, to })),
  limitMinutes,
  useGoal,
});
const codes = (days: Record<string, DaySchedule>) => configProblems({ warnLeadMinutes: 5, devices: [{ deviceId: 'device00001a', days }] }).map((p) => p.code);

describe('configProblems', () => {
  it('accepts separate windows, touching windows and one past midnight', () => {
    expect(codes({ mon: day([['07:00', '12:00'], ['12:00', '13:00'], ['18:00', '01:00']]), tue: day([['01:00', '07:00']]) })).toEqual([]);
  });

  it('finds overlapping windows on one day and across midnight, Sunday into Monday too', () => {
    expect(codes({ mon: day([['07:00', '12:00'], ['11:00', '13:00']]) })).toEqual(['DEVICE_WINDOWS_OVERLAP']);
    expect(codes({ mon: day([['22:00', '02:00']]), tue: day([['01:00', '05:00']]) })).toEqual(['DEVICE_WINDOWS_OVERLAP']);
    expect(codes({ sun: day([['22:00', '02:00']]), mon: day([['00:30', '05:00']]) })).toEqual(['DEVICE_WINDOWS_OVERLAP']);
  });

  it('finds an empty window, a day with both limits, a repeated device', () => {
    expect(codes({ wed: day([['09:00', '09:00']]) })).toEqual(['DEVICE_WINDOW_EMPTY']);
    expect(codes({ wed: day([], 30, true) })).toEqual(['DEVICE_LIMIT_AND_GOAL']);
    const schedule = { deviceId: 'device00001a', days: {} };
    expect(configProblems({ warnLeadMinutes: 5, devices: [schedule, schedule] }).map((p) => p.code)).toEqual(['DEVICE_SCHEDULE_REPEATED']);
  });

  it('words a problem so a person knows what to change', () => {
    const [problem] = configProblems({ warnLeadMinutes: 5, devices: [{ deviceId: 'device00001a', days: { mon: day([['07:00', '12:00'], ['11:00', '13:00']]) } }] });
    expect(problemText(problem!)).toBe('deviceShutdownConfig: the windows 07:00–12:00 on mon and 11:00–13:00 on mon overlap; join them into one');
  });
});
