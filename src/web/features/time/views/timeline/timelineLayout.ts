import { TZDate } from '@date-fns/tz';
import type { TimeStamp } from '../../../../../contract/types';
import { daySpan } from '../../../../../domain/timePeriods';

/** A stamp placed on the day's axis: offsets are fractions of the day (0 at its start, 1 at its end). */
export interface PlacedStamp {
  stamp: TimeStamp;
  start: number;
  end: number;
  /** The part of the stamp inside the day, in ms. */
  msInDay: number;
  /** It began the day before (drawn from midnight). */
  fromBefore: boolean;
  /** It goes on past midnight (drawn to midnight), or is still running past it. */
  intoAfter: boolean;
}

export interface TimelineRow {
  /** The sub group. */
  subGroupId: string;
  name: string;
  timeGroupId: string;
  stamps: PlacedStamp[];
}

export interface TimelineLayout {
  rows: TimelineRow[];
  /** Hour marks every three hours, at their offsets (a daylight-saving day has 23 or 25 hours). */
  ticks: Array<{ hour: number; at: number }>;
  /** Time tracked in the day, in ms (overlapping stamps each count). */
  totalMs: number;
}

/**
 * Lays out the stamps that overlap the local day `date` in `zone` on its axis, from local
 * midnight to the next (23 or 25 hours on daylight-saving days): each stamp clipped to the day,
 * a running one up to `now`, one row per sub group in order of its first stamp.
 */
export function timelineLayout(stamps: readonly TimeStamp[], date: string, zone: string, now: number): TimelineLayout {
  const day = daySpan(date, zone);
  const length = day.end - day.start;
  const rows = new Map<string, TimelineRow>();
  let totalMs = 0;
  const sorted = [...stamps].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const stamp of sorted) {
    const start = Date.parse(stamp.startTime);
    const end = stamp.endTime ? Date.parse(stamp.endTime) : Math.max(now, start);
    const from = Math.max(start, day.start);
    const to = Math.min(end, day.end);
    if (to <= from && !(to === from && start >= day.start && start < day.end)) continue;
    let row = rows.get(stamp.subGroupId);
    if (!row) {
      row = { subGroupId: stamp.subGroupId, name: stamp.name, timeGroupId: stamp.timeGroupId, stamps: [] };
      rows.set(stamp.subGroupId, row);
    }
    row.stamps.push({
      stamp,
      start: (from - day.start) / length,
      end: (to - day.start) / length,
      msInDay: to - from,
      fromBefore: start < day.start,
      intoAfter: end > day.end,
    });
    totalMs += to - from;
  }
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const ticks = [0, 3, 6, 9, 12, 15, 18, 21, 24].map((hour) => {
    const at = hour === 24 ? day.end : new TZDate(year, month - 1, dayOfMonth, hour, 0, 0, zone).getTime();
    return { hour, at: (at - day.start) / length };
  });
  return { rows: [...rows.values()], ticks, totalMs };
}
