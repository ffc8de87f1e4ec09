import { format } from 'date-fns';
import { millisecondsInHour, millisecondsInMinute } from 'date-fns/constants';

/**
 * Time spent as hours and minutes ("5:07", "26:40"): the dashboard's totals of a day. Seconds
 * are dropped; hours run past 24 (a day's total over several groups may).
 */
export function formatHoursMinutes(ms: number): string {
  const whole = Math.max(0, ms);
  const hours = Math.floor(whole / millisecondsInHour);
  const minutes = Math.floor((whole % millisecondsInHour) / millisecondsInMinute);
  return `${hours}:${String(minutes).padStart(2, '0')}`;
}

/** The same as an ISO 8601 duration ("PT5H7M"), for `<time dateTime>`. */
export function isoDuration(ms: number): string {
  const whole = Math.max(0, ms);
  return `PT${Math.floor(whole / millisecondsInHour)}H${Math.floor((whole % millisecondsInHour) / millisecondsInMinute)}M`;
}

/**
 * A stamp's start or end on the dashboard's `date` (YYYY-MM-DD), in the browser's zone (the one
 * the dashboard asked for): the time alone ("09:05") on that day, with the date on another
 * (a stamp across midnight: "2026-11-22 23:10"), as spec §7 writes local times.
 */
export function stampTimeOnDay(iso: string, date: string): string {
  const time = new Date(iso);
  return format(time, 'yyyy-MM-dd') === date ? format(time, 'HH:mm') : format(time, 'yyyy-MM-dd HH:mm');
}
