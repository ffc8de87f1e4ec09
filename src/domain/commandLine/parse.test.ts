// Spec §9's command line parse: a number is a position, bracketed text is a tag, a dash token is
// an option, the rest are command words. Examples pin each rule; the properties type random mixes
// of the four kinds of token, joined by random whitespace, and check each lands in its field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCommandLine, type ParsedCommand } from './parse';

const nothing: ParsedCommand = { commands: [], option: null, tags: [], position: null };

describe('parseCommandLine (spec §9)', () => {
  it('reads plain words as command words, in order, keeping their case', () => {
    expect(parseCommandLine('tm in work coding')).toEqual({ ...nothing, commands: ['tm', 'in', 'work', 'coding'] });
    expect(parseCommandLine('tm in Work Deep-Focus').commands).toEqual(['tm', 'in', 'Work', 'Deep-Focus']);
  });

  it('reads the first whole number as the position', () => {
    expect(parseCommandLine('psw cp 2')).toEqual({ ...nothing, commands: ['psw', 'cp'], position: 2 });
    expect(parseCommandLine('tm out 007').position).toBe(7);
    expect(parseCommandLine('tm out 0').position).toBe(0);
  });

  it('keeps later numbers as command words', () => {
    expect(parseCommandLine('tm in work 1 2024')).toEqual({ ...nothing, commands: ['tm', 'in', 'work', '2024'], position: 1 });
  });

  it('keeps numbers with signs, decimals or letters as command words', () => {
    expect(parseCommandLine('a 2.5 1e3 3x')).toEqual({ ...nothing, commands: ['a', '2.5', '1e3', '3x'] });
  });

  it('keeps a 12-character id as a command word', () => {
    expect(parseCommandLine('psw cp abcdefghijkl')).toEqual({ ...nothing, commands: ['psw', 'cp', 'abcdefghijkl'] });
  });

  it('reads the first dash token, without its dashes, as the option', () => {
    expect(parseCommandLine('tm groups -s')).toEqual({ ...nothing, commands: ['tm', 'groups'], option: 's' });
    expect(parseCommandLine('tm groups --tags').option).toBe('tags');
    expect(parseCommandLine('us -p')).toEqual({ ...nothing, commands: ['us'], option: 'p' });
  });

  it('drops later dash tokens', () => {
    expect(parseCommandLine('tm groups -s -t')).toEqual({ ...nothing, commands: ['tm', 'groups'], option: 's' });
  });

  it('keeps a lone dash, a double dash or three dashes as command words', () => {
    expect(parseCommandLine('a - -- ---x')).toEqual({ ...nothing, commands: ['a', '-', '--', '---x'] });
  });

  it('reads bracketed text as one tag, spaces and all, trimmed inside', () => {
    expect(parseCommandLine('tm groups -t [deep work]')).toEqual({ commands: ['tm', 'groups'], option: 't', tags: ['deep work'], position: null });
    expect(parseCommandLine('x [  deep  work ] [home]').tags).toEqual(['deep  work', 'home']);
  });

  it('lets an unclosed bracket take the rest of the line as a tag', () => {
    expect(parseCommandLine('tm groups -t [deep wo')).toEqual({ commands: ['tm', 'groups'], option: 't', tags: ['deep wo'], position: null });
    expect(parseCommandLine('x [a 1 -s').tags).toEqual(['a 1 -s']);
  });

  it('ignores empty brackets', () => {
    expect(parseCommandLine('x [] [  ] [')).toEqual({ ...nothing, commands: ['x'] });
  });

  it('ends a word at a bracket, and a tag at its closing bracket', () => {
    expect(parseCommandLine('a[b]c')).toEqual({ ...nothing, commands: ['a', 'c'], tags: ['b'] });
    expect(parseCommandLine('a] b')).toEqual({ ...nothing, commands: ['a]', 'b'] });
  });

  it('reads a lone colon as a command word', () => {
    expect(parseCommandLine(':')).toEqual({ ...nothing, commands: [':'] });
  });

  it('reads an empty or blank line as nothing', () => {
    expect(parseCommandLine('')).toEqual(nothing);
    expect(parseCommandLine(' \t\n ')).toEqual(nothing);
  });

  it('splits on any whitespace, leading and trailing included', () => {
    expect(parseCommandLine('\t tm\nin\u00a0 work  ')).toEqual({ ...nothing, commands: ['tm', 'in', 'work'] });
  });
});

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'number'; text: string }
  | { kind: 'dash'; text: string; option: string }
  | { kind: 'tag'; text: string; tag: string };

