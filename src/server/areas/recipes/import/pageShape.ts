import { load } from 'cheerio';

// Elements that need no end tag, or whose end tag HTML lets a page leave out; they do not nest.
const NOT_NESTING = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
  'p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'rb', 'rt', 'rp',
]);
const TAG = /<(\/?)([a-z][a-z0-9-]*)[^<>]*?(\/?)>/gi;

/**
 * How deeply the page's elements nest, estimated in one pass over its tags as the HTML parser
 * builds them: an end tag closes the nearest open element of its name and all opened inside it,
 * and is ignored when none is open (so `<b></x>` repeated nests deeper each time). The parser
 * slows down with the square of the nesting, so a page nested thousands deep (no real site is)
 * gets only its JSON-LD read.
 */
export function deepestNesting(html: string): number {
  const open: string[] = [];
  // How many of each name are open, so an end tag finds whether it matches without a search.
  const openCount = new Map<string, number>();
  let deepest = 0;
  for (const [, closing, rawName = '', selfClosing] of html.matchAll(TAG)) {
    const name = rawName.toLowerCase();
    if (NOT_NESTING.has(name) || selfClosing === '/') continue;
    if (closing !== '/') {
      open.push(name);
      openCount.set(name, (openCount.get(name) ?? 0) + 1);
      deepest = Math.max(deepest, open.length);
      continue;
    }
    if ((openCount.get(name) ?? 0) === 0) continue;
    // Each element is popped at most once, so the pass stays linear.
    for (let closed = open.pop(); closed !== undefined; closed = open.pop()) {
      openCount.set(closed, (openCount.get(closed) ?? 1) - 1);
      if (closed === name) break;
    }
  }
  return deepest;
}

// A meta tag of its own, its attributes without `<` or `>`: the scan cannot run past the tag.
const JSON_LD_META = /<meta\b[^<>]*\bname\s*=\s*["']?application\/ld\+json\b[^<>]*>/gi;

/**
 * The page's JSON-LD: its scripts' text, then the content of `<meta name="application/ld+json">`
 * tags, where some Next.js sites put it. Found without parsing the page (linear in its length).
 */
export function jsonLdTexts(html: string): string[] {
  const metas = Array.from(html.matchAll(JSON_LD_META), ([tag]) => load(tag)('meta').attr('content') ?? '');
  return [...jsonLdScripts(html), ...metas.filter((text) => text !== '')];
}

/**
 * The text of the page's JSON-LD scripts. Script text is raw in HTML (no entities), so the slice
 * is what a parser would give.
 */
export function jsonLdScripts(html: string): string[] {
  const lower = html.toLowerCase();
  const scripts: string[] = [];
  for (let at = lower.indexOf('<script'); at >= 0; at = lower.indexOf('<script', at)) {
    const openEnd = lower.indexOf('>', at);
    const close = openEnd < 0 ? -1 : lower.indexOf('</script', openEnd);
    if (close < 0) break;
    if (/\btype\s*=\s*["']?\s*application\/ld\+json/.test(lower.slice(at, openEnd + 1))) scripts.push(html.slice(openEnd + 1, close));
    at = close + '</script'.length;
  }
  return scripts;
}

/** The page up to the end of its head (title and meta tags), or all of it when it has no head end. */
export function headOf(html: string): string {
  const end = html.toLowerCase().indexOf('</head');
  return end < 0 ? html : html.slice(0, end);
}
