import type { CommandDefinition } from '../../../commandDefinition';
import { passwordCommandMessages as m } from './messages';

/**
 * `psw help`: the password commands, each as `help` shows it (its help text with its usage).
 * Spec §6: password commands require the extra login, this one too.
 */
export function passwordHelpCommand(listed: () => readonly CommandDefinition[]): CommandDefinition {
  return {
    words: ['psw', 'help'],
    usage: 'psw help',
    help: m.helpHelp,
    access: 'passwords',
    run: async () => ({
      status: 'ok',
      lines: listed().map((command) => ({
        kind: 'message',
        message: { id: command.help.id!, defaultMessage: command.help.defaultMessage as string, values: { usage: command.usage } },
      })),
    }),
  };
}
