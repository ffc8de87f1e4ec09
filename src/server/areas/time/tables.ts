import type { Kysely } from 'kysely';

/**
 * The time tracker's tables as Kysely sees them (see composition.ts for the conventions: ISO text
 * times, 0/1 booleans). Period totals are summed from the stamps when read; only each group's
 * all-time sum of ended stamps and its count are kept (time_group_total), by the repository, in
 * the transaction of each change to a stamp.
 */
export interface TimeTables {
  time_group: TimeGroupTable;
  time_group_total: TimeGroupTotalTable;
  sub_group: SubGroupTable;
  time_stamp: TimeStampTable;
  time_tag: TimeTagTable;
  time_group_tag: TimeGroupTagTable;
  time_goal: TimeGoalTable;
}

export interface TimeGroupTable {
  id: string;
  user_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/** A group's all-time sum of ended stamps' durations and its number of stamps. */
export interface TimeGroupTotalTable {
  time_group_id: string;
  user_id: string;
  /** bigint: PostgreSQL answers it as text. */
  ended_ms: number | string;
  stamps: number;
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

export interface TimeTagTable {
  id: string;
  user_id: string;
  title: string;
  /** title lower-cased: titles are unique per user ignoring case. */
  title_key: string;
  created_at: string;
  updated_at: string;
}

/** Which groups carry which tags. */
export interface TimeGroupTagTable {
  time_group_id: string;
  tag_id: string;
  user_id: string;
}

export interface TimeGoalTable {
  id: string;
  user_id: string;
  time_group_id: string;
  /** null: the goal is the whole group's. Always a sub group of time_group_id. */
  sub_group_id: string | null;
  period: 'day' | 'week' | 'month';
  comparison: 'atLeast' | 'atMost';
  /** bigint: PostgreSQL answers it as text. */
  target_ms: number | string;
  created_at: string;
  updated_at: string;
}

export type TimeDb = Kysely<TimeTables>;
