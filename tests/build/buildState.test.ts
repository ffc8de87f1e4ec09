// Proves what `npm start` decides before it starts (build, or use dist/ as it is) and how a build
// is put in place (a lock, then a swap), on throwaway checkouts made of a few files.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILD_OUTPUTS,
  buildStatus,
  freshWorkFolder,
  STAMP_FILE,
  STAMP_FORMAT,
  swapIntoPlace,
  withBuildLock,
  WORK_DIR,
} from '../../scripts/buildState.mjs';

let root: string;
const now = Date.now();
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);

function write(relative: string, content = 'x', mtime = minutesAgo(60)) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.utimesSync(file, mtime, mtime);
}

/** Sets every folder's modification time back, as if its files had been there a while. */
function ageFolders(dir = root) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) ageFolders(path.join(dir, entry.name));
  }
  fs.utimesSync(dir, minutesAgo(60), minutesAgo(60));
}

/** A checkout with sources an hour old and a dist/ built ten minutes ago. */
function builtCheckout() {
  write('src/server/server.ts');
  write('src/web/main.tsx');
  write('src/web/shell/Sidebar.test.tsx');
  write('index.html');
  write('package.json', '{}');
  write('package-lock.json', '{}');
  for (const output of BUILD_OUTPUTS) write(path.join('dist', output));
  write(path.join('dist', STAMP_FILE), JSON.stringify({ format: STAMP_FORMAT, startedAt: minutesAgo(10).getTime() }));
  ageFolders();
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-checkout-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('whether npm start builds first', () => {
  it('builds when there is no dist/ at all', () => {
    write('src/server/server.ts');
    expect(buildStatus(root)).toEqual({ fresh: false, reason: 'dist/ holds no finished build' });
  });

  it('starts at once when dist/ is newer than every source', () => {
    builtCheckout();
    expect(buildStatus(root).fresh).toBe(true);
  });

  it('builds when a source was saved after the build started', () => {
    builtCheckout();
    write('src/web/main.tsx', 'changed', minutesAgo(1));
    expect(buildStatus(root)).toEqual({ fresh: false, reason: `${path.join('src', 'web', 'main.tsx')} changed after the last build` });
  });

  it.each(['index.html', 'package-lock.json'])('builds when %s changed', (file) => {
    builtCheckout();
    write(file, 'changed', minutesAgo(1));
    expect(buildStatus(root).fresh).toBe(false);
  });

  it('builds when a source was deleted (its folder changed)', () => {
    builtCheckout();
    fs.rmSync(path.join(root, 'src/web/main.tsx'));
    expect(buildStatus(root)).toEqual({ fresh: false, reason: `${path.join('src', 'web')} changed after the last build` });
  });

  it('does not build for an edited test file, which is in no bundle', () => {
    builtCheckout();
    write('src/web/shell/Sidebar.test.tsx', 'changed', minutesAgo(1));
    expect(buildStatus(root).fresh).toBe(true);
  });

  it.each(BUILD_OUTPUTS)('builds when dist/%s is missing', (output) => {
    builtCheckout();
    fs.rmSync(path.join(root, 'dist', output));
    expect(buildStatus(root)).toEqual({ fresh: false, reason: `dist/${output} is missing` });
  });

  it('builds when dist/ was laid out by an older build', () => {
    builtCheckout();
    write(path.join('dist', STAMP_FILE), JSON.stringify({ startedAt: minutesAgo(10).getTime() }));
    expect(buildStatus(root).fresh).toBe(false);
  });
});

describe('putting a build in place', () => {
  it('replaces dist/ with the new build and leaves nothing behind', () => {
    write('dist/web/index.html', 'old');
    write('dist/web/assets/old-chunk.js', 'old');
    const next = freshWorkFolder(root);
    fs.mkdirSync(path.join(next, 'web'));
    fs.writeFileSync(path.join(next, 'web/index.html'), 'new');

    swapIntoPlace(root, next);

    expect(fs.readFileSync(path.join(root, 'dist/web/index.html'), 'utf8')).toBe('new');
    expect(fs.existsSync(path.join(root, 'dist/web/assets/old-chunk.js'))).toBe(false);
    expect(fs.readdirSync(path.join(root, WORK_DIR))).toEqual([]);
  });

  it('puts the first build in place when there is no dist/ yet', () => {
    const next = freshWorkFolder(root);
    fs.writeFileSync(path.join(next, STAMP_FILE), '{}');
    swapIntoPlace(root, next);
    expect(fs.readdirSync(path.join(root, 'dist'))).toEqual([STAMP_FILE]);
  });

  it('clears what a crashed build left in the work folder, but not the lock', () => {
    write(path.join(WORK_DIR, 'next-abc123/web/index.html'));
    write(path.join(WORK_DIR, 'lock'), '{}');
    const next = freshWorkFolder(root);
    expect(fs.readdirSync(path.join(root, WORK_DIR)).sort()).toEqual(['lock', path.basename(next)].sort());
  });
});

describe('the build lock', () => {
  it('lets one build run at a time: the second waits for the first, then runs', async () => {
    const events: string[] = [];
    const waited: Array<number | undefined> = [];
    const task = (name: string) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 80));
      events.push(`${name} ends`);
      return name;
    };
    const first = withBuildLock(root, task('first'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = withBuildLock(root, task('second'), { pollMs: 10, onWait: (pid) => waited.push(pid) });

    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
    expect(waited).toEqual([process.pid]);
    expect(fs.existsSync(path.join(root, WORK_DIR, 'lock'))).toBe(false);
  });

  it('releases the lock when the build fails', async () => {
    await expect(withBuildLock(root, () => Promise.reject(new Error('vite failed')))).rejects.toThrow('vite failed');
    expect(fs.existsSync(path.join(root, WORK_DIR, 'lock'))).toBe(false);
  });

  it('takes over the lock of a build whose process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    write(path.join(WORK_DIR, 'lock'), JSON.stringify({ pid: gone, at: Date.now() }), new Date());
    expect(await withBuildLock(root, async () => 'built', { pollMs: 10 })).toBe('built');
  });

  it('takes over a lock older than the longest build, whoever holds it', async () => {
    write(path.join(WORK_DIR, 'lock'), JSON.stringify({ pid: process.pid, at: minutesAgo(30).getTime() }));
    expect(await withBuildLock(root, async () => 'built', { pollMs: 10 })).toBe('built');
  });
});
