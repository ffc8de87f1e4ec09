import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '../../../contract/types';

/**
 * The recipes' refusals (contract/recipes.yaml RecipesErrorCode), in the client's words.
 * api/errorMessages.ts gathers every area's `errors.ts` by file name; the texts load with the
 * signed-in shell (i18n/textParts.ts), so any screen can show them.
 */
export const areaErrors = defineMessages({
  RECIPE_NOT_FOUND: { id: 'api.areaErrors.recipeNotFound', defaultMessage: 'That recipe no longer exists' },
  RECIPE_COLLECTION_NOT_FOUND: { id: 'api.areaErrors.recipeCollectionNotFound', defaultMessage: 'That recipe collection no longer exists' },
  RECIPE_NAME_REQUIRED: { id: 'api.areaErrors.recipeNameRequired', defaultMessage: 'Give the recipe a name' },
  RECIPE_COLLECTION_NAME_REQUIRED: { id: 'api.areaErrors.recipeCollectionNameRequired', defaultMessage: 'Give the recipe collection a name' },
  RECIPE_COLLECTION_NOT_EMPTY: { id: 'api.areaErrors.recipeCollectionNotEmpty', defaultMessage: 'The collection still has recipes: choose whether to delete them or move them' },
  RECIPE_URL_INVALID: { id: 'api.areaErrors.recipeUrlInvalid', defaultMessage: 'Enter the full address of the recipe page, starting with http:// or https://' },
  RECIPE_URL_FORBIDDEN: { id: 'api.areaErrors.recipeUrlForbidden', defaultMessage: 'That address leads to a private or local network, so it cannot be imported' },
  RECIPE_PAGE_TOO_MANY_REDIRECTS: { id: 'api.areaErrors.recipePageTooManyRedirects', defaultMessage: 'The page sent the import on too many redirects' },
  RECIPE_PAGE_TOO_LARGE: { id: 'api.areaErrors.recipePageTooLarge', defaultMessage: 'The page is too large to import (over 5 MB)' },
  RECIPE_PAGE_TIMEOUT: { id: 'api.areaErrors.recipePageTimeout', defaultMessage: 'The page took too long to answer (over 10 seconds)' },
  RECIPE_PAGE_UNREACHABLE: { id: 'api.areaErrors.recipePageUnreachable', defaultMessage: 'The page could not be reached. Check the address.' },
  RECIPE_NOT_FOUND_ON_PAGE: { id: 'api.areaErrors.recipeNotFoundOnPage', defaultMessage: 'No recipe was found on that page' },
  RECIPE_PAGE_TOO_COMPLEX: { id: 'api.areaErrors.recipePageTooComplex', defaultMessage: 'The page is too complex to read for a recipe: copy the recipe in by hand' },
  RECIPE_IMPORT_BUSY: { id: 'api.areaErrors.recipeImportBusy', defaultMessage: 'Too many recipe pages are being read right now. Try again in a minute.' },
  RECIPE_SOURCE_URL_INVALID: { id: 'api.areaErrors.recipeSourceUrlInvalid', defaultMessage: 'The source must be a web address starting with http:// or https://' },
  TOO_MANY_RECIPES: { id: 'api.areaErrors.tooManyRecipes', defaultMessage: 'You have 2,000 recipes, the most one account keeps: delete some before adding more' },
  TOO_MANY_RECIPE_COLLECTIONS: { id: 'api.areaErrors.tooManyRecipeCollections', defaultMessage: 'You have 500 recipe collections, the most one account keeps: delete some before adding more' },
  RECIPE_IMPORT_TOO_MANY_FILES: { id: 'api.areaErrors.recipeImportTooManyFiles', defaultMessage: 'Choose at most 20 files at a time' },
  RECIPE_IMPORT_FILE_TOO_LARGE: { id: 'api.areaErrors.recipeImportFileTooLarge', defaultMessage: 'A file is too large to import (over 5 million characters): split it' },
  RECIPE_IMPORT_TOO_MANY_RECIPES: { id: 'api.areaErrors.recipeImportTooManyRecipes', defaultMessage: 'The files hold more than 2,000 recipes, more than an account keeps' },
  RECIPE_IMPORT_TOO_COMPLEX: { id: 'api.areaErrors.recipeImportTooComplex', defaultMessage: 'The files took too long to read: import them a few at a time' },
  RECIPE_IMPORT_EMPTY: { id: 'api.areaErrors.recipeImportEmpty', defaultMessage: 'There is no recipe to import' },
  RECIPE_IMPORT_OVER_LIMIT: { id: 'api.areaErrors.recipeImportOverLimit', defaultMessage: 'The import would take you past the 2,000 recipes one account keeps: import fewer or delete some first' },
}) satisfies Partial<Record<Schemas['RecipesErrorCode'], MessageDescriptor>>;
