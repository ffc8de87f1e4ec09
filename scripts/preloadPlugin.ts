import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogues, firstScreens } from './firstScreens.mjs';

/** The `<meta>` whose data attributes list, per first screen and language, the files to preload. */
export const firstScreenMetaName = 'lifelog-first-screen';

/**
 * Lists in the built index.html, for each first screen and language (scripts/firstScreens.mjs),
 * the chunks holding its lazy modules, the chunks they import statically and their styles, as
 * `<meta name="lifelog-first-screen" data-signed-out-en="/assets/… /assets/…" …>`.
 * public/first-screen.js, run in the head, preloads the list that fits the visitor (a stored
 * session or not, the language), so those files download alongside the entry instead of once it
 * has run: on a slow phone connection that takes a round trip or more off the first paint.
 * Preloading every list would slow each screen with the other's files. The entry's own imports
 * Vite preloads already. A module in no chunk fails the build, so a rename cannot drop a preload.
 */
export function preloadPlugin(appOutDir: string): Plugin {
  let root = process.cwd();
  let base = '/';
  let app = false;
  return {
    name: 'lifelog-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      app = path.resolve(config.root, config.build.outDir) === path.resolve(appOutDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!app || !bundle) return;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const relative = (id: string) => path.relative(root, id).replaceAll('\\', '/');
        // The entry and what it imports statically load (and are preloaded by Vite) anyway.
        const entryFiles = new Set<string>();
        const withImports = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          byName.get(fileName)?.imports.forEach((imported) => withImports(imported, into));
        };
        chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => withImports(chunk.fileName, entryFiles));

        const attrs: Record<string, string> = { name: firstScreenMetaName };
        for (const [screen, modules] of Object.entries(firstScreens)) {
          for (const catalogue of catalogues) {
            const files = new Set<string>();
            for (const module of modules(catalogue)) {
              const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => relative(id) === module));
              if (!chunk) throw new Error(`preloadPlugin: ${module} is in no chunk; update scripts/firstScreens.mjs`);
              withImports(chunk.fileName, files);
            }
            const scripts = [...files].filter((fileName) => !entryFiles.has(fileName));
            // Vite's loader adds each chunk's CSS before the chunk resolves: preload it too.
            const styles = new Set(scripts.flatMap((fileName) => [...(byName.get(fileName)?.viteMetadata?.importedCss ?? [])]));
            const kebab = screen.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
            attrs[`data-${kebab}-${catalogue}`] = [...scripts, ...styles].map((fileName) => `${base}${fileName}`).join(' ');
          }
        }
        // Just before public/first-screen.js, which reads it as the head is parsed (not first in
        // the head: `<meta charset>` must stay within the first 1024 bytes).
        const script = '<script src="/first-screen.js"></script>';
        if (!html.includes(script)) throw new Error(`preloadPlugin: index.html must load ${script}`);
        const meta = `<meta ${Object.entries(attrs).map(([name, value]) => `${name}="${value}"`).join(' ')}>`;
        return html.replace(script, `${meta}\n    ${script}`);
      },
    },
  };
}
