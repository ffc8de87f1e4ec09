import type { Kysely } from 'kysely';

/** The timers' one table as Kysely sees it (see composition.ts for the conventions). */
export interface TimerTables {
  timer_claim: TimerClaimTable;
}

/** A timer's current period: whichever process claimed it runs it; the others wait for the next. */
export interface TimerClaimTable {
  /** The timer's name, e.g. "heartbeats: end stamps whose heartbeats stopped, at their last heartbeat". */
  name: string;
  /** ISO time the claim lasts until; a process may claim again from then on. */
  claimed_until: string;
}

export type TimerDb = Kysely<TimerTables>;
