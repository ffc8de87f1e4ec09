import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `chunk-map.json` next to the app's build folder (not inside it, so it is not served):
 * for each JS chunk, whether it is the entry, what it imports statically and lazily, which
 * packages it contains and which of the app's own modules (paths from the project root, with
 * their query). `scripts/bundle-report.mjs` reads it to size the JS each first screen loads and
 * to keep heavy libraries out of it.
 */
export function chunkMapPlugin(appOutDir: string): Plugin {
  let root = process.cwd();
  return {
    name: 'lifelog-chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(options, bundle) {
      // Storybook builds with the same Vite config; only the app's own build is mapped.
      if (!options.dir || path.resolve(options.dir) !== path.resolve(appOutDir)) return;
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          // The chunk's own name: its file is named by its hash alone (vite.config.ts).
          name: chunk.name,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          packages: [...new Set(chunk.moduleIds.map(packageOf).filter((name) => name !== null))].sort(),
          modules: chunk.moduleIds
            .filter((id) => packageOf(id) === null && path.isAbsolute(id.split('?')[0]!))
            .map((id) => path.relative(root, id).replaceAll('\\', '/'))
            .sort(),
        }));
      writeFileSync(path.join(appOutDir, '..', 'chunk-map.json'), JSON.stringify(chunks, null, 2));
    },
  };
}

function packageOf(moduleId: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId.replaceAll('\\', '/'));
  return match?.[1] ?? null;
}
