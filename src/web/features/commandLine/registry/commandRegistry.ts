import { areas } from '../../../areas';
import type { AreaDefinition } from '../../../areaDefinition';
import type { CommandDefinition } from '../../../commandDefinition';
import { createLazyPart } from '../../../lazyPart';

/**
 * Every area's commands (DESIGN §7: each contributes them through its entry in the web list),
 * loaded with their texts the first time the command line opens, and kept.
 */
const list: readonly AreaDefinition[] = areas;

export const commandRegistry = createLazyPart(async (): Promise<readonly CommandDefinition[]> => {
  const modules = await Promise.all(list.flatMap((area) => (area.commands ? [area.commands()] : [])));
  return modules.flatMap((module) => module.commands);
});

/** The names `go` takes, each with its path, from every area's `goRoutes`. */
export const goRoutes: ReadonlyMap<string, string> = new Map(list.flatMap((area) => Object.entries(area.goRoutes ?? {})));
