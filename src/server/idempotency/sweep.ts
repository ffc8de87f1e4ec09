import type { IdempotencySettings } from './settings';
import { sweepExpiredKeys } from './store';
import type { IdempotencyDb } from './tables';

const HOUR_MS = 60 * 60 * 1000;

/** The app's hourly upkeep for the store: expired keys and their answers go, so the table stays small. */
export function idempotencySweepTimer(db: IdempotencyDb, settings: IdempotencySettings): { name: string; everyMs: number; run: () => Promise<void> } {
  return {
    name: 'idempotency: delete expired keys',
    everyMs: HOUR_MS,
    run: () => sweepExpiredKeys(db, new Date(settings.now().getTime() - settings.lifetimeMs).toISOString()),
  };
}
