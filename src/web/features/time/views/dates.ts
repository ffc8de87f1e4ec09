import type { TimeFilter } from '../../../../domain/preferences';
import { addDays, addMonths, addWeeks, endOfMonth, endOfWeek, format, isValid, parse, startOfMonth, startOfWeek } from 'date-fns';

// Calendar-day arithmetic on YYYY-MM-DD strings (date-fns on local days; no clock times are
// involved, so daylight-saving changes cannot shift a day). The server counts the days in the
// browser's zone.

/** Days from `from` to `to`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const pattern = 'yyyy-MM-dd';
const read = (date: string) => parse(date, pattern, new Date(2000, 0, 1));
const write = (date: Date) => format(date, pattern);
const monday = { weekStartsOn: 1 } as const;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(read(value)) && write(read(value)) === value;
}

export function shiftDays(date: string, days: number): string {
  return write(addDays(read(date), days));
}

/** The Monday-to-Sunday week holding `date`. */
export function weekOf(date: string): DayRange {
  const day = read(date);
  return { from: write(startOfWeek(day, monday)), to: write(endOfWeek(day, monday)) };
}

/** Number of days in a range, both ends included (0 when reversed). */
export function dayCount({ from, to }: DayRange): number {
  const days = Math.round((read(to).getTime() - read(from).getTime()) / 86_400_000) + 1;
  return Math.max(0, days);
}

/** The server's longest range for totals (GET /time-total: three years). */
export const longestRangeDays = 1096;

/**
 * The days a list filter covers on `date`, and the period before it (spec §4): the day and the
 * day before, the Monday week and the one before, the calendar month and the one before. All time
 * is the longest range the server sums (three years to `date`), with nothing before it.
 */
export function filterRanges(filter: TimeFilter, date: string): { current: DayRange; previous: DayRange | null } {
  const day = read(date);
  switch (filter) {
    case 'day':
      return { current: { from: date, to: date }, previous: { from: shiftDays(date, -1), to: shiftDays(date, -1) } };
    case 'week': {
      const previous = addWeeks(day, -1);
      return { current: weekOf(date), previous: weekOf(write(previous)) };
    }
    case 'month': {
      const previous = addMonths(day, -1);
      return {
        current: { from: write(startOfMonth(day)), to: write(endOfMonth(day)) },
        previous: { from: write(startOfMonth(previous)), to: write(endOfMonth(previous)) },
      };
    }
    case 'total':
      return { current: { from: shiftDays(date, -(longestRangeDays - 1)), to: date }, previous: null };
  }
}

export type GraphBy = 'day' | 'week';

/**
 * What the graph shows for `date`: by day, the seven days of its week beside the week before;
 * by week, the four weeks up to its week beside the four weeks before them. One GET /time-total
 * reads both (`range`), cut by `by`; the first half of its periods is the previous span.
 */
export function graphRange(by: GraphBy, date: string): { range: DayRange; current: DayRange; previous: DayRange; periods: number } {
  const week = weekOf(date);
  const weeks = by === 'day' ? 1 : 4;
  const current = { from: shiftDays(week.from, -7 * (weeks - 1)), to: week.to };
  const previous = { from: shiftDays(current.from, -7 * weeks), to: shiftDays(current.from, -1) };
  return { range: { from: previous.from, to: current.to }, current, previous, periods: by === 'day' ? 7 : 4 };
}
