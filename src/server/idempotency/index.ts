import * as m20261128T0140 from './migrations/20261128T0140_idempotency_keys';

/**
 * Exactly-once writes (DESIGN §8, docs/decisions.md): the Idempotency-Key store. Not an area: it
 * answers no operation of its own but serves every one whose contract declares the header.
 */
export const idempotencyStore = {
  name: 'idempotency',
  migrations: { '20261128T0140_idempotency_keys': m20261128T0140 },
} as const;

export { registerIdempotency } from './plugin';
export { idempotencySettings, type IdempotencySettings } from './settings';
export { idempotencySweepTimer } from './sweep';
export type { IdempotencyDb, IdempotencyTables } from './tables';
