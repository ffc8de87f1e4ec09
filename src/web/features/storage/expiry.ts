// Best-before dates are calendar days (YYYY-MM-DD) with no time zone: they are compared with the
// user's own today (router/localDate), counted in whole days, never in hours.

/** Issue 12: items expiring within this many days (or already past) are highlighted. */
export const expiringWithinDays = 7;

/** The day as a UTC instant at midnight, so counting days is not thrown off by summer time. */
function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** Whole days from `today` to `bestBefore`: 0 on the day itself, negative once past. */
export function daysUntil(bestBefore: string, today: string): number {
  return dayNumber(bestBefore) - dayNumber(today);
}

/** The day `days` after `isoDate`, as YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** How soon an item goes out of date: past, within `expiringWithinDays`, later, or never (no date). */
export type Expiry = { state: 'expired'; days: number } | { state: 'soon'; days: number } | { state: 'later' | 'none' };

export function expiryOf(bestBefore: string | null, today: string): Expiry {
  if (bestBefore === null) return { state: 'none' };
  const days = daysUntil(bestBefore, today);
  if (days < 0) return { state: 'expired', days };
  return days <= expiringWithinDays ? { state: 'soon', days } : { state: 'later' };
}
