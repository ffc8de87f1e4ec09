#!/usr/bin/env node
// `npm run build`: the web app (Vite, with its budget report), the server bundled into one file
// (rolldown, packages left to node_modules), the contract beside it and brotli/gzip copies of the
// web files, assembled in .dist-build/ and then swapped in for dist/ under a lock, so processes
// started together in one checkout never see a half-built or emptied dist/.
//   node scripts/build.mjs              build
//   node scripts/build.mjs --if-stale   build unless dist/ is up to date once the lock is held
//                                       (what `npm start` runs: a start that waited for another
//                                       one's build then uses it)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStatus, freshWorkFolder, STAMP_FILE, STAMP_FORMAT, swapIntoPlace, withBuildLock } from './buildState.mjs';
import { precompress } from './precompress.mjs';
import { bundleServer } from './serverBundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ifStale = process.argv.includes('--if-stale');
process.env.NODE_ENV = 'production';

try {
  await withBuildLock(
    root,
    async () => {
      if (ifStale) {
        const status = buildStatus(root);
        if (status.fresh) {
          console.log(`Not building: ${status.reason}.`);
          return;
        }
      }
      await build();
    },
    {
      onWait: (pid) =>
        console.log(`Waiting for the build of process ${pid ?? '(starting)'} to finish (if no build runs, delete .dist-build/lock)…`),
    },
  );
} catch (error) {
  console.error(`\nThe build failed, dist/ was left as it was: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Vite can leave workers that would keep the process alive.
process.exit(0);

async function build() {
  const started = performance.now();
  // Taken before any input is read: a file saved while this build runs is newer, and the next
  // start builds again.
  const startedAt = Date.now();
  const next = freshWorkFolder(root);
  const webDir = path.join(next, 'web');

  // vite.config.ts builds (and maps the chunks of) the folder this names.
  process.env.LIFELOG_WEB_OUT_DIR = path.relative(root, webDir);
  const vite = await import('vite');
  await vite.build({ root, logLevel: 'warn' });
  console.log(`Web app built (${seconds(started)}).`);

  const report = spawnSync(process.execPath, [path.join(root, 'scripts/bundle-report.mjs'), webDir], { cwd: root, stdio: 'inherit' });
  if (report.status !== 0) throw new Error('the bundle budget is broken (see above)');

  await bundleServer(root, next);

  const compressed = await precompress(webDir);
  const saved = compressed.filter((file) => file.br !== undefined);
  console.log(`Precompressed ${saved.length} web files (brotli and gzip).`);
  const precache = precacheSize(webDir);
  console.log(`The service worker precaches ${precache.files} files, ${(precache.bytes / 1000).toFixed(1)} kB as sent (gzip), after the first screen.`);

  fs.writeFileSync(path.join(next, STAMP_FILE), `${JSON.stringify({ format: STAMP_FORMAT, startedAt }, null, 2)}\n`);
  swapIntoPlace(root, next);
  console.log(`Built dist/ in ${seconds(started)}.`);
}

/**
 * What the service worker downloads once the first screen has loaded: the files vite.config.ts's
 * `globPatterns` name (every built file but the worker itself), each as the server sends it.
 */
function precacheSize(webDir) {
  const files = fs
    .readdirSync(webDir, { recursive: true })
    .map(String)
    .filter((file) => /\.(?:html|js|css|svg|png|wasm|webmanifest)$/.test(file) && file !== 'sw.js');
  const sent = (file) => {
    const full = path.join(webDir, file);
    return fs.statSync(fs.existsSync(`${full}.gz`) ? `${full}.gz` : full).size;
  };
  return { files: files.length, bytes: files.reduce((sum, file) => sum + sent(file), 0) };
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
