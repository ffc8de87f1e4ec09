import { ApiError } from '../../../errors';
import { OutboundError, type OutboundFailure } from '../../../outbound/outboundError';

/** The import's refusals (RecipesErrorCode); none of them carries the fetched page's content. */
export const importRefusals = {
  notHtml: () => new ApiError(422, 'RECIPE_NOT_FOUND_ON_PAGE', 'The address is not a web page, so it holds no recipe to import'),
  noRecipe: () => new ApiError(422, 'RECIPE_NOT_FOUND_ON_PAGE', 'The page has no recipe that can be imported (no schema.org Recipe)'),
  unreadable: () => new ApiError(422, 'RECIPE_NOT_FOUND_ON_PAGE', 'The page could not be read for a recipe'),
  tooComplex: (timeoutMs: number) =>
    new ApiError(
      422,
      'RECIPE_PAGE_TOO_COMPLEX',
      `The page is too complex to read for a recipe (over ${timeoutMs / 1000} s or 256 MB): copy the recipe in by hand`,
    ),
  busy: () => new ApiError(503, 'RECIPE_IMPORT_BUSY', 'Too many recipe pages are being read right now: try again in a minute'),
} satisfies Record<string, (...args: never[]) => ApiError>;

const byFailure: Record<OutboundFailure, (message: string) => ApiError> = {
  invalidUrl: (message) => new ApiError(400, 'RECIPE_URL_INVALID', message),
  forbiddenAddress: (message) => new ApiError(400, 'RECIPE_URL_FORBIDDEN', message),
  tooManyRedirects: (message) => new ApiError(422, 'RECIPE_PAGE_TOO_MANY_REDIRECTS', message),
  tooLarge: (message) => new ApiError(413, 'RECIPE_PAGE_TOO_LARGE', message),
  timeout: (message) => new ApiError(422, 'RECIPE_PAGE_TIMEOUT', message),
  unreachable: (message) => new ApiError(422, 'RECIPE_PAGE_UNREACHABLE', message),
};

/** The refusal for a failed fetch; anything unexpected is still "unreachable", never a 500. */
export function refusalFor(error: unknown): ApiError {
  if (error instanceof OutboundError) return byFailure[error.failure](error.message);
  return byFailure.unreachable('Could not read the page');
}
