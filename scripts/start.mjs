#!/usr/bin/env node
// `npm start`: builds only when dist/ is missing or older than the sources (see buildState.mjs for
// what counts), then runs the built server, dist/server/server.mjs, in this process with
// NODE_ENV=production: no TypeScript compiler at run time, one Node process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStatus } from './buildState.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const status = buildStatus(root);
if (status.fresh) {
  console.log(`${status.reason}; starting.`);
} else {
  console.log(`Building first: ${status.reason}.`);
  // Its own process, so the build's memory is given back before the server starts.
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV = 'production';
await import(pathToFileURL(path.join(root, 'dist/server/server.mjs')).href);
