// The server as `npm start` runs it: src/server/server.ts bundled by rolldown (the bundler Vite 8
// is built on) into one ES module, dist/server/server.mjs, with the contract beside it.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Bundles the server's own code into `<outDir>/server/server.mjs` and copies the contract to
 * `<outDir>/contract/openapi.json`, where the server looks for it (`../contract/openapi.json`
 * from its own file, as from src/server/contract.ts). Every package stays an import, resolved in
 * node_modules at run time as under tsx: some read files beside their own code, the native ones
 * (better-sqlite3, @node-rs/argon2) cannot be bundled at all, and bundling the others was
 * measured to save no start-up time (their cost is compiling, not finding files).
 * @param {string} root the checkout
 * @param {string} outDir the dist/ folder being assembled
 */
export async function bundleServer(root, outDir) {
  const { build } = await import('rolldown');
  await build({
    cwd: root,
    input: path.join(root, 'src/server/server.ts'),
    platform: 'node',
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
    logLevel: 'warn',
    output: { file: path.join(outDir, 'server', 'server.mjs'), format: 'esm', codeSplitting: false },
  });
  fs.mkdirSync(path.join(outDir, 'contract'), { recursive: true });
  fs.copyFileSync(path.join(root, 'src/contract/openapi.json'), path.join(outDir, 'contract', 'openapi.json'));
}
