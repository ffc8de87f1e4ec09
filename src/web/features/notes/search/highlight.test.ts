// Proves how a search hit's snippet is cut for marking: the server's highlights (UTF-16 offsets)
// in any order, overlapping, touching or reaching past the end still cover the snippet once, in
// order; and which searches are worth sending.
import { describe, expect, it } from 'vitest';
import { hasWord, searchTerm, snippetParts } from './highlight';

const marked = (snippet: string, highlights: { start: number; length: number }[]) =>
  snippetParts(snippet, highlights)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');

describe('snippetParts', () => {
  it('marks each highlight and keeps the text between', () => {
    expect(snippetParts('we ate dinner late', [{ start: 7, length: 6 }])).toEqual([
      { text: 'we ate ', marked: false },
      { text: 'dinner', marked: true },
      { text: ' late', marked: false },
    ]);
  });

  it('takes highlights in any order, at the start and at the end', () => {
    expect(marked('dinner and chess', [{ start: 11, length: 5 }, { start: 0, length: 6 }])).toBe('[dinner] and [chess]');
  });

  it('joins overlapping and touching highlights into one mark', () => {
    expect(marked('abcdefgh', [{ start: 1, length: 3 }, { start: 2, length: 4 }])).toBe('a[bcdef]gh');
    expect(marked('abcdefgh', [{ start: 1, length: 2 }, { start: 3, length: 2 }])).toBe('a[bcde]fgh');
  });

  it('clips highlights that reach past the snippet and drops those outside it', () => {
    expect(marked('short', [{ start: 3, length: 10 }, { start: 40, length: 2 }])).toBe('sho[rt]');
  });

  it('counts in UTF-16 units, as the server does', () => {
    const snippet = '🌱 sådd i Umeå';
    expect(marked(snippet, [{ start: snippet.indexOf('Umeå'), length: 4 }])).toBe('🌱 sådd i [Umeå]');
  });

  it('is the whole snippet, unmarked, without highlights', () => {
    expect(snippetParts('plain', [])).toEqual([{ text: 'plain', marked: false }]);
    expect(snippetParts('', [])).toEqual([]);
  });
});

describe('hasWord and searchTerm', () => {
  it('needs a letter or a digit, in any script', () => {
    expect(['  ', '!!', '-- ?', ''].map(hasWord)).toEqual([false, false, false, false]);
    expect(['å', '7', 'Ωmega', ' x '].map(hasWord)).toEqual([true, true, true, true]);
  });

  it('trims and tidies the spaces between words', () => {
    expect(searchTerm('  dinner   with\tAnna ')).toBe('dinner with Anna');
  });
});
