// What `npm start` and `npm run build` share: whether dist/ is up to date with the sources, a lock
// so that only one process of a checkout builds at a time, and the swap of a finished build into
// place. Plain JavaScript, so `npm start` needs nothing but Node to decide.
import fs from 'node:fs';
import path from 'node:path';

/** Everything a build reads, relative to the checkout: a change to any of them makes dist/ stale. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Files that are in src/ but in no bundle: editing them does not make dist/ stale. */
const NOT_BUILT = /\.(test|stories)\.[cm]?[jt]sx?$/;

/** What a finished build leaves in dist/; build.json is written last, so it marks a whole build. */
export const BUILD_OUTPUTS = ['web/index.html', 'server/server.mjs', 'contract/openapi.json'];
export const STAMP_FILE = 'build.json';
/** Bumped when dist/'s layout changes, so an older layout counts as not built. */
export const STAMP_FORMAT = 1;

/** Where builds are assembled before they are swapped in, and where the lock lives. */
export const WORK_DIR = '.dist-build';

/**
 * Whether dist/ holds a complete build that is newer than every input. "Newer" compares
 * modification times with the moment the build started, so a file saved during a build makes the
 * next start build again; folders count too, so a deleted or renamed file is noticed.
 * @param {string} root the checkout
 * @returns {{ fresh: boolean, reason: string }}
 */
export function buildStatus(root) {
  const dist = path.join(root, 'dist');
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(dist, STAMP_FILE), 'utf8'));
  } catch {
    return { fresh: false, reason: 'dist/ holds no finished build' };
  }
  if (stamp?.format !== STAMP_FORMAT || typeof stamp.startedAt !== 'number') {
    return { fresh: false, reason: 'dist/ was built by an older version of the build' };
  }
  for (const output of BUILD_OUTPUTS) {
    if (!fs.existsSync(path.join(dist, output))) return { fresh: false, reason: `dist/${output} is missing` };
  }
  for (const input of BUILD_INPUTS) {
    const changed = findChangedSince(root, input, stamp.startedAt);
    if (changed !== undefined) return { fresh: false, reason: `${changed} changed after the last build` };
  }
  return { fresh: true, reason: `dist/ is up to date (built ${new Date(stamp.startedAt).toISOString()})` };
}

/** The first file or folder under `relative` modified after `since` (ms), if any. */
function findChangedSince(root, relative, since) {
  let stat;
  try {
    stat = fs.statSync(path.join(root, relative));
  } catch {
    return undefined; // an optional input that is not there
  }
  if (stat.mtimeMs > since) return relative;
  if (!stat.isDirectory()) return undefined;
  for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
    if (entry.isFile() && NOT_BUILT.test(entry.name)) continue;
    const changed = findChangedSince(root, path.join(relative, entry.name), since);
    if (changed !== undefined) return changed;
  }
  return undefined;
}

/**
 * Runs `task` while holding the checkout's build lock (a file created exclusively, holding the
 * owner's pid). Others wait; a lock whose process is gone, or that is older than `staleMs`, is
 * taken over, so a build that crashed never blocks the next one.
 * @template T
 * @param {string} root
 * @param {() => Promise<T>} task
 * @param {{ pollMs?: number, staleMs?: number, onWait?: (holderPid: number | undefined) => void }} [options]
 * @returns {Promise<T>}
 */
export async function withBuildLock(root, task, options = {}) {
  const { pollMs = 200, staleMs = 15 * 60_000, onWait } = options;
  const lockFile = path.join(root, WORK_DIR, 'lock');
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const mine = JSON.stringify({ pid: process.pid, at: Date.now() });
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = readLock(lockFile);
    if (holder !== undefined && isStale(holder, staleMs)) {
      // Only remove the lock that was read, not one a third process has just taken.
      if (readLock(lockFile)?.raw === holder.raw) fs.rmSync(lockFile, { force: true });
      continue;
    }
    if (!told) onWait?.(holder?.pid);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  try {
    return await task();
  } finally {
    if (readLock(lockFile)?.raw === mine) fs.rmSync(lockFile, { force: true });
  }
}

function readLock(lockFile) {
  try {
    const raw = fs.readFileSync(lockFile, 'utf8');
    const { pid, at } = raw === '' ? {} : JSON.parse(raw);
    return { raw, pid, at: at ?? fs.statSync(lockFile).mtimeMs };
  } catch {
    return undefined; // gone, or being written: look again
  }
}

function isStale({ pid, at }, staleMs) {
  if (Date.now() - at > staleMs) return true;
  if (typeof pid !== 'number') return false; // just created, its pid not written yet
  try {
    process.kill(pid, 0); // no signal sent: only asks whether the process exists
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/** A new, empty folder beside dist/ to assemble a build in; leftovers of crashed builds are removed. */
export function freshWorkFolder(root) {
  const work = path.join(root, WORK_DIR);
  fs.mkdirSync(work, { recursive: true });
  for (const entry of fs.readdirSync(work)) {
    if (entry !== 'lock') fs.rmSync(path.join(work, entry), { recursive: true, force: true });
  }
  // Not mkdtemp, whose 0700 would become dist/'s mode; the lock keeps the name unique.
  const next = path.join(work, `next-${process.pid}-${Date.now()}`);
  fs.mkdirSync(next);
  return next;
}

/**
 * Puts a finished build in place of dist/ with two renames (dist/ → old, next → dist/), so dist/
 * is never half-written: a server that is running serves the old files or the new ones, and is
 * without them only for the instant between the renames. Call it while holding the lock.
 * @param {string} root
 * @param {string} next a folder under WORK_DIR holding a complete build
 */
export function swapIntoPlace(root, next) {
  const dist = path.join(root, 'dist');
  const old = path.join(root, WORK_DIR, `old-${process.pid}-${Date.now()}`);
  let hadOld = true;
  try {
    fs.renameSync(dist, old);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    hadOld = false;
  }
  try {
    fs.renameSync(next, dist);
  } catch (error) {
    if (hadOld) fs.renameSync(old, dist);
    throw error;
  }
  if (hadOld) fs.rmSync(old, { recursive: true, force: true });
}
