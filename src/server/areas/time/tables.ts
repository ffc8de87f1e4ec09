import type { Kysely } from 'kysely';

/**
 * The time tracker's tables as Kysely sees them (see areas/index.ts for the conventions: ISO text
 * times, 0/1 booleans). Totals are never stored: they are summed from the stamps when read, so an
 * edited, reopened, moved or deleted stamp changes them with nothing to keep in step.
 */
export interface TimeTables {
  time_group: TimeGroupTable;
  sub_group: SubGroupTable;
  time_stamp: TimeStampTable;
}

export interface TimeGroupTable {
  id: string;
  user_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface SubGroupTable {
  id: string;
  user_id: string;
  time_group_id: string;
  name: string;
  /** name lower-cased: names are unique within a group ignoring case (stamping in by name finds it). */
  name_key: string;
  created_at: string;
  updated_at: string;
}

export interface TimeStampTable {
  id: string;
  user_id: string;
  /** Always its sub group's group (moving a sub group's stamps updates both). */
  time_group_id: string;
  sub_group_id: string;
  start_time: string;
  /** null while the stamp is active. */
  end_time: string | null;
  /** end − start once ended (null while active), so all-time totals are one SUM. */
  duration_ms: number | string | null;
  /** The day it started (YYYY-MM-DD) in time_zone. */
  date: string;
  /** The IANA zone the client stamped in. */
  time_zone: string;
  created_at: string;
  updated_at: string;
}

export type TimeDb = Kysely<TimeTables>;
