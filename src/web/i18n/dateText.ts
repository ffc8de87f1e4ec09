import { format } from 'date-fns';
import { millisecondsInHour, millisecondsInMinute, millisecondsInSecond } from 'date-fns/constants';
import type { IntlShape } from 'react-intl';

// How every screen writes dates, times and durations (issue 16: one format per language). Three
// kinds, one way each:
// - a calendar day in text (a note's date, a best-before, a date field, a heading): the locale's
//   own medium date, `dayFormat` ("Nov 27, 2026", "27 nov. 2026");
// - a point in time with its clock time (a stamp, a share link's expiry, a vault entry's change,
//   a session): spec §7's `YYYY-MM-DD HH:mm:ss`, local, in both languages;
// - a duration of time: spec §9's `HH:mm:ss` (hours run past 24).
// Dates in URLs and inputs stay YYYY-MM-DD (router/localDate.ts). Chart axes, too narrow for a
// whole date, label their ticks with `tickText`.

/** The one option set for a calendar day in text. */
export const dayFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** Spec §7: a point in time, local. */
export const localDateTimePattern = 'yyyy-MM-dd HH:mm:ss';

/** A calendar day (YYYY-MM-DD) as a local Date at noon, clear of any midnight shift, for Intl. */
export function calendarDay(isoDate: string): Date {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

/** A calendar day (YYYY-MM-DD, or a local Date) in the reader's language: "Nov 27, 2026", "27 nov. 2026". */
export function dayText(intl: IntlShape, day: string | Date): string {
  return intl.formatDate(typeof day === 'string' ? calendarDay(day) : day, dayFormat);
}

/** A chart tick's short label for a calendar day: its weekday ("Fri", "fre"), or day and month ("Nov 27", "27 nov."). */
export function tickText(intl: IntlShape, isoDate: string, kind: 'weekday' | 'dayMonth'): string {
  return intl.formatDate(calendarDay(isoDate), kind === 'weekday' ? { weekday: 'short' } : { day: 'numeric', month: 'short' });
}

/** A UTC time from the API (or a Date) in the browser's zone as `YYYY-MM-DD HH:mm:ss` (spec §7). */
export function formatLocalDateTime(at: string | Date): string {
  return format(typeof at === 'string' ? new Date(at) : at, localDateTimePattern);
}

/** A time's clock time alone, local, as `HH:mm:ss`: a point in time on a day already named. */
export function formatLocalTimeOfDay(at: string | Date): string {
  return format(typeof at === 'string' ? new Date(at) : at, 'HH:mm:ss');
}

/** A time's hour and minute alone, local, as `HH:mm`: when saved data was fetched ("saved at 14:02"). */
export function formatLocalClockTime(at: string | Date): string {
  return format(typeof at === 'string' ? new Date(at) : at, 'HH:mm');
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A duration as HH:mm:ss (spec §9). Hours run past 24 (a 30-hour stamp is 30:00:00); parts of a
 * second are dropped, and a negative duration (a clock a little ahead of the server) shows 00:00:00.
 */
export function formatDuration(ms: number): string {
  const whole = Math.max(0, Math.floor(ms / millisecondsInSecond)) * millisecondsInSecond;
  const hours = Math.floor(whole / millisecondsInHour);
  const minutes = Math.floor((whole % millisecondsInHour) / millisecondsInMinute);
  const seconds = Math.floor((whole % millisecondsInMinute) / millisecondsInSecond);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
