/**
 * How many drinks one user may keep: far more than any bar's book (a thick one has 1,500), few
 * enough that "What can I make" reads them all in well under a second.
 */
export const MAX_DRINKS = 2_000;

/** Drink collections a user may keep: a bar has a handful, and the sidebar reads every one. */
export const MAX_DRINK_COLLECTIONS = 500;
