/**
 * How much one user's recipes may hold: far more than a real cook keeps (a big cookbook has 500),
 * few enough that "What can I cook?" reads them all in well under a second.
 */
export const MAX_RECIPES = 2_000;
