import { format, isValid, parse } from 'date-fns';
import { millisecondsInHour, millisecondsInMinute, millisecondsInSecond } from 'date-fns/constants';

/** Spec §7: how times are shown, local. */
export const localDateTimePattern = 'yyyy-MM-dd HH:mm:ss';
/** What `<input type="datetime-local" step="1">` holds. */
const inputPattern = "yyyy-MM-dd'T'HH:mm:ss";

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

/** Elapsed time of a stamp that started at `startTime` (ISO UTC), at `now` (epoch ms). */
export function elapsedMs(startTime: string, now: number): number {
  return now - new Date(startTime).getTime();
}

/** A UTC time from the API shown in the browser's zone as `YYYY-MM-DD HH:mm:ss` (spec §7). */
export function formatLocalDateTime(iso: string): string {
  return format(new Date(iso), localDateTimePattern);
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
