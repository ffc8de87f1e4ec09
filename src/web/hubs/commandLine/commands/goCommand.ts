import { outcome } from '../../../../domain/commandLine/outcome';
import type { CommandDefinition } from '../../../commandDefinition';
import { lineCommandMessages as m } from './messages';

// The names in alphabetical order, per map: the map is built once, so Tab does not sort it again.
const sortedNames = new WeakMap<ReadonlyMap<string, string>, string[]>();

function routeNames(routes: ReadonlyMap<string, string>): string[] {
  let names = sortedNames.get(routes);
  if (!names) {
    names = [...routes.keys()].sort((a, b) => a.localeCompare(b));
    sortedNames.set(routes, names);
  }
  return names;
}

/** The route called `name`, ignoring case. */
function findRoute(routes: ReadonlyMap<string, string>, name: string): { name: string; path: string } | null {
  const wanted = name.toLocaleLowerCase();
  for (const [routeName, path] of routes) if (routeName.toLocaleLowerCase() === wanted) return { name: routeName, path };
  return null;
}

/** `go <route name>`: goes to a screen by the name its area gives it (`go time`, `go notes`). */
export const goCommand: CommandDefinition = {
  words: ['go'],
  usage: 'go <route name>',
  help: m.helpGo,
  access: 'user',
  complete: (_argumentText, services) => ({ from: 0, candidates: routeNames(services.goRoutes()) }),
  run: async ({ args }, services) => {
    const name = args.join(' ');
    if (name === '') return outcome.error(m.routeNameRequired);
    const route = findRoute(services.goRoutes(), name);
    if (!route) return outcome.error(m.routeNotFound);
    services.navigate(route.path);
    return outcome.ok({ ...m.going, values: { route: route.name, path: route.path } });
  },
};
