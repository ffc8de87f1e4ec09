// Proves that `npm run backup` killed with SIGKILL while it writes leaves every earlier backup
// byte for byte as it was and nothing under a final backup name but those; the next backup
// clears what the killed one left and completes.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../../src/server/backup/backupNames';
import { writeBackup } from '../../../src/server/backup/writeBackup';
import { postgresUrl } from '../../helpers/testDatabase';
import { openFile } from './sqliteRows';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Random (hardly compressible) bytes, so compressing them takes the backup a while. */
const DATABASE_MB = 16;

describe.skipIf(postgresUrl !== undefined)('a backup killed mid-way (SQLite)', () => {
  let root: string;
  const data = () => path.join(root, 'data');
  const backups = () => path.join(root, 'backups');

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-backup-'));
    fs.mkdirSync(data());
    const database = openFile(path.join(data(), 'lifelog.sqlite'), { create: true });
    database.exec('create table photo (id integer primary key, bytes blob not null)');
    const insert = database.prepare('insert into photo (bytes) values (?)');
    database.transaction(() => {
      for (let n = 0; n < DATABASE_MB; n++) insert.run(randomBytes(1 << 20));
    })();
    database.close();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('leaves the earlier backups intact and no half file under a final name', async () => {
    await writeBackup({ dataDir: data(), backupDir: backups(), now: new Date('2026-11-01T03:00:00Z') });
    const earlier = listBackups(backups());
    const hashBefore = hashes(earlier);

    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/backup.ts')], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: data(), BACKUP_DIR: backups() },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const partial = await waitForPartialZip(backups());
    child.kill('SIGKILL');
    expect(await exited).toBeNull(); // ended by the signal, not finished

    expect(fs.existsSync(path.join(backups(), partial)), 'killed while its zip was partial').toBe(true);
    expect(listBackups(backups())).toEqual(earlier);
    expect(hashes(earlier)).toEqual(hashBefore);

    const next = await writeBackup({ dataDir: data(), backupDir: backups() });
    expect(fs.readdirSync(backups()).sort()).toEqual([...earlier, path.basename(next.file)].sort());
  });

  function hashes(names: string[]): string[] {
    return names.map((name) => createHash('sha256').update(fs.readFileSync(path.join(backups(), name))).digest('hex'));
  }
});

/** The name of the partial zip once the backup has written part of it (it polls the folder). */
async function waitForPartialZip(dir: string): Promise<string> {
  for (let waited = 0; waited < 20_000; waited += 5) {
    const partial = fs.readdirSync(dir).find((name) => name.endsWith('.partial') && fs.statSync(path.join(dir, name)).size > 0);
    if (partial !== undefined) return partial;
    await sleep(5);
  }
  throw new Error('The backup never started writing its zip');
}
