import { TZDate } from '@date-fns/tz';

// The dates and times the apps write, read as a clock on the wall in the user's zone. Only the
// zone arithmetic is date-fns' (TZDate); the shapes below are the exports' own.

/** How a numeric date with slashes (03/04/2024) is read. */
export type DateOrder = 'monthFirst' | 'dayFirst';

export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

const ISO_DAY = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const SLASHED_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;
const DOTTED_DAY = /^(\d{1,2})[.-](\d{1,2})[.-](\d{4}|\d{2})\.?$/;
/** 10:23, 10:23:52, 10:23 AM, 10:23:52 pm, 10:23 a.m. */
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?\s*m\.?)?$/i;
/** A time written with its date (2024-03-04 10:23 or 2024-03-04T10:23:00). */
const DATED_CLOCK = /^(\S+)[ T](\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?\s*m\.?)?)$/i;

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

function validDay(year: number, month: number, day: number): LocalDay | undefined {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day ? { year, month, day } : undefined;
}

/** A date as Toggl (2024-03-04), Clockify (03/04/2024, 04/03/2024, 04.03.2024, 2024-03-04) or Kimai writes it. */
export function readDay(text: string, order: DateOrder): LocalDay | undefined {
  const value = text.trim();
  const iso = ISO_DAY.exec(value);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = SLASHED_DAY.exec(value);
  if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    return order === 'monthFirst' ? validDay(fullYear(slashed[3]!), first, second) : validDay(fullYear(slashed[3]!), second, first);
  }
  const dotted = DOTTED_DAY.exec(value);
  if (dotted) return validDay(fullYear(dotted[3]!), Number(dotted[2]), Number(dotted[1]));
  return undefined;
}

/** Milliseconds since local midnight of a 24-hour or 12-hour clock time (with or without seconds). */
export function readClock(text: string): number | undefined {
  const match = CLOCK.exec(text.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const [minutes, seconds] = [Number(match[2]), Number(match[3] ?? 0)];
  const half = match[4]?.toLowerCase();
  if (half !== undefined) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** A time cell that carries its own date: that date's text and the clock part; else the clock alone. */
export function splitDatedClock(text: string): { day?: string; clock: string } {
  const match = DATED_CLOCK.exec(text.trim());
  return match ? { day: match[1]!, clock: match[2]! } : { clock: text.trim() };
}

/**
 * The instant a wall clock in `zone` shows `clockMs` after midnight of `day`. A time that does not
 * exist (skipped by a daylight-saving change) reads as the same clock time after it; one that
 * exists twice reads as TZDate resolves it.
 */
export function instantOf(day: LocalDay, clockMs: number, zone: string): number {
  const seconds = Math.floor(clockMs / 1000);
  return new TZDate(day.year, day.month - 1, day.day, Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60, zone).getTime();
}

/** The next calendar day (Kimai's To before its From: the entry ran past midnight). */
export function nextDay({ year, month, day }: LocalDay): LocalDay {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/**
 * How slashed dates are meant: a first part over 12 can only be a day, a second part over 12 only
 * a day too (so month first); when every date fits both, the format's usual order.
 */
export function detectDateOrder(dates: Iterable<string>, usual: DateOrder): DateOrder {
  for (const text of dates) {
    const slashed = SLASHED_DAY.exec(text.trim());
    if (!slashed) continue;
    if (Number(slashed[1]) > 12) return 'dayFirst';
    if (Number(slashed[2]) > 12) return 'monthFirst';
  }
  return usual;
}
