// How much one user's time tracker may hold: far more than a real person keeps, few enough that
// every list of them (answered whole, with totals) stays small.

/** Time groups a user may keep: a busy person tracks tens of activities. */
export const MAX_TIME_GROUPS = 500;

/** Sub groups a user may keep across all their groups. */
export const MAX_SUB_GROUPS = 2_000;

/** Tags a user may keep. */
export const MAX_TAGS = 500;

/** Goals a user may keep (a few per group and period at most). */
export const MAX_GOALS = 1_000;
