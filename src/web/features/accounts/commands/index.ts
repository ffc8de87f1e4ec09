import type { CommandDefinition } from '../../../commandDefinition';
import { loginCommand } from './loginCommand';
import { passwordLoginCommand } from './passwordLoginCommand';
import { signoutCommand } from './signoutCommand';

/** The accounts area's commands (spec §9: `us` login, signout, -p for password). */
export const commands: readonly CommandDefinition[] = [loginCommand, signoutCommand, passwordLoginCommand];
