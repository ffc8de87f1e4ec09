// Proves the scheduled backups (BACKUP_EVERY, BACKUP_KEEP) on a moved clock: the first runs at
// once when the folder holds none, the next only when the interval has passed, the newest KEEP
// remain; after a restart the schedule counts from the newest backup in the folder; a failing
// backup is logged and the schedule goes on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../../src/server/backup/backupNames';
import { startBackupSchedule } from '../../../src/server/backup/backupSchedule';
import { writeBackup } from '../../../src/server/backup/writeBackup';
import { postgresUrl } from '../../helpers/testDatabase';
import { openFile } from './sqliteRows';

const HOUR = 3_600_000;
/** How often the schedule looks at the (moved) clock in these tests. */
const RECHECK_MS = 5;

describe.skipIf(postgresUrl !== undefined)('scheduled backups (SQLite)', () => {
  let root: string;
  const data = () => path.join(root, 'data');
  let clock: Date;
  const logged: Array<{ level: string; message: string }> = [];
  const log = {
    info: (_details: object, message: string) => void logged.push({ level: 'info', message }),
    error: (_details: object, message: string) => void logged.push({ level: 'error', message }),
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-backup-'));
    fs.mkdirSync(data());
    const database = openFile(path.join(data(), 'lifelog.sqlite'), { create: true });
    database.exec("create table note (id text primary key); insert into note values ('n1')");
    database.close();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const start = (backupDir: string, dataDir = data()) =>
    startBackupSchedule({ dataDir, backupDir, everyMs: 24 * HOUR, keep: 2, log, write: writeBackup, now: () => clock, recheckMs: RECHECK_MS });
  const names = (dir: string) => listBackups(dir).map((name) => name.slice('lifelog-backup-'.length, -'.zip'.length));
  /** Moves the clock on, then waits until the folder holds the `expected` backups (or 5 s pass). */
  async function moveTo(iso: string, dir: string, expected: string[]): Promise<void> {
    clock = new Date(iso);
    const seen = () => names(dir).join() === expected.join();
    for (let waited = 0; waited < 5000 && !seen(); waited += RECHECK_MS) await sleep(RECHECK_MS);
  }
  /** Long enough for twenty looks at the clock: a backup that was due would have started. */
  const idle = () => sleep(20 * RECHECK_MS);

  it('backs up at once, then every interval, keeping the newest two', async () => {
    const dir = path.join(root, 'daily');
    clock = new Date('2026-11-01T03:00:00Z');
    const schedule = start(dir);
    await moveTo('2026-11-01T03:00:00Z', dir, ['2026-11-01T03-00-00Z']);
    expect(names(dir)).toEqual(['2026-11-01T03-00-00Z']);

    clock = new Date('2026-11-02T02:59:00Z');
    await idle();
    expect(names(dir), 'not before the interval has passed').toEqual(['2026-11-01T03-00-00Z']);

    await moveTo('2026-11-02T03:00:00Z', dir, ['2026-11-01T03-00-00Z', '2026-11-02T03-00-00Z']);
    await moveTo('2026-11-03T03:00:00Z', dir, ['2026-11-02T03-00-00Z', '2026-11-03T03-00-00Z']);
    await moveTo('2026-11-04T03:00:00Z', dir, ['2026-11-03T03-00-00Z', '2026-11-04T03-00-00Z']);
    await schedule.stop();
    expect(names(dir)).toEqual(['2026-11-03T03-00-00Z', '2026-11-04T03-00-00Z']);
  });

  it('after a restart, waits for the interval since the newest backup in the folder', async () => {
    const dir = path.join(root, 'restarted');
    await writeBackup({ dataDir: data(), backupDir: dir, now: new Date('2026-11-10T03:00:00Z') });
    clock = new Date('2026-11-10T20:00:00Z');
    const schedule = start(dir);
    await idle();
    expect(names(dir), 'not at start: the newest is not a day old').toEqual(['2026-11-10T03-00-00Z']);
    await moveTo('2026-11-11T03:00:00Z', dir, ['2026-11-10T03-00-00Z', '2026-11-11T03-00-00Z']);
    await schedule.stop();
    expect(names(dir)).toEqual(['2026-11-10T03-00-00Z', '2026-11-11T03-00-00Z']);
  });

  it('logs a failed backup and tries again at the next turn', async () => {
    const dir = path.join(root, 'failing');
    const missing = path.join(root, 'no-data-yet');
    logged.length = 0;
    clock = new Date('2026-11-20T03:00:00Z');
    const schedule = start(dir, missing);
    for (let waited = 0; waited < 5000 && logged.length === 0; waited += RECHECK_MS) await sleep(RECHECK_MS);
    expect(logged).toEqual([{ level: 'error', message: 'Backup failed; the next one is tried at the usual time' }]);

    fs.cpSync(data(), missing, { recursive: true });
    await moveTo('2026-11-21T03:00:00Z', dir, ['2026-11-21T03-00-00Z']);
    await schedule.stop();
    expect(names(dir)).toEqual(['2026-11-21T03-00-00Z']);
    expect(logged.map((entry) => entry.level)).toEqual(['error', 'info']);
  });
});
