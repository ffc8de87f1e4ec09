/**
 * How much one user's recipes may hold: far more than a real cook keeps (a big cookbook has 500),
 * few enough that "What can I cook?" reads them all in well under a second.
 */
export const MAX_RECIPES = 2_000;

/** Recipe collections a user may keep: a cook has tens, and the sidebar reads every one. */
export const MAX_RECIPE_COLLECTIONS = 500;
