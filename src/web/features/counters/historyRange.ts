import type { HistoryBy } from './queries';

/** How far back the history goes: the last 30 days, or the last 12 weeks. */
export const historyDays = 30;
export const historyWeeks = 12;

/** The day `days` after `date` (YYYY-MM-DD; negative goes back), as calendar arithmetic. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The days asked for: by day the last 30 days up to `today`, by week the 12 weeks up to `today`'s (the server answers whole Monday weeks). */
export function historyRange(by: HistoryBy, today: string): { from: string; to: string } {
  return { from: addDays(today, by === 'day' ? 1 - historyDays : -7 * (historyWeeks - 1)), to: today };
}
