/**
 * Spec §3's command line parse result: a number is a position, bracketed text is a tag, a dash
 * token is an option, the rest are command words (spec §9).
 */
export interface ParsedCommand {
  /** The command words in the order typed (`tm`, `in`, `work`, `coding`). */
  commands: string[];
  /** The first dash token without its dashes (`-s` → `s`), or null. */
  option: string | null;
  /** The bracketed texts without their brackets, in order (`[deep work]` → `deep work`). */
  tags: string[];
  /** The first whole number (`psw cp 2` → 2), or null. */
  position: number | null;
}

/** A whole, non-negative number in ASCII digits (`-1` and `2.5` are not positions). */
const numberToken = /^\d+$/;
/** `-s`, `--tags`: one or two dashes, then a non-dash; a lone `-` or `--` stays a word. */
const dashToken = /^--?[^-]/;

/** The line split into bare tokens (words, numbers, dash tokens) and tags, in the order typed. */
function tokenize(line: string): { kind: 'bare' | 'tag'; text: string }[] {
  const tokens: { kind: 'bare' | 'tag'; text: string }[] = [];
  // Bare tokens are runs of non-space, non-`[` characters; a `[` opens a tag that runs to the next
  // `]`, or to the end of the line while it is still being typed (`tm groups -t [deep wo`).
  const pattern = /\[([^\]]*)\]?|[^\s[]+/g;
  for (const match of line.matchAll(pattern)) {
    const tag = match[1];
    if (tag === undefined) tokens.push({ kind: 'bare', text: match[0] });
    // `[]` (or `[  ]`) names no tag, so it is dropped rather than matching every tag.
    else if (tag.trim() !== '') tokens.push({ kind: 'tag', text: tag.trim() });
  }
  return tokens;
}

/**
 * Parses one command line (`tm in work coding`, `psw cp 2`, `tm groups -t [deep work]`):
 * - tokens are separated by whitespace, except inside brackets: `[deep work]` is one tag,
 *   `deep work`, trimmed inside; a `[` opens a tag even inside a word and a `]` ends it, so
 *   `a[b]c` is `a`, tag `b`, `c`. An unclosed `[` takes the rest of the line; an empty `[]` is
 *   ignored. A `]` outside a tag is an ordinary character of a word;
 * - the first whole number (`/^\d+$/`) is the position; later numbers are command words, so
 *   `tm in work 1 2024` keeps `2024` as a word;
 * - the first dash token (`-s`, `--tags`) without its leading dashes is the option; later ones are
 *   dropped. A lone `-` or `--` (or three dashes or more) is a word;
 * - everything else is a command word, in order, its case kept (commands match case-insensitively
 *   where they are looked up, names keep what the user typed).
 */
export function parseCommandLine(line: string): ParsedCommand {
  const parsed: ParsedCommand = { commands: [], option: null, tags: [], position: null };
  for (const { kind, text } of tokenize(line)) {
    if (kind === 'tag') parsed.tags.push(text);
    else if (numberToken.test(text) && parsed.position === null) parsed.position = Number(text);
    else if (dashToken.test(text)) parsed.option ??= text.replace(/^--?/, '');
    else parsed.commands.push(text);
  }
  return parsed;
}
