import { addDays, differenceInCalendarDays, format, parse } from 'date-fns';
import { isIsoDate } from '../../router/localDate';

// The dashboard's dates are calendar days of the user (YYYY-MM-DD), never instants: they are
// read as local midnight and moved by calendar days (date-fns), so a day of 23 or 25 hours
// (a change to or from summer time) is still one day.

const dayPattern = 'yyyy-MM-dd';

/** The local start of a YYYY-MM-DD day, for Intl to write out. */
export function startOfIsoDay(date: string): Date {
  return parse(date, dayPattern, new Date());
}

/** The day `days` calendar days after `date` (before it when negative), as YYYY-MM-DD. */
export function shiftIsoDay(date: string, days: number): string {
  return format(addDays(startOfIsoDay(date), days), dayPattern);
}

/** How the heading names a day seen from `today`: today, yesterday and tomorrow by those words. */
export type DayName = 'today' | 'yesterday' | 'tomorrow' | 'date';

export function dayName(date: string, today: string): DayName {
  const offset = differenceInCalendarDays(startOfIsoDay(date), startOfIsoDay(today));
  return offset === 0 ? 'today' : offset === -1 ? 'yesterday' : offset === 1 ? 'tomorrow' : 'date';
}

/**
 * The day a date picker's value names, or null while it names none. A browser's date field
 * reports a value at each digit of the year (0002-…, 0020-…, 0202-…, 2026-…), so years before
 * 1000 count as still being typed: the dashboard moves once the year is whole.
 */
export function pickedIsoDay(value: string): string | null {
  return isIsoDate(value) && Number(value.slice(0, 4)) >= 1000 ? value : null;
}
