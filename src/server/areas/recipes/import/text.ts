import { load } from 'cheerio';

// Elements whose end starts a new line: a string of `<p>` steps becomes one step per paragraph.
const BLOCK_END = /<br\s*\/?>|<\/(?:p|li|div|h[1-6]|tr|dt|dd|ol|ul|section)\s*>/gi;
// A tag ends at the first `>`, and `[^<>]` keeps the scan linear on text full of stray `<`.
const TAG = /<\/?[a-z!][^<>]*>/gi;
const HAS_TAG = /<\/?[a-z!][^<>]*>/i;
const HAS_ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

const HEADING_START = /<h[1-6](?:\s[^<>]*)?>/gi;

/**
 * Plain lines from text that may hold markup and entities, even twice encoded (`&amp;amp;`,
 * `&lt;p&gt;`, as some sites put into JSON-LD): decoded, tags stripped, whitespace collapsed,
 * empty lines dropped. Line breaks and block elements separate the lines. With `headings`, an
 * `<h3>` in a list's markup heads what follows it: its line starts with `## `.
 */
export function cleanLines(raw: string, { headings = false } = {}): string[] {
  let text = raw;
  // A few rounds undo double encoding; a bounded count stops on text that only looks encoded.
  for (let round = 0; round < 3 && (HAS_ENTITY.test(text) || HAS_TAG.test(text)); round += 1) {
    // Tags go by pattern, not by building a tree: deeply nested markup costs no more than flat.
    const marked = headings ? text.replace(HEADING_START, '\n## ') : text;
    text = decodeEntities(marked.replace(BLOCK_END, '\n').replace(TAG, ''));
  }
  return text
    // Soft hyphens and zero-width spaces only tell a browser where it may break a word.
    .replace(/[\u00ad\u200b]/g, '')
    .split(/[\r\n\u2028\u2029]+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '##');
}

// Invisible characters pages leave in text: zero-width spaces and joiners, word joiners, BOMs.
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;
// What starts a line as a mark of the list it was in, not as its text: bullets, boxes to tick, a
// dash before a space, and a comma or semicolon left over from a joined list.
const LIST_MARK = /^(?:[•◦▪▫●○■□▢☐‣⁃∙]|[-–—](?=\s)|[,;](?=\s|\p{L}))\s*/u;

/** A list's lines as a person reads them: without invisible characters or leading list marks. */
export function tidyLines(lines: readonly string[]): string[] {
  return lines.map((line) => line.replace(INVISIBLE, '').replace(LIST_MARK, '').trim()).filter((line) => line !== '' && line !== '##');
}

/** One plain line: as cleanLines, joined with spaces. */
export function cleanText(raw: string): string {
  return cleanLines(raw).join(' ');
}

/** "For the sauce:" alone on a line is a heading; lists keep headings as `## For the sauce`. */
export function markHeading(line: string): string {
  if (line.startsWith('## ')) return line;
  const heading = /^([^\d:]{2,60}):$/.exec(line)?.[1];
  return heading === undefined ? line : `## ${heading.trim()}`;
}

/** The HTML parser's own entity table; text without tags parses flat. A lone `<` stays text. */
function decodeEntities(text: string): string {
  return load(text.replace(/</g, '&lt;'), null, false).text();
}
