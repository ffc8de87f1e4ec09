import { ApiError, badRequest, conflict } from '../../../errors';

/** What POST /recipe-import takes: far more than a real cookbook's export, little enough to read in memory. */
export const recipeImportLimits = {
  maxFiles: 20,
  /** Characters of one file: a 2,000-recipe export is about 4 MB. */
  maxFileChars: 5_000_000,
  /** Recipes the files may hold in all: as many as one user keeps. */
  maxFileRecipes: 2_000,
};

/** POST /recipe-import's refusals (RecipesErrorCode RECIPE_IMPORT_*). */
export const batchImportRefusals = {
  tooManyFiles: () => new ApiError(413, 'RECIPE_IMPORT_TOO_MANY_FILES', `Choose at most ${recipeImportLimits.maxFiles} files at a time`),
  fileTooLarge: (name: string) =>
    new ApiError(413, 'RECIPE_IMPORT_FILE_TOO_LARGE', `${name.slice(0, 100)} is longer than ${recipeImportLimits.maxFileChars.toLocaleString('en')} characters: split it`),
  tooManyRecipes: () =>
    new ApiError(413, 'RECIPE_IMPORT_TOO_MANY_RECIPES', `The files hold more than ${recipeImportLimits.maxFileRecipes.toLocaleString('en')} recipes, more than an account keeps`),
  tooComplex: (timeoutMs: number) =>
    new ApiError(422, 'RECIPE_IMPORT_TOO_COMPLEX', `The files took too long (over ${timeoutMs / 1000} s) or too much memory to read: import them a few at a time`),
  empty: () => badRequest('There is no recipe to import (see the preview for what was skipped and why)', 'RECIPE_IMPORT_EMPTY'),
  overLimit: (total: number, max: number) =>
    conflict(
      `The import would bring you to ${total.toLocaleString('en')} recipes, more than the ${max.toLocaleString('en')} one account keeps: import fewer or delete some first`,
      'RECIPE_IMPORT_OVER_LIMIT',
    ),
} satisfies Record<string, (...args: never[]) => ApiError>;
