/** The most items one collection holds (the contract says 20,000). */
export const MAX_ITEMS_PER_COLLECTION = 20_000;

/** Collections a user may keep: a person has tens, and every list of them is read whole with its fields. */
export const MAX_COLLECTIONS = 500;
