import type { Schemas } from '../../../../contract/types';
import { fetchPage } from '../../../outbound/fetchPage';
import type { OutboundLimits } from '../../../outbound/limits';
import { parsePool } from './parsePool';
import { importRefusals, refusalFor } from './refusals';

/** Reading a real page takes milliseconds; a page that takes this long is built to stall a parser. */
export const PARSE_TIMEOUT_MS = 5000;

export interface ImportOptions {
  /** `host:port` pairs fetched even on loopback or private addresses (OUTBOUND_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** Tests shrink these; production uses the defaults (5 MB, 10 s, 5 redirects). */
  limits?: Partial<OutboundLimits>;
  /** How long reading the fetched page may take (PARSE_TIMEOUT_MS unless a test shrinks it). */
  parseTimeoutMs?: number;
}

/**
 * Fetches an untrusted recipe page safely and reads its schema.org Recipe into a suggestion the
 * user reviews before saving. Every failure is an ApiError refusal (RecipesErrorCode); the
 * fetched body never appears in one. The page is read in a worker thread (parsePool.ts), so no
 * page can hold the event loop.
 */
export async function importRecipe(url: string, options: ImportOptions): Promise<Schemas['RecipeSuggestion']> {
  const page = await fetchPage(url, { allowHosts: options.allowHosts, limits: options.limits }).catch((error: unknown) => {
    throw refusalFor(error);
  });
  if (!page.isHtml) throw importRefusals.notHtml();
  const timeoutMs = options.parseTimeoutMs ?? PARSE_TIMEOUT_MS;
  const outcome = await parsePool.parse({ html: page.body, pageUrl: page.url }, timeoutMs);
  if (outcome.read === 'busy') throw importRefusals.busy();
  if (outcome.read === 'tooComplex') throw importRefusals.tooComplex(timeoutMs);
  // The parser is bounded against hostile pages; should one still break it, that is a page
  // without a readable recipe, not a server error.
  if (!outcome.read) throw importRefusals.unreadable();
  if (!('suggestion' in outcome) || outcome.suggestion === undefined) throw importRefusals.noRecipe();
  return outcome.suggestion;
}
