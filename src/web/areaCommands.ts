import type { CommandDefinition } from './commandDefinition';
import { appTexts } from './i18n/texts';

/**
 * Each area's commands (DESIGN §7), found by their place: `features/<area>/commands/index.ts`
 * (or a hub's, `hubs/<hub>/commands/index.ts`: the command line's own) exports `commands`. Found here rather than named in the web list of areas, because that list
 * is first-screen code and the command line loads only when opened (docs/decisions.md).
 */
const modules = import.meta.glob<readonly CommandDefinition[]>('./{features,hubs}/*/commands/index.ts', { import: 'commands' });

/** Every area's commands, each area's loaded with its texts in the language in use. */
export async function loadAreaCommands(): Promise<readonly CommandDefinition[]> {
  const loaded = await Promise.all(
    Object.entries(modules).map(async ([file, load]) => {
      const area = /\/(?:features|hubs)\/([^/]+)\//.exec(file)![1]!;
      const [commands] = await Promise.all([load(), appTexts.loadArea(area)]);
      return commands;
    }),
  );
  return loaded.flat();
}
