import { TZDate, tz } from '@date-fns/tz';
// One file per function: date-fns' index loads all 250 of them (about 10 MB more in the server).
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';

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

/** The first instant of the local day `date` (YYYY-MM-DD) in `zone`. */
function dayStartOf(date: string, zone: string): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return startOfDay(new TZDate(year, month - 1, day, zone), { in: tz(zone) });
}

/** A span with its first and last local day (YYYY-MM-DD, both included). */
export interface DatedSpan extends Span {
  from: string;
  to: string;
}

function dated(span: Span, zone: string): DatedSpan {
  return { ...span, from: localDate(span.start, zone), to: localDate(span.end - 1, zone) };
}

/** The period a goal counts in: the day, the Monday week or the calendar month. */
export type GoalPeriodName = 'day' | 'week' | 'month';

/** The day, Monday week or calendar month holding the day `date` in `zone`. */
export function periodAround(date: string, zone: string, period: GoalPeriodName): DatedSpan {
  const periods = periodsOf(date, zone);
  return dated(period === 'day' ? periods.today : period === 'week' ? periods.currentWeek : periods.currentMonth, zone);
}

/** How a range of days is cut into periods. */
export type RangeCut = GoalPeriodName | 'range';

/** How many days `from` to `to` (YYYY-MM-DD, both included) holds; 0 or less when `from` is after `to`. */
export function daysInRange(from: string, to: string): number {
  return differenceInCalendarDays(dayStartOf(to, 'UTC'), dayStartOf(from, 'UTC'), { in: tz('UTC') }) + 1;
}

/**
 * The days `from` to `to` (both included) in `zone`, cut into every day, every Monday week or
 * every calendar month (the first and last clipped to the range), or left whole: consecutive
 * spans in order, each with its first and last day.
 */
export function rangePeriods(from: string, to: string, zone: string, by: RangeCut): DatedSpan[] {
  const inZone = { in: tz(zone) };
  const end = addDays(dayStartOf(to, zone), 1, inZone);
  const next = (start: TZDate): TZDate =>
    by === 'day'
      ? addDays(start, 1, inZone)
      : by === 'week'
        ? startOfWeek(addWeeks(start, 1, inZone), { ...inZone, weekStartsOn: 1 })
        : by === 'month'
          ? startOfMonth(addMonths(start, 1, inZone), inZone)
          : end;
  const periods: DatedSpan[] = [];
  for (let start = dayStartOf(from, zone); start.getTime() < end.getTime(); ) {
    const following = next(start);
    const stop = following.getTime() < end.getTime() ? following : end;
    const first = dayOf(start);
    // A day's last day is itself; a longer period's is the day before the next one starts.
    const last = by === 'day' ? first : dayOf(addDays(stop, -1, inZone));
    periods.push({ start: start.getTime(), end: stop.getTime(), from: first, to: last });
    start = stop;
  }
  return periods;
}

/**
 * The calendar day (YYYY-MM-DD) a TZDate shows in its own zone, read from its local fields
 * (date-fns' format gives the same, several times slower: a year by day formats 366 of them).
 */
function dayOf(date: TZDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Calls `visit` with each period's index and the part of `stamp` inside it, for the periods it
 * overlaps; `periods` must be consecutive and in order (as rangePeriods gives them), so the first
 * is found by bisection and the walk stops at the stamp's end.
 */
export function splitOverPeriods(stamp: Span, periods: readonly Span[], visit: (index: number, ms: number) => void): void {
  let low = 0;
  let high = periods.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (periods[middle]!.end <= stamp.start) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < periods.length && periods[index]!.start < stamp.end; index += 1) {
    const ms = overlapMs(stamp, periods[index]!);
    if (ms > 0) visit(index, ms);
  }
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

/**
 * Each period's total from the sums of the stamps wholly inside it (counted already, e.g. by the
 * database) and the stamps that may not be: `partial` adds its part in each period it is not
 * wholly inside (a stamp across a period's edge), `running` its part in every period (an active
 * stamp up to now, which no stored sum holds).
 */
export function periodSumsOf(
  inside: Record<PeriodName, number> | undefined,
  partial: readonly Span[],
  running: readonly Span[],
  periods: Record<PeriodName, Span>,
): Record<PeriodName, number> {
  const sums = { today: 0, yesterDay: 0, currentWeek: 0, lastWeek: 0, currentMonth: 0, lastMonth: 0, ...inside };
  for (const name of Object.keys(periods) as PeriodName[]) {
    const period = periods[name];
    for (const stamp of partial) {
      if (stamp.start < period.start || stamp.end > period.end) sums[name] += overlapMs(stamp, period);
    }
    for (const stamp of running) sums[name] += overlapMs(stamp, period);
  }
  return sums;
}

/** The calendar day (YYYY-MM-DD) of the instant `ms` in `zone`. */
export function localDate(ms: number, zone: string): string {
  return format(new TZDate(ms, zone), 'yyyy-MM-dd');
}
