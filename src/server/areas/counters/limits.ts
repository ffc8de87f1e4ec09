/** A counter's value stays within ±this (PostgreSQL's integer column holds about ±2.1 billion). */
export const VALUE_LIMIT = 1_000_000_000;

/** The longest history GET /counter-history answers, in days: a year by day, three years by week. */
export const MAX_HISTORY_DAYS = { day: 366, week: 1096 } as const;

/** Counter groups a user may keep: every list of them is read whole, each with its counters. */
export const MAX_COUNTER_GROUPS = 500;

/** Counters a user may keep across their groups (a group's order names them all at once). */
export const MAX_COUNTERS = 2_000;
