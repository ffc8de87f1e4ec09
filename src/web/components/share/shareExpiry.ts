// The expiry choices of a new link, and when each ends.

/** How long a new link lasts: until revoked, a number of days from now, or through a chosen day. */
export type ExpiryChoice = { kind: 'never' } | { kind: 'days'; days: number } | { kind: 'lastDay'; day: string };

/** The fixed spans offered beside "never" and a chosen day (issue 13). */
export const expiryDays = [1, 7, 30] as const;

const dayMs = 86_400_000;

/** YYYY-MM-DD of `date` in the browser's time zone. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `expiresAt` for POST /share: null for never; `days` whole days from `now`; a chosen last day
 * lasts through that day, so it ends at the next local midnight.
 */
export function expiresAtFor(choice: ExpiryChoice, now: Date): string | null {
  if (choice.kind === 'never') return null;
  if (choice.kind === 'days') return new Date(now.getTime() + choice.days * dayMs).toISOString();
  const [year, month, day] = choice.day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day + 1).toISOString();
}

/** How far off `expiresAt` is, for "in 7 days" / "in 5 hours" / "in 3 minutes" (Intl.RelativeTimeFormat). */
export function timeUntil(expiresAt: string, now: Date): { value: number; unit: 'day' | 'hour' | 'minute' } {
  const ms = Date.parse(expiresAt) - now.getTime();
  if (ms >= dayMs) return { value: Math.round(ms / dayMs), unit: 'day' };
  if (ms >= 3_600_000) return { value: Math.round(ms / 3_600_000), unit: 'hour' };
  return { value: Math.max(1, Math.round(ms / 60_000)), unit: 'minute' };
}
