import type { Kysely } from 'kysely';
import type { RateLimitTables } from '../../rateLimits';
import type { AccountsTables } from '../accounts/tables';
import type { TimeTables } from '../time/tables';

/** Device control's own table (conventions: composition.ts). */
export interface DeviceControlOwnTables {
  device: DeviceTable;
}

/**
 * Its own table, and what it reads of others, never writes: the time tracker's stamps, groups and
 * goals (a device's use and its "at most" goal; owned by the time area), the owner's preferences
 * (the rules; owned by accounts) and `rate_limit` (accounts migrates it, src/server/rateLimits.ts).
 */
export type DeviceControlTables = DeviceControlOwnTables &
  Pick<TimeTables, 'time_stamp' | 'time_group' | 'time_goal'> &
  Pick<AccountsTables, 'user_preferences'> &
  RateLimitTables;

export interface DeviceTable {
  id: string;
  user_id: string;
  name: string;
  /** The time group whose stamps measure the device's use; null: none (or it was deleted). */
  time_group_id: string | null;
  /** The zone its weekdays, hours and day of use are counted in. */
  time_zone: string;
  /** SHA-256 of the key, hex: the key itself is shown once and never kept. */
  key_hash: string;
  last_contact_at: string | null;
  /** When the device was first told to shut down, until it is told anything else. */
  told_shutdown_at: string | null;
  created_at: string;
  updated_at: string;
}

export type DeviceControlDb = Kysely<DeviceControlTables>;
