import type { Kysely } from 'kysely';
import type { TimeTables } from '../time/tables';

/**
 * Heartbeats' own tables, beside the time tracker's, which they write stamps into through the
 * time area's repository (so the kept group totals stay in step). Conventions: composition.ts.
 */
export interface HeartbeatOwnTables {
  heartbeat: HeartbeatTable;
  heartbeat_stamp: HeartbeatStampTable;
}

export type HeartbeatTables = HeartbeatOwnTables & TimeTables;

/** A definition: which sub group its heartbeats stamp, its key and its timeout. */
export interface HeartbeatTable {
  id: string;
  user_id: string;
  name: string;
  /** null once the sub group is deleted (heartbeats answer 409 until another is chosen). */
  sub_group_id: string | null;
  /** The secret sent in X-Heartbeat-Key; kept readable because the owner's page shows it. */
  key: string;
  timeout_seconds: number;
  /** The zone the stamps' date is counted in. */
  time_zone: string;
  last_beat_at: string | null;
  /** Token bucket of the rate limit: tokens left at rate_at (null: full). */
  rate_tokens: number | null;
  rate_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A stamp heartbeats keep running: it ends at last_beat_at once closes_at has passed (the sweep, or
 * the next heartbeat, closes it). A stamp touched by hand after its last heartbeat (stopped,
 * reopened, edited: its updated_at is later) is the user's again and is left alone.
 */
export interface HeartbeatStampTable {
  time_stamp_id: string;
  user_id: string;
  last_beat_at: string;
  closes_at: string;
}

export type HeartbeatDb = Kysely<HeartbeatTables>;
