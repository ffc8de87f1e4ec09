import { parseCommandLine } from '../../../../domain/commandLine/parse';
import type { CommandDefinition, CommandServices } from '../../../commandDefinition';

/**
 * Runs `command` on `line` as the command line does once it has found it and allowed it: parsed,
 * with the words after the command's as `args`, and the answers given to its prompts so far.
 */
export function runCommand(command: CommandDefinition, line: string, services: CommandServices, answers: readonly string[] = []) {
  const parsed = parseCommandLine(line);
  return command.run({ line, parsed, args: parsed.commands.slice(command.words.length), answers }, services);
}
