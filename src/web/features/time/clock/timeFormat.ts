import { format, isValid, parse } from 'date-fns';
import { localDateTimePattern } from '../../../i18n/dateText';

// How times and durations are shown lives in the shared i18n/dateText.ts (one format everywhere);
// this file holds what the time screens' inputs read and write.

/** What `<input type="datetime-local" step="1">` holds. */
const inputPattern = "yyyy-MM-dd'T'HH:mm:ss";

/** Elapsed time of a stamp that started at `startTime` (ISO UTC), at `now` (epoch ms). */
export function elapsedMs(startTime: string, now: number): number {
  return now - new Date(startTime).getTime();
}

/** A UTC time as a local `datetime-local` input value (seconds included). */
export function toLocalInputValue(iso: string): string {
  return format(new Date(iso), inputPattern);
}

/**
 * A `datetime-local` value (local, with or without seconds) or a typed `YYYY-MM-DD HH:mm:ss`,
 * as the UTC ISO time the API takes; null when it is not a time.
 */
export function fromLocalInputValue(value: string): string | null {
  const text = value.trim();
  const patterns = [inputPattern, "yyyy-MM-dd'T'HH:mm", localDateTimePattern, 'yyyy-MM-dd HH:mm'];
  for (const pattern of patterns) {
    const parsed = parse(text, pattern, new Date());
    if (isValid(parsed)) return parsed.toISOString();
  }
  return null;
}

/** A UTC time as the local date (YYYY-MM-DD) and time of day (HH:mm:ss) that date and time inputs hold. */
export function toLocalDateAndTime(iso: string): { date: string; time: string } {
  const time = new Date(iso);
  return { date: format(time, 'yyyy-MM-dd'), time: format(time, 'HH:mm:ss') };
}

/** A local date and time of day (with or without seconds) as the UTC ISO time the API takes; null when either is missing. */
export function fromLocalDateAndTime({ date, time }: { date: string; time: string }): string | null {
  return date.trim() && time.trim() ? fromLocalInputValue(`${date.trim()}T${time.trim()}`) : null;
}
