import { format } from 'date-fns';
import { millisecondsInHour, millisecondsInMinute, millisecondsInSecond } from 'date-fns/constants';
import { formatLocalDateTime, formatLocalTimeOfDay } from '../../../i18n/dateText';

/** A duration as ISO 8601 ("PT5H7M30S"), for `<time dateTime>` beside its HH:mm:ss text. */
export function isoDuration(ms: number): string {
  const whole = Math.max(0, ms);
  const hours = Math.floor(whole / millisecondsInHour);
  const minutes = Math.floor((whole % millisecondsInHour) / millisecondsInMinute);
  const seconds = Math.floor((whole % millisecondsInMinute) / millisecondsInSecond);
  return `PT${hours}H${minutes}M${seconds}S`;
}

/**
 * A stamp's start or end on the dashboard's `date` (YYYY-MM-DD), in the browser's zone (the one
 * the dashboard asked for), as every screen writes a time (i18n/dateText, spec §7): the time alone
 * ("09:05:00") on that day, with the date on another (a stamp across midnight: "2026-11-22 23:10:00").
 */
export function stampTimeOnDay(iso: string, date: string): string {
  return format(new Date(iso), 'yyyy-MM-dd') === date ? formatLocalTimeOfDay(iso) : formatLocalDateTime(iso);
}
