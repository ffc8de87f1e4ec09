import { localDate } from '../../../../domain/timePeriods';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date with a time, and maybe a zone: 2023-02-28 18:40:05Z (Joplin), 2024-01-05T10:23:45+01:00. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
/** How Memos and daily notes name files: 2024-01-05, 20240105102345, 2024-01-05T10-23-45. */
const NAME_DATE = /^(\d{4})-?(\d{2})-?(\d{2})(?:$|[T _-]|\d)/;
const ONLY_A_STAMP = /^\d{4}-?\d{2}-?\d{2}(?:[T _-]?\d{2}[-:.]?\d{2}(?:[-:.]?\d{2})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/** A real calendar day, or undefined (2024-02-30 is none). */
function calendarDay(year: string, month: string, day: string): string | undefined {
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const text = `${year}-${month}-${day}`;
  return new Date(ms).toISOString().slice(0, 10) === text ? text : undefined;
}

/**
 * The day a front-matter value names in `zone`: a plain date is that day; a time with a zone (or
 * Z) is the day it was in `zone`; a time without one was written in the user's zone, so its date
 * is the day. Anything else is undefined.
 */
export function dayOfValue(value: unknown, zone: string): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : localDate(value.getTime(), zone);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const date = DATE.exec(text);
  if (date !== null) return calendarDay(date[1]!, date[2]!, date[3]!);
  const dateTime = DATE_TIME.exec(text);
  if (dateTime === null) return undefined;
  const [day, hours, minutes, seconds, offset] = dateTime.slice(1);
  const [year, month, dayOfMonth] = day!.split('-');
  if (calendarDay(year!, month!, dayOfMonth!) === undefined || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return undefined;
  if (offset === undefined) return day;
  const zoneText = offset.toUpperCase() === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const ms = Date.parse(`${day}T${hours}:${minutes}:${seconds ?? '00'}${zoneText}`);
  return Number.isNaN(ms) ? undefined : localDate(ms, zone);
}

/** The day a file name starts with (a daily note, a memo), or undefined. */
export function dayOfFileName(baseName: string): string | undefined {
  const match = NAME_DATE.exec(baseName);
  return match === null ? undefined : calendarDay(match[1]!, match[2]!, match[3]!);
}

/** Whether the name is only a date and time (Memos names each memo by when it was written). */
export function isOnlyAStamp(baseName: string): boolean {
  return ONLY_A_STAMP.test(baseName);
}
