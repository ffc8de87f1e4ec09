import type { CommandDefinition } from '../../../commandDefinition';
import { copyCommand } from './copyCommand';
import { passwordHelpCommand } from './helpCommand';
import { searchPasswordsCommand, shortSearchCommand } from './searchCommand';

/** The passwords area's commands (spec §9: `psw` search, cp, help). */
export const commands: readonly CommandDefinition[] = [
  searchPasswordsCommand,
  shortSearchCommand,
  copyCommand,
  passwordHelpCommand(() => commands),
];
