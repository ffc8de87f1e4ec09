import type { CommandDefinition } from '../../../commandDefinition';
import { listDevicesCommand } from './listDevices';

/** Device control's commands: `dc` lists the devices with their use today and what each is told. */
export const commands: readonly CommandDefinition[] = [listDevicesCommand];
