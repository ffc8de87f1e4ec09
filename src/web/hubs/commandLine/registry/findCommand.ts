import type { CommandDefinition } from '../../../commandDefinition';

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The command the words name: the one whose `words` are the longest start of them, ignoring case
 * (`psw cp 2` is `psw cp`, `psw netflix` is `psw`); null when none fits.
 */
export function findCommand(commands: readonly CommandDefinition[], words: readonly string[]): CommandDefinition | null {
  let found: CommandDefinition | null = null;
  for (const command of commands) {
    const fits = command.words.length <= words.length && command.words.every((word, i) => same(word, words[i]!));
    if (fits && command.words.length > (found?.words.length ?? 0)) found = command;
  }
  return found;
}

/**
 * The words that may come next after `typed` (the command words already complete), for Tab:
 * after nothing, every first word (`tm`, `go`, `psw`...); after `tm`, its second words.
 */
export function nextCommandWords(commands: readonly CommandDefinition[], typed: readonly string[]): string[] {
  const next = new Set<string>();
  for (const command of commands) {
    if (command.words.length <= typed.length) continue;
    if (typed.every((word, i) => same(word, command.words[i]!))) next.add(command.words[typed.length]!);
  }
  return [...next];
}
