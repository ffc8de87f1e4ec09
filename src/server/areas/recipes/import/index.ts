import type { Schemas } from '../../../../contract/types';
import { fetchPage } from '../../../outbound/fetchPage';
import type { OutboundLimits } from '../../../outbound/limits';
import { parseRecipePage } from './parseRecipePage';
import { importRefusals, refusalFor } from './refusals';

export interface ImportOptions {
  /** `host:port` pairs fetched even on loopback or private addresses (OUTBOUND_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** Tests shrink these; production uses the defaults (5 MB, 10 s, 5 redirects). */
  limits?: Partial<OutboundLimits>;
}

/**
 * Fetches an untrusted recipe page safely and reads its schema.org Recipe into a suggestion the
 * user reviews before saving. Every failure is an ApiError refusal (RecipesErrorCode); the
 * fetched body never appears in one.
 */
export async function importRecipe(url: string, options: ImportOptions): Promise<Schemas['RecipeSuggestion']> {
  const page = await fetchPage(url, { allowHosts: options.allowHosts, limits: options.limits }).catch((error: unknown) => {
    throw refusalFor(error);
  });
  if (!page.isHtml) throw importRefusals.notHtml();
  let suggestion: Schemas['RecipeSuggestion'] | undefined;
  try {
    suggestion = parseRecipePage(page.body, page.url);
  } catch {
    // The parser is bounded against hostile pages; should one still break it, that is a page
    // without a readable recipe, not a server error.
    throw importRefusals.unreadable();
  }
  if (suggestion === undefined) throw importRefusals.noRecipe();
  return suggestion;
}
