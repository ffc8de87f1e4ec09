import type { Highlight } from './highlight';

/**
 * The Markdown marks a snippet may carry (the server cuts it from an entry's text as written):
 * a heading's #s, a quote's >, a list's bullet, emphasis and code marks, and a link's or image's
 * brackets and address. Each pattern's capture groups are what is dropped.
 */
const markPatterns: readonly RegExp[] = [
  /^([ \t]*#{1,6}[ \t]+)/gmu,
  /^([ \t]*>[ \t]?)/gmu,
  /^([ \t]*[-*+][ \t]+)/gmu,
  /(!?\[)[^\]\n]*(\]\([^)\n]*\))/gu,
  /(~~|`+)/gu,
  // Stars as emphasis only: against a word (`3 * 4` keeps its star).
  /(?<=\S)(\*+)|(\*+)(?=\S)/gu,
  // Underscores as emphasis only: at a word's edge, not inside snake_case.
  /(?<![\p{L}\p{N}])(_+)|(_+)(?![\p{L}\p{N}])/gu,
];

/**
 * The snippet as plain text, its matched words' offsets moved with it: `Ran **5 km**` reads
 * "Ran 5 km", with "5" still marked. Line breaks read as spaces.
 */
export function plainSnippet(snippet: string, highlights: readonly Highlight[]): { text: string; highlights: Highlight[] } {
  const dropped = new Array<boolean>(snippet.length).fill(false);
  for (const pattern of markPatterns) {
    for (const match of snippet.matchAll(pattern)) {
      const at = match.index;
      const whole = match[0];
      // Each captured group's place inside the match, found in order.
      let searchFrom = 0;
      for (const group of match.slice(1)) {
        if (group === undefined) continue;
        const offset = whole.indexOf(group, searchFrom);
        for (let i = 0; i < group.length; i += 1) dropped[at + offset + i] = true;
        searchFrom = offset + group.length;
      }
    }
  }
  // Where each kept character lands in the plain text.
  const newIndex: number[] = [];
  let text = '';
  for (let i = 0; i < snippet.length; i += 1) {
    newIndex[i] = text.length;
    if (!dropped[i]) text += snippet[i] === '\n' || snippet[i] === '\r' ? ' ' : snippet[i];
  }
  newIndex[snippet.length] = text.length;
  const at = (index: number) => newIndex[Math.max(0, Math.min(snippet.length, index))]!;
  const moved = highlights.map(({ start, length }) => ({ start: at(start), length: at(start + length) - at(start) })).filter((each) => each.length > 0);
  return { text, highlights: moved };
}