const letters = 'abcXYZåö:.]_é-';
const whitespace = fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', ' \t ');

/** A word: not all digits, not a dash token, without whitespace or `[`. */
const word = fc
  .oneof(
    fc.string({ unit: fc.constantFrom(...letters, ...'0123456789'), minLength: 1, maxLength: 8 }),
    fc.constantFrom('-', '--', '---', '-1.5', '1.5', '12a'),
  )
  .filter((text) => !/^\d+$/.test(text) && !/^--?[^-]/.test(text))
  .map((text): Token => ({ kind: 'word', text }));
const number = fc.oneof(fc.nat({ max: 100_000 }).map(String), fc.stringMatching(/^\d{1,6}$/)).map((text): Token => ({ kind: 'number', text }));
const dash = fc
  .tuple(fc.constantFrom('-', '--'), fc.constantFrom(...'abpstT1'), fc.string({ unit: fc.constantFrom(...letters), maxLength: 5 }))
  .map(([dashes, first, rest]): Token => ({ kind: 'dash', text: `${dashes}${first}${rest}`, option: `${first}${rest}` }));
/** A tag's inside: anything but `]`, spaces and brackets included, maybe padded with spaces. */
const tag = fc
  .tuple(fc.constantFrom('', ' ', '  '), fc.string({ unit: fc.constantFrom(...letters.replace(']', ''), ' ', '[', '-', '7'), minLength: 1, maxLength: 10 }), fc.constantFrom('', ' '))
  .filter(([, inside]) => inside.trim() !== '')
  .map(([before, inside, after]): Token => ({ kind: 'tag', text: `[${before}${inside}${after}]`, tag: inside.trim() }));

const line = fc
  .array(fc.tuple(fc.oneof(word, number, dash, tag), whitespace), { maxLength: 12 })
  .chain((pairs) => whitespace.map((lead) => ({ tokens: pairs.map(([token]) => token), text: lead + pairs.map(([token, space]) => token.text + space).join('') })));

/** The rule stated plainly, token by token. */
function expected(tokens: readonly Token[]): ParsedCommand {
  const firstNumber = tokens.findIndex((token) => token.kind === 'number');
  const firstDash = tokens.find((token) => token.kind === 'dash');
  return {
    commands: tokens.filter((token, i) => token.kind === 'word' || (token.kind === 'number' && i !== firstNumber)).map((token) => token.text),
    option: firstDash?.kind === 'dash' ? firstDash.option : null,
    tags: tokens.flatMap((token) => (token.kind === 'tag' ? [token.tag] : [])),
    position: firstNumber < 0 ? null : Number(tokens[firstNumber]!.text),
  };
}

describe('parseCommandLine properties (random token mixes)', () => {
  it('puts every token in its field, in order', () => {
    fc.assert(
      fc.property(line, ({ tokens, text }) => {
        expect(parseCommandLine(text)).toEqual(expected(tokens));
      }),
      { numRuns: 500 },
    );
  });

  it('reads tags the same when they touch the tokens around them', () => {
    fc.assert(
      fc.property(line, ({ tokens }) => {
        const glued = tokens.map((token, i) => (token.kind === 'tag' || tokens[i + 1]?.kind === 'tag' ? token.text : `${token.text} `)).join('');
        expect(parseCommandLine(glued)).toEqual(expected(tokens));
      }),
      { numRuns: 300 },
    );
  });

  it('lets an unclosed last bracket take the rest of the line', () => {
    fc.assert(
      fc.property(line, tag, ({ tokens, text }, last) => {
        const open = last.text.slice(0, -1);
        expect(parseCommandLine(`${text}${open}`)).toEqual(expected([...tokens, last]));
      }),
      { numRuns: 300 },
    );
  });
});
