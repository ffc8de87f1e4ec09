/** What `go` knows of an area: its id and its sidebar link's path. */
export interface LinkedArea {
  id: string;
  link?: { path: string };
}

/**
 * The names `go <name>` takes (spec §9), each with its path, from the app's routes: every area
 * with a sidebar link by its id (`go notes`, `go time`), and every page whose URL holds no
 * required parameter by that URL without its first slash (`go settings/tags`, `go cli`).
 * Derived, so a new page or area is reachable by `go` without anyone listing it.
 */
export function goRoutesOf(routePaths: Iterable<string>, areas: readonly LinkedArea[]): Map<string, string> {
  const routes = new Map<string, string>();
  for (const area of areas) if (area.link) routes.set(area.id.toLocaleLowerCase(), area.link.path);
  for (const fullPath of routePaths) {
    // Optional parameters may be left out (`/cli/{-$command}` is `/cli`); required ones may not.
    const path = fullPath.replace(/\/\{-\$[^}]*\}/g, '').replace(/\/+$/, '');
    if (path.includes('$')) continue;
    const name = path.slice(1).toLocaleLowerCase();
    if (name && !routes.has(name)) routes.set(name, path);
  }
  return routes;
}
