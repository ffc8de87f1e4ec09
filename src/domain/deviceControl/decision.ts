import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { getISODay } from 'date-fns/getISODay';
import { localDate } from '../timePeriods';
import { crossesMidnight, minutesOf, WEEKDAYS, type DaySchedule, type DeviceSchedule } from './schedule';

export type DeviceAction = 'none' | 'warn' | 'shutdown';
export type DecisionReason = 'switchedOff' | 'noRules' | 'allowed' | 'windowEnding' | 'limitNear' | 'outsideHours' | 'limitReached';

export interface Decision {
  action: DeviceAction;
  /** When the shutdown is due (epoch ms; now for a shutdown), or null when none is due before the day after tomorrow. */
  at: number | null;
  reason: DecisionReason;
  usedTodayMs: number;
  limitMs: number | null;
}

export interface DecisionInput {
  nowMs: number;
  /** The device's IANA zone: its weekdays, hours and "today" are counted there. */
  zone: string;
  /** useDeviceShutdown. */
  enabled: boolean;
  /** The device's rules; undefined when the config has none for it. */
  schedule: DeviceSchedule | undefined;
  warnLeadMs: number;
  /** The device's use since local midnight (its time group's stamps), up to now. */
  usedTodayMs: number;
  /** The time group's daily "at most" goal, for days whose limit is the goal; null when it has none. */
  goalMs: number | null;
}

interface Span {
  start: number;
  end: number;
}

/** The instant of `minutes` after the start of the local day `date` in `zone` (24:00 is the next day's midnight). */
function instantOf(date: TZDate, minutes: number, zone: string): number {
  const day = minutes >= 24 * 60 ? addDays(date, 1) : date;
  const rest = minutes % (24 * 60);
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(rest / 60), rest % 60, zone).getTime();
}

/** The rules of the local day `date`, by its weekday. */
const rulesOf = (schedule: DeviceSchedule, date: TZDate): DaySchedule | undefined => schedule.days[WEEKDAYS[getISODay(date) - 1]!];

/**
 * The allowed spans of the local day `date` as instants: its windows (one past midnight ends on
 * the next day), or the whole day when it has no windows. Wall-clock times go through @date-fns/tz,
 * so a day of 23 or 25 hours (daylight saving) is measured as it is lived.
 */
function allowedSpans(schedule: DeviceSchedule, date: TZDate, zone: string): Span[] {
  const rules = rulesOf(schedule, date);
  const dayStart = instantOf(date, 0, zone);
  const dayEnd = instantOf(date, 24 * 60, zone);
  if (rules === undefined || rules.windows.length === 0) return [{ start: dayStart, end: dayEnd }];
  return rules.windows.map((window) => ({
    start: instantOf(date, minutesOf(window.from), zone),
    end: instantOf(date, minutesOf(window.to) + (crossesMidnight(window) ? 24 * 60 : 0), zone),
  }));
}

/** Spans sorted and joined where they touch or overlap (22:00–24:00 then 00:00–01:00 is one stretch). */
function joined(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last !== undefined && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}

/** The day's limit in ms: its own, the goal's, or none. */
function limitOf(rules: DaySchedule | undefined, goalMs: number | null): number | null {
  if (rules === undefined) return null;
  if (rules.useGoal) return goalMs;
  return rules.limitMinutes === null ? null : rules.limitMinutes * 60_000;
}

/**
 * What a device should do now (issue 27): shut down outside its allowed hours or with today's use
 * at the limit; warn when the shutdown (the end of the allowed stretch, or the moment the limit is
 * reached if use goes on) is within the lead time; otherwise nothing. Pure: the caller brings the
 * clock, the zone, the use and the goal.
 */
export function decide(input: DecisionInput): Decision {
  const { nowMs, zone, schedule, usedTodayMs, warnLeadMs } = input;
  const base = { usedTodayMs, limitMs: null };
  if (!input.enabled) return { ...base, action: 'none', at: null, reason: 'switchedOff' };
  if (schedule === undefined) return { ...base, action: 'none', at: null, reason: 'noRules' };

  const [year, month, day] = localDate(nowMs, zone).split('-').map(Number) as [number, number, number];
  const today = new TZDate(year, month - 1, day, zone);
  const limitMs = limitOf(rulesOf(schedule, today), input.goalMs);
  const days = [-1, 0, 1, 2].map((offset) => addDays(today, offset));
  const stretch = joined(days.flatMap((day) => allowedSpans(schedule, day, zone))).find((span) => span.start <= nowMs && nowMs < span.end);
  if (stretch === undefined) return { usedTodayMs, limitMs, action: 'shutdown', at: nowMs, reason: 'outsideHours' };
  if (limitMs !== null && usedTodayMs >= limitMs) return { usedTodayMs, limitMs, action: 'shutdown', at: nowMs, reason: 'limitReached' };

  // A stretch reaching past the days looked at has no end worth saying.
  const horizon = instantOf(days[3]!, 0, zone);
  const windowEnd = stretch.end >= horizon ? null : stretch.end;
  const limitEnd = limitMs === null ? null : nowMs + (limitMs - usedTodayMs);
  const byLimit = limitEnd !== null && (windowEnd === null || limitEnd < windowEnd);
  const at = byLimit ? limitEnd : windowEnd;
  if (at !== null && at - nowMs <= warnLeadMs) return { usedTodayMs, limitMs, action: 'warn', at, reason: byLimit ? 'limitNear' : 'windowEnding' };
  return { usedTodayMs, limitMs, action: 'none', at, reason: 'allowed' };
}
