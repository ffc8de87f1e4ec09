/** The units BACKUP_EVERY accepts, in ms. */
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** The shortest interval: a backup copies the whole database, so more often is a mistake. */
export const MIN_BACKUP_EVERY_MS = 5 * UNIT_MS.m;
/** The longest: a year. */
export const MAX_BACKUP_EVERY_MS = 366 * UNIT_MS.d;

/**
 * BACKUP_EVERY as ms: one or more whole amounts with a unit, largest first (`24h`, `30m`, `1d12h`),
 * or undefined for anything else (`24`, `1.5h`, `0m`, `30s`, `-1h`, `1m1h`), so a typo is refused
 * at start rather than read as something else.
 */
export function parseBackupEvery(text: string): number | undefined {
  if (!/^(\d+d)?(\d+h)?(\d+m)?$/.test(text) || text === '') return undefined;
  let ms = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+)([dhm])/g)) ms += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  return ms >= MIN_BACKUP_EVERY_MS && ms <= MAX_BACKUP_EVERY_MS ? ms : undefined;
}
