import { loadAreaCommands } from '../../../areaCommands';
import { createLazyPart } from '../../../lazyPart';

/** Every area's commands, loaded with their texts the first time the command line opens, and kept. */
export const commandRegistry = createLazyPart(loadAreaCommands);
