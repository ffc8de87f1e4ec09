import { outcome, type CommandOutcome } from '../../../../domain/commandLine/outcome';
import { parseCommandLine } from '../../../../domain/commandLine/parse';
import type { CommandDefinition, CommandServices } from '../../../commandDefinition';
import { commandLineMessages as m } from '../messages';
import { accessRefusal } from './commandAccess';
import { findCommand } from './findCommand';

/** A line to run, with the answers its command asked for so far (see `CommandOutcome.prompt`). */
export interface LineToRun {
  line: string;
  answers: readonly string[];
}

/**
 * Runs one line: parses it (spec §3), finds its command, refuses it when the user may not run
 * it (spec §6: 'Not logged in.', or the password login), and runs it. Anything no command
 * takes is 'No matching command found'.
 */
export async function runLine({ line, answers }: LineToRun, commands: readonly CommandDefinition[], services: CommandServices): Promise<CommandOutcome> {
  const parsed = parseCommandLine(line);
  const command = findCommand(commands, parsed.commands);
  if (!command) return outcome.error(m.noMatchingCommand);
  const refusal = await accessRefusal(command.access, services);
  if (refusal) return outcome.error(refusal);
  return command.run({ line, parsed, args: parsed.commands.slice(command.words.length), answers }, services);
}
