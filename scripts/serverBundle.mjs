// The server as `npm start` runs it: src/server/server.ts bundled by rolldown (the bundler Vite 8
// is built on) into one ES module, dist/server/server.mjs, with its workers and the contract beside it.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Bundles the server's own code into `<outDir>/server/server.mjs` (and each worker thread's file
 * beside it) and copies the contract to
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
  const bundle = (input, file) =>
    build({
      cwd: root,
      input: path.join(root, input),
      platform: 'node',
      external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
      logLevel: 'warn',
      output: { file: path.join(outDir, 'server', file), format: 'esm', codeSplitting: false },
    });
  await bundle('src/server/server.ts', 'server.mjs');
  // A worker thread runs a file of its own: each `*.worker.ts` becomes `*.worker.mjs` beside
  // server.mjs, where the code starting it looks (`new URL('./x.worker.mjs', import.meta.url)`).
  const workers = fs
    .readdirSync(path.join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.worker.ts'))
    .map((file) => path.join('src/server', file));
  const names = workers.map((worker) => path.basename(worker, '.ts'));
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) throw new Error(`Two server workers are named ${twice}: they would be bundled to the same file`);
  for (const worker of workers) await bundle(worker, `${path.basename(worker, '.ts')}.mjs`);
  fs.mkdirSync(path.join(outDir, 'contract'), { recursive: true });
  fs.copyFileSync(path.join(root, 'src/contract/openapi.json'), path.join(outDir, 'contract', 'openapi.json'));
}
