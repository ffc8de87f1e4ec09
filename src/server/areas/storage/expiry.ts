// "Expires soon": a best-before at most 7 days after the day the client calls today, or already
// past (issue 12: items expiring within 7 days are highlighted). Dates are YYYY-MM-DD, which
// compare correctly as text, so the database compares them with the last day of the window.

const DAY_MS = 86_400_000;

/** How many days ahead an item counts as expiring soon. */
export const EXPIRY_WINDOW_DAYS = 7;

/** The UTC day of a time, YYYY-MM-DD: "today" when the client does not say. */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00.000Z`) / DAY_MS;

export function addDays(date: string, days: number): string {
  return utcDay(new Date((dayNumber(date) + days) * DAY_MS));
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** The last best-before that still counts as expiring soon on `today`. */
export const expiringThrough = (today: string): string => addDays(today, EXPIRY_WINDOW_DAYS);
