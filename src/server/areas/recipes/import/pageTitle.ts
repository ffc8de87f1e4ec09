import type { CheerioAPI } from 'cheerio';
import { cleanText } from './text';

// "Green Soup - Farm Shop", "Farm Shop | Green Soup": the separators sites put between the two.
const SEPARATORS = [' - ', ' | ', ' – ', ' — ', ' · ', ' :: ', ' : '];

/**
 * The page's name for its recipe: its og:title, else its title, without the site's name that
 * pages add before or after it (their og:site_name). Undefined when the page has no title.
 */
export function pageTitle($: CheerioAPI): string | undefined {
  const title = cleanText($('meta[property="og:title"]').attr('content') ?? '') || cleanText($('title').first().text());
  if (title === '') return undefined;
  const site = cleanText($('meta[property="og:site_name"]').attr('content') ?? '');
  return (site === '' ? undefined : withoutSiteName(title, site)) ?? title;
}

function withoutSiteName(title: string, site: string): string | undefined {
  const lowerTitle = title.toLowerCase();
  const lowerSite = site.toLowerCase();
  for (const separator of SEPARATORS) {
    if (lowerTitle.endsWith(`${separator}${lowerSite}`)) return title.slice(0, title.length - site.length - separator.length).trim() || undefined;
    if (lowerTitle.startsWith(`${lowerSite}${separator}`)) return title.slice(site.length + separator.length).trim() || undefined;
  }
  return undefined;
}
