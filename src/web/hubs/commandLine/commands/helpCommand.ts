import type { OutputLine } from '../../../../domain/commandLine/outcome';
import type { CommandDefinition } from '../../../commandDefinition';
import { lineCommandMessages as m } from './messages';

function helpLine({ help, usage }: CommandDefinition): OutputLine {
  const defaultMessage = typeof help.defaultMessage === 'string' ? help.defaultMessage : undefined;
  return { kind: 'message', message: { id: String(help.id), defaultMessage, values: { usage } } };
}

/**
 * `help`: every command, one line each, in the user's language. A runner cannot translate, so
 * each line is the command's own help message with its usage as the value `usage`: every
 * command's `help` text starts with `{usage}` ("{usage}: lists every command"), in both
 * languages. Commands of every area follow this convention.
 */
export const helpCommand: CommandDefinition = {
  words: ['help'],
  usage: 'help',
  help: m.helpHelp,
  access: 'anyone',
  run: async (_request, services) => ({ status: 'ok', lines: services.commands().map(helpLine) }),
};
