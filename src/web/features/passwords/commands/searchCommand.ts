import { outcome, type CommandOutcome, type OutputLine } from '../../../../domain/commandLine/outcome';
import type { CommandDefinition, CommandRequest, CommandServices } from '../../../commandDefinition';
import { passwordToasts } from '../toasts';
import { argumentText } from './argumentText';
import { searchResults, type PasswordSummary } from './keptResults';
import { passwordCommandMessages as m } from './messages';
import { completeName, prepareNames } from './nameCompletion';
import { readGroupNames, readSummaries } from './passwordReads';

/** The contract's longest name (PasswordName): a longer search matches nothing. */
const longestName = 200;

/** The entries as a numbered list (`psw cp 2` takes the second), each with its group's name. */
export function numbered(entries: readonly PasswordSummary[], groupNames: ReadonlyMap<string, string>): OutputLine[] {
  return entries.map((entry, i) => ({ kind: 'item', index: i + 1, text: entry.name, detail: groupNames.get(entry.groupId) }));
}

/**
 * Searches the names (GET /password-shallow?name=, ignoring case) and keeps the matches for 5
 * minutes, numbered for `psw cp`. Nothing found forgets the last search too, so a later `psw cp 2`
 * cannot copy from a list no longer on screen.
 */
export async function searchPasswords(name: string, services: CommandServices): Promise<{ found: readonly PasswordSummary[]; groupNames: ReadonlyMap<string, string> }> {
  const [found, groupNames] = name.length > longestName ? [[], new Map<string, string>()] : await Promise.all([readSummaries(services, name), readGroupNames(services)]);
  if (found.length === 0) searchResults.clear();
  else searchResults.keep(found, services.now());
  return { found, groupNames };
}

function searchCommand(words: readonly string[], usage: string, help: CommandDefinition['help']): CommandDefinition {
  return {
    words,
    usage,
    help,
    access: 'passwords',
    complete: completeName,
    prepareCompletion: prepareNames,
    async run(request: CommandRequest, services: CommandServices): Promise<CommandOutcome> {
      const name = argumentText(request, words);
      if (name === '') return outcome.error(m.noSearchValue);
      try {
        const { found, groupNames } = await searchPasswords(name, services);
        return found.length === 0 ? outcome.error(m.noMatches) : { status: 'ok', lines: numbered(found, groupNames) };
      } catch {
        return outcome.error(passwordToasts.listFailed);
      }
    },
  };
}

/** `psw search <name…>`. */
export const searchPasswordsCommand = searchCommand(['psw', 'search'], 'psw search <name…>', m.searchHelp);

/** `psw <name…>`: the same search, shorter. */
export const shortSearchCommand = searchCommand(['psw'], 'psw <name…>', m.shortSearchHelp);
