// Backup and restore time and size for a SQLite server with 100,000 time stamps (issue 26):
//   node --import tsx tests/bench/backup.ts
// One user, 20 groups of 5 sub groups, 100,000 stamps over five years, written straight into a
// migrated database; then `writeBackup` (as `npm run backup` runs it) and `restoreBackup`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { restoreBackup } from '../../src/server/backup/restoreBackup';
import { writeBackup } from '../../src/server/backup/writeBackup';
import { migrateAppToLatest } from '../../src/server/composition';
import { openDatabase, SQLITE_FILE_NAME } from '../../src/server/db/database';

const STAMPS = 100_000;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-bench-backup-'));
const dataDir = path.join(root, 'data');
try {
  const opened = openDatabase({ dataDir });
  await migrateAppToLatest(opened);
  await opened.close();
  seed(new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME)));
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const databaseBytes = fs.statSync(path.join(dataDir, SQLITE_FILE_NAME)).size;

  let started = performance.now();
  const done = await writeBackup({ dataDir, backupDir: path.join(root, 'backups') });
  const backupMs = performance.now() - started;
  started = performance.now();
  await restoreBackup(done.file, path.join(root, 'restored'));
  const restoreMs = performance.now() - started;
  console.log(`${os.availableParallelism()} cores, Node ${process.version}, ${STAMPS.toLocaleString('en')} stamps`);
  console.log(`database ${mb(databaseBytes)}; backup ${mb(done.bytes)} in ${(backupMs / 1000).toFixed(2)} s; restore (with integrity check) in ${(restoreMs / 1000).toFixed(2)} s`);
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}

function seed(database: SqliteDatabase.Database): void {
  const at = (ms: number) => new Date(ms).toISOString();
  const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(11, '0')}`;
  const first = Date.parse('2021-01-01T07:00:00Z');
  database.transaction(() => {
    database.prepare(`insert into "user" (id, username, username_key, password_hash, created_at, updated_at) values ('u0000000000a', 'bench', 'bench', 'x', ?, ?)`).run(at(first), at(first));
    for (let g = 0; g < 20; g++) {
      database.prepare(`insert into time_group values (?, 'u0000000000a', ?, ?, ?)`).run(id('g', g), `Project ${g}`, at(first), at(first));
      for (let s = 0; s < 5; s++) {
        database.prepare(`insert into sub_group values (?, 'u0000000000a', ?, ?, ?, ?, ?)`).run(id('b', g * 5 + s), id('g', g), `Task ${s}`, `task ${s}`, at(first), at(first));
      }
    }
    const stamp = database.prepare(`insert into time_stamp values (?, 'u0000000000a', ?, ?, ?, ?, ?, ?, 'Europe/Stockholm', ?, ?)`);
    for (let n = 0; n < STAMPS; n++) {
      const start = first + n * 26 * 60_000;
      const duration = (15 + (n % 97)) * 60_000;
      const sub = n % 100;
      stamp.run(id('s', n), id('g', Math.floor(sub / 5)), id('b', sub), at(start), at(start + duration), duration, at(start).slice(0, 10), at(start), at(start + duration));
    }
  })();
  database.close();
}
