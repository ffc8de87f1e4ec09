// How many containers one user's notes may have: far more than a real person keeps, few enough
// that the sidebar's lists, read whole, stay small. (Notes themselves are read a page at a time.)

/** Notes collections a user may keep. */
export const MAX_NOTES_COLLECTIONS = 500;

/** Note contexts (people, places, projects) a user may keep. */
export const MAX_NOTE_CONTEXTS = 500;

/** The contract's NotesCollectionName: an imported folder path longer than this is skipped. */
export const MAX_COLLECTION_NAME_LENGTH = 100;
