import type { CommandDefinition } from '../../../commandDefinition';
import { listGroupsCommand } from './listGroups';
import { stampInCommand } from './stampIn';
import { stampOutCommand } from './stampOut';

/** The time tracker's commands (spec §9: `tm in`, `tm out`, `tm groups` with -s or -t). */
export const commands: readonly CommandDefinition[] = [stampInCommand, stampOutCommand, listGroupsCommand];
