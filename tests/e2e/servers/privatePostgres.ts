import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../helpers/freePort';

export interface PrivatePostgres {
  /** The `lifelog` database of this cluster, for DATABASE_URL. */
  url: string;
  /** Stops PostgreSQL the way a restart or an upgrade does (fast: connections are ended). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it and removes its files. */
  remove: () => Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, on a free port and in a temporary directory, which the
 * test may stop and start without disturbing the one the other suites share. Made with the
 * installed server's initdb and pg_ctl (CI installs them); as root, run as the postgres user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const bin = (name: string) => path.join('/usr/lib/postgresql', versions.at(-1)!, 'bin', name);
  const root = mkdtempSync(path.join(os.tmpdir(), 'lifelog-pg-'));
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: its files belong to the postgres user then.
  if (asRoot) chownSync(root, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  // Asynchronous: the test's clients keep running while PostgreSQL stops and starts.
  const run = async (command: string, args: string[]) => {
    await promisify(execFile)(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, { cwd: root });
  };
  const data = path.join(root, 'data');
  const port = await freePort();
  await run(bin('initdb'), ['-D', data, '-A', 'trust', '-U', 'lifelog', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => run(bin('pg_ctl'), ['-D', data, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']);
  const stop = () => run(bin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  await run(bin('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'lifelog', 'lifelog']);
  return {
    url: `postgres://lifelog@127.0.0.1:${port}/lifelog`,
    stop,
    start,
    remove: async () => {
      await stop().catch(() => undefined); // already stopped
      rmSync(root, { recursive: true, force: true });
    },
  };
}
