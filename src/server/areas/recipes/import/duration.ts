const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const ISO_DURATION = new RegExp(
  `^P(?:${NUMBER}Y)?(?:${NUMBER}M)?(?:${NUMBER}W)?(?:${NUMBER}D)?(?:T(?:${NUMBER}H)?(?:${NUMBER}M)?(?:${NUMBER}S)?)?$`,
  'i',
);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Milliseconds of a recipe time: ISO 8601 (`PT1H30M`, `P0DT0H20M`, Drupal's
 * `P0Y0M0DT0H30M0.000S`), or the plain words some sites write instead (`1 hour 30 mins`,
 * `45 min`). Undefined when absent, zero or unreadable; years and months are no recipe times.
 */
export function durationMs(value: string | undefined): number | undefined {
  const text = value?.trim();
  // A time is a few characters; a long text is no time, and scanning it costs.
  if (text === undefined || text === '' || text.length > 100) return undefined;
  const iso = ISO_DURATION.exec(text);
  const ms = iso === null ? wordsMs(text) : isoMs(iso);
  return ms !== undefined && ms > 0 && Number.isFinite(ms) ? Math.round(ms) : undefined;
}

function isoMs(match: RegExpExecArray): number | undefined {
  const [years = 0, months = 0, weeks = 0, days = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part.replace(',', '.'))));
  // "P20M" alone is a common slip for PT20M: no recipe takes 20 months.
  if (/^P\d+M$/i.test(match[0])) return months * MINUTE;
  if (years > 0 || months > 0) return undefined;
  return weeks * 7 * DAY + days * DAY + hours * HOUR + minutes * MINUTE + seconds * 1000;
}

function wordsMs(text: string): number | undefined {
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?|tim(?:me|mar)?)\b/i.exec(text)?.[1];
  const minutes = /(\d+)\s*(?:m|mins?|minutes?|minuter)\b/i.exec(text)?.[1];
  if (hours === undefined && minutes === undefined) return undefined;
  return Number((hours ?? '0').replace(',', '.')) * HOUR + Number(minutes ?? '0') * MINUTE;
}
