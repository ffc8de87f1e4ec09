import { isTimeZone, localDate, periodsOf, rangePeriods, type DatedSpan, type Span } from '../../../domain/timePeriods';
import { refusals } from './refusals';

// The zone math of the time area (src/domain/timePeriods.ts, date-fns with @date-fns/tz): days are
// local midnight to local midnight, weeks start on Monday.

export function zoneOf(timeZone: string | undefined): string {
  const zone = timeZone ?? 'UTC';
  if (!isTimeZone(zone)) throw refusals.invalidTimeZone();
  return zone;
}

/** The asked day, else today in the zone by the area's clock. */
export function dayOf(date: string | undefined, zone: string, now: Date): string {
  return date ?? localDate(now.getTime(), zone);
}

/** The local day and its Monday week, as UTC spans. */
export function dayAndWeek(date: string, zone: string): { day: Span; week: Span } {
  const periods = periodsOf(date, zone);
  return { day: periods.today, week: periods.currentWeek };
}

const DAY_MS = 86_400_000;
const toUtcMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday on or before a calendar day (the weekday of a date is the same in every zone). */
function mondayOf(date: string): string {
  const ms = toUtcMs(date);
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return toDate(ms - sinceMonday * DAY_MS);
}

/** The days of a range, both included. */
export function daysIn(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS) + 1;
}

/** The history's periods: every local day of the range, or every whole Monday week holding it. */
export function historyPeriods(from: string, to: string, zone: string, by: 'day' | 'week'): DatedSpan[] {
  if (by === 'day') return rangePeriods(from, to, zone, 'day');
  const sunday = toDate(toUtcMs(mondayOf(to)) + 6 * DAY_MS);
  return rangePeriods(mondayOf(from), sunday, zone, 'week');
}

/** Sums each event's delta into the period holding its time; `periods` consecutive and in order. */
export function bucket(events: ReadonlyArray<{ at: string; delta: number }>, periods: readonly Span[]): number[] {
  const totals = periods.map(() => 0);
  let index = 0;
  for (const event of events) {
    const at = Date.parse(event.at);
    while (index < periods.length && periods[index]!.end <= at) index += 1;
    if (index < periods.length && periods[index]!.start <= at) totals[index]! += event.delta;
  }
  return totals;
}
