/** Where a matched word is in a snippet (UTF-16 offsets, as the server counts them). */
export interface Highlight {
  start: number;
  length: number;
}

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * The snippet cut into plain and marked parts, in order. Highlights may come in any order, overlap
 * or reach past the end; the parts still cover the snippet exactly once.
 */
export function snippetParts(snippet: string, highlights: readonly Highlight[]): SnippetPart[] {
  const ranges = highlights
    .map(({ start, length }) => ({ from: Math.max(0, start), to: Math.min(snippet.length, start + length) }))
    .filter(({ from, to }) => to > from)
    .sort((a, b) => a.from - b.from);
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const { from, to } of ranges) {
    if (to <= at) continue;
    const start = Math.max(from, at);
    if (start > at) parts.push({ text: snippet.slice(at, start), marked: false });
    const last = parts.at(-1);
    // Touching or overlapping matches read as one marked stretch.
    if (last?.marked && start === at) last.text += snippet.slice(start, to);
    else parts.push({ text: snippet.slice(start, to), marked: true });
    at = to;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), marked: false });
  return parts;
}

/** The server searches only letters and digits; anything else only separates words. */
export function hasWord(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** What is sent: the words as typed, with the spaces between them tidied. */
export function searchTerm(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}
