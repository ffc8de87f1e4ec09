import type { Kysely } from 'kysely';

/** The counters area's tables as Kysely sees them (see composition.ts for the conventions). */
export interface CountersTables {
  counter_group: CounterGroupTable;
  counter: CounterTable;
  counter_event: CounterEventTable;
}

export interface CounterGroupTable {
  id: string;
  user_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface CounterTable {
  id: string;
  user_id: string;
  group_id: string;
  name: string;
  step: number;
  /** null: no goal (and then goal_period is null too). */
  goal: number | null;
  goal_period: 'day' | 'week' | null;
  /** Where the value started; no event, so it never shows in the history. */
  initial_value: number;
  /** initial_value plus the sum of the events' deltas, updated in the transaction of each event. */
  value: number;
  /** The counter's place in its group, 0 first. */
  position: number;
  created_at: string;
  updated_at: string;
}

export interface CounterEventTable {
  id: string;
  user_id: string;
  counter_id: string;
  delta: number;
  /** The counter's value right after this change. */
  value_after: number;
  /** 1, 2, 3... per counter: the latest change is the highest, even two in one millisecond. */
  seq: number;
  at: string;
}

export type CountersDb = Kysely<CountersTables>;
