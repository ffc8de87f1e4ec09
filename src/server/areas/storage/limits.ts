/**
 * How many items one user may store across their groups: more than a well-stocked house's every
 * shelf, few enough that "What can I cook?" and "What can I make" read them all at once.
 */
export const MAX_STORAGE_ITEMS = 5_000;

/** How many storage groups (places) one user may keep: a house has tens, and every list of them is read whole. */
export const MAX_STORAGE_GROUPS = 500;
