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

/** The largest file (UTF-8 bytes of `csv`) POST /time-import reads: years of heavy Toggl use. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/** The most rows one import reads (ten entries a working day for twenty years). */
export const MAX_IMPORT_ROWS = 50_000;

/** The most stamps one export writes; a longer history is exported range by range. */
export const MAX_EXPORT_ROWS = 100_000;
