import { addDays, max, parseISO } from 'date-fns';

interface DayStamp {
  timeGroupId: string;
  startTime: string;
  endTime: string | null;
  /** The stamp's part inside the day, running ones up to the server's now. */
  ms: number;
}

/** How a day's totals grow with its running stamps (GrowingDuration's `since` and `until`). */
export interface DayGrowth {
  /** When the server counted the running stamps (epoch ms). */
  since: number;
  /** The day's end: a running stamp counts no further on this day. */
  until: number;
  /** Running stamps of one group, or of the whole day. */
  running: (timeGroupId?: string) => number;
}

/**
 * The day `date` (YYYY-MM-DD, the browser's zone, as the dashboard asked for it): a running stamp's
 * `ms` is the time from its start (or the day's start) up to the server's now, which gives that now.
 */
export function dayGrowth(date: string, stamps: readonly DayStamp[]): DayGrowth {
  const dayStart = parseISO(date);
  const runningStamps = stamps.filter((stamp) => stamp.endTime === null);
  const first = runningStamps[0];
  return {
    since: first ? max([parseISO(first.startTime), dayStart]).getTime() + first.ms : 0,
    until: addDays(dayStart, 1).getTime(),
    running: (timeGroupId) => runningStamps.filter((stamp) => timeGroupId === undefined || stamp.timeGroupId === timeGroupId).length,
  };
}
