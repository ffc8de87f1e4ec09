import { TZDate, tz } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/** Spec §3's period totals of a time group, in milliseconds. */
export interface PeriodTotals {
  today: number;
  yesterDay: number;
  currentWeek: number;
  lastWeek: number;
  currentMonth: number;
  lastMonth: number;
  total: number;
}

export type PeriodName = Exclude<keyof PeriodTotals, 'total'>;

/** A half-open span of time [start, end) in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

/** Whether the runtime knows `zone` as a time zone name (IANA names and their aliases such as UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The periods of spec §4 around the day `date` (YYYY-MM-DD) in `zone`, as UTC spans. Zone math is
 * date-fns with @date-fns/tz: a day is local midnight to local midnight (23 or 25 hours on
 * daylight-saving days), weeks start on Monday, months are calendar months.
 */
export function periodsOf(date: string, zone: string): Record<PeriodName, Span> {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const inZone = { in: tz(zone) };
  const dayStart = startOfDay(new TZDate(year, month - 1, day, zone), inZone);
  const weekStart = startOfWeek(dayStart, { ...inZone, weekStartsOn: 1 });
  const monthStart = startOfMonth(dayStart, inZone);
  const span = (start: Date, end: Date): Span => ({ start: start.getTime(), end: end.getTime() });
  return {
    today: span(dayStart, addDays(dayStart, 1, inZone)),
    yesterDay: span(addDays(dayStart, -1, inZone), dayStart),
    currentWeek: span(weekStart, addWeeks(weekStart, 1, inZone)),
    lastWeek: span(addWeeks(weekStart, -1, inZone), weekStart),
    currentMonth: span(monthStart, addMonths(monthStart, 1, inZone)),
    lastMonth: span(addMonths(monthStart, -1, inZone), monthStart),
  };
}

/** The span of the local day `date` in `zone`. */
export function daySpan(date: string, zone: string): Span {
  return periodsOf(date, zone).today;
}

/** The span from the earliest to the latest of the periods: the stamps worth reading. */
export function windowOf(periods: Record<PeriodName, Span>): Span {
  const spans = Object.values(periods);
  return { start: Math.min(...spans.map((s) => s.start)), end: Math.max(...spans.map((s) => s.end)) };
}

/** The part of `stamp` inside `period`, in ms (0 when they do not overlap). */
export function overlapMs(stamp: Span, period: Span): number {
  return Math.max(0, Math.min(stamp.end, period.end) - Math.max(stamp.start, period.start));
}

/** Sums each stamp's part inside each period. */
export function periodSums(stamps: readonly Span[], periods: Record<PeriodName, Span>): Record<PeriodName, number> {
  const sums = { today: 0, yesterDay: 0, currentWeek: 0, lastWeek: 0, currentMonth: 0, lastMonth: 0 };
  for (const stamp of stamps) {
    for (const name of Object.keys(sums) as PeriodName[]) sums[name] += overlapMs(stamp, periods[name]);
  }
  return sums;
}

/** The calendar day (YYYY-MM-DD) of the instant `ms` in `zone`. */
export function localDate(ms: number, zone: string): string {
  return format(new TZDate(ms, zone), 'yyyy-MM-dd');
}
