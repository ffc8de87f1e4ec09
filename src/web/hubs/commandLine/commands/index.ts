import type { CommandDefinition } from '../../../commandDefinition';
import { clearCommand } from './clearCommand';
import { goCommand } from './goCommand';
import { helpCommand } from './helpCommand';

/** The command line's own commands (spec §9: `go`, `help`, `clear`). */
export const commands: readonly CommandDefinition[] = [goCommand, helpCommand, clearCommand];
