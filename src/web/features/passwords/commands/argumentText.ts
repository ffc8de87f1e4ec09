import type { CommandRequest } from '../../../commandDefinition';

/**
 * The text after the command's words, as typed (`psw search bank 2` → `bank 2`): a name may hold
 * a number or a dash, which the parser takes as a position or an option, so a name is read from
 * the line itself. Falls back to the parsed words when the line does not start with the command.
 */
export function argumentText({ line, args }: CommandRequest, words: readonly string[]): string {
  let rest = line.trimStart();
  for (const word of words) {
    const fits = rest.slice(0, word.length).toLocaleLowerCase() === word.toLocaleLowerCase() && (rest.length === word.length || /^\s/.test(rest.slice(word.length)));
    if (!fits) return args.join(' ');
    rest = rest.slice(word.length).trimStart();
  }
  return rest.trimEnd();
}
