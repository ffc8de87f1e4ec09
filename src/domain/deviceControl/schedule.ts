import type { Schemas } from '../../contract/types';

export type DeviceShutdownConfig = Schemas['DeviceShutdownConfig'];
export type DeviceSchedule = Schemas['DeviceSchedule'];
export type DaySchedule = Schemas['DaySchedule'];
export type AllowedWindow = Schemas['AllowedWindow'];

/** Weekdays as the config names them, Monday first (index = ISO weekday - 1). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** "HH:MM" (or "24:00") as minutes after midnight. */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Whether the window runs past midnight into the next day (its end is before its start). */
export const crossesMidnight = (window: AllowedWindow) => minutesOf(window.to) < minutesOf(window.from);

/** A window as minutes of the week [start, end), Monday 00:00 = 0; a window past Sunday midnight ends after the week. */
function weekSpan(dayIndex: number, window: AllowedWindow): { start: number; end: number } {
  const start = dayIndex * MINUTES_PER_DAY + minutesOf(window.from);
  const end = dayIndex * MINUTES_PER_DAY + minutesOf(window.to) + (crossesMidnight(window) ? MINUTES_PER_DAY : 0);
  return { start, end };
}

export type ScheduleProblem =
  | { code: 'DEVICE_WINDOW_EMPTY'; deviceId: string; day: Weekday; window: AllowedWindow }
  | { code: 'DEVICE_WINDOWS_OVERLAP'; deviceId: string; day: Weekday; other: Weekday; window: AllowedWindow; otherWindow: AllowedWindow }
  | { code: 'DEVICE_LIMIT_AND_GOAL'; deviceId: string; day: Weekday }
  | { code: 'DEVICE_SCHEDULE_REPEATED'; deviceId: string };

/** The problems of one device's schedule, by weekday; windows are compared around the week (Sunday night runs into Monday). */
export function scheduleProblems(schedule: DeviceSchedule): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const spans: { day: Weekday; window: AllowedWindow; start: number; end: number }[] = [];
  WEEKDAYS.forEach((day, index) => {
    const rules = schedule.days[day];
    if (rules === undefined) return;
    if (rules.useGoal && rules.limitMinutes !== null) problems.push({ code: 'DEVICE_LIMIT_AND_GOAL', deviceId: schedule.deviceId, day });
    for (const window of rules.windows) {
      if (window.from === window.to) {
        problems.push({ code: 'DEVICE_WINDOW_EMPTY', deviceId: schedule.deviceId, day, window });
        continue;
      }
      spans.push({ day, window, ...weekSpan(index, window) });
    }
  });
  for (let a = 0; a < spans.length; a += 1) {
    for (let b = a + 1; b < spans.length; b += 1) {
      const first = spans[a]!;
      const second = spans[b]!;
      // Shifted by a week either way, so Sunday's window past midnight meets Monday's.
      const meets = [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK].some((shift) => first.start < second.end + shift && second.start + shift < first.end);
      if (meets) {
        problems.push({ code: 'DEVICE_WINDOWS_OVERLAP', deviceId: schedule.deviceId, day: first.day, other: second.day, window: first.window, otherWindow: second.window });
      }
    }
  }
  return problems;
}

/** Every problem of a config: each schedule's, and a device with two schedules. Empty: the config can be saved. */
export function configProblems(config: DeviceShutdownConfig): ScheduleProblem[] {
  const seen = new Set<string>();
  const problems: ScheduleProblem[] = [];
  for (const schedule of config.devices) {
    if (seen.has(schedule.deviceId)) problems.push({ code: 'DEVICE_SCHEDULE_REPEATED', deviceId: schedule.deviceId });
    seen.add(schedule.deviceId);
    problems.push(...scheduleProblems(schedule));
  }
  return problems;
}

const windowText = (window: AllowedWindow) => `${window.from}–${window.to}`;

/** A problem in English words a person can act on (the server's message; the web words its own). */
export function problemText(problem: ScheduleProblem): string {
  switch (problem.code) {
    case 'DEVICE_WINDOW_EMPTY':
      return `deviceShutdownConfig: the window ${windowText(problem.window)} on ${problem.day} starts where it ends; give it an end after its start`;
    case 'DEVICE_WINDOWS_OVERLAP':
      return `deviceShutdownConfig: the windows ${windowText(problem.window)} on ${problem.day} and ${windowText(problem.otherWindow)} on ${problem.other} overlap; join them into one`;
    case 'DEVICE_LIMIT_AND_GOAL':
      return `deviceShutdownConfig: ${problem.day} has both its own limit and the time group's goal; choose one`;
    case 'DEVICE_SCHEDULE_REPEATED':
      return `deviceShutdownConfig: device ${problem.deviceId} has more than one schedule; keep one`;
  }
}
