// Proves issue 24 item 16: a search snippet reads as plain text, without the Markdown marks the
// entry was written with, and its matched words stay marked where they moved to.
import { describe, expect, it } from 'vitest';
import { snippetParts } from './highlight';
import { plainSnippet } from './plainSnippet';

/** The parts as text, marked ones in [brackets]. */
const shown = (snippet: string, highlights: Array<{ start: number; length: number }>) => {
  const plain = plainSnippet(snippet, highlights);
  return snippetParts(plain.text, plain.highlights)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');
};

describe('plainSnippet', () => {
  it('drops emphasis, code and strike marks, keeping the marked word', () => {
    expect(shown('Ran **5 km** by the _river_', [{ start: 6, length: 1 }])).toBe('Ran [5] km by the river');
    expect(shown('use `npm ci` then ~~wait~~', [{ start: 5, length: 3 }])).toBe('use [npm] ci then wait');
  });

  it('keeps a link\'s text without its address, and the line marks of headings, quotes and lists', () => {
    const snippet = '# Trip\n> Went to [Uppsala](https://example.com/u) with Anna\n- packed bags';
    expect(shown(snippet, [{ start: snippet.indexOf('Uppsala'), length: 7 }])).toBe('Trip Went to [Uppsala] with Anna packed bags');
  });

  it('leaves snake_case and a lone star as they are', () => {
    expect(shown('the file_name was 3 * 4', [{ start: 4, length: 9 }])).toBe('the [file_name] was 3 * 4');
  });
});
