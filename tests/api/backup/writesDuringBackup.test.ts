// Proves that a backup of a running SQLite server (taken in the worker thread the scheduled
// backups use) is the database as it was at one moment, although writes to three areas' tables
// keep arriving while it runs: restored, it passes SQLite's integrity check, and every table holds
// exactly the rows of the first k writes for one k between the backup's start and end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupInWorker } from '../../../src/server/backup/backupInWorker';
import { restoreBackup } from '../../../src/server/backup/restoreBackup';
import { migrateAppToLatest } from '../../../src/server/composition';
import { openDatabase, SQLITE_FILE_NAME } from '../../../src/server/db/database';
import { postgresUrl } from '../../helpers/testDatabase';
import { appTables, openFile, rowId, tableChecksum, type Rows } from './sqliteRows';

const SEEDED = 8_000;
const AT = '2026-11-28T08:00:00.000Z';
/** The tables each write adds a row to (time, shopping, counters), and the counter it moves. */
const WRITTEN = ['time_stamp', 'shopping_item', 'counter_event'];

describe.skipIf(postgresUrl !== undefined)('a backup while writes arrive (SQLite)', () => {
  let root: string;
  let source: Rows;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-backup-'));
    const opened = openDatabase({ dataDir: path.join(root, 'data') });
    await migrateAppToLatest(opened);
    await opened.close();
    source = openFile(path.join(root, 'data', SQLITE_FILE_NAME));
    seed(source);
  });
  afterAll(() => {
    source.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores the state of one moment between its start and end, passing the integrity check', async () => {
    let written = 0;
    let backingUp = true;
    const writeOne = source.transaction((n: number) => {
      const id = rowId('w', n);
      source.prepare(`insert into time_stamp values (?, 'u0000000000a', 'g0000000000a', 'b0000000000a', ?, ?, 1000, '2026-11-28', 'UTC', ?, ?)`).run(id, AT, AT, AT, AT);
      source.prepare(`insert into shopping_item values (?, 'u0000000000a', 'l0000000000a', ?, null, null, '', 0, null, ?, ?)`).run(id, `item ${n}`, n, AT);
      source.prepare(`insert into counter_event values (?, 'u0000000000a', 'c0000000000a', 1, ?, ?, ?)`).run(id, n, n, AT);
      source.prepare(`update counter set value = ? where id = 'c0000000000a'`).run(n);
    });
    const writer = (async () => {
      while (backingUp) {
        writeOne(++written);
        await yieldToLoop();
      }
    })();
    const writtenAtStart = written;
    const done = await backupInWorker({ dataDir: path.join(root, 'data'), backupDir: path.join(root, 'backups') }).finally(() => (backingUp = false));
    await writer;
    const writtenAtEnd = written;
    expect(writtenAtEnd - writtenAtStart, 'writes arrived while the backup ran').toBeGreaterThan(0);

    await restoreBackup(done.file, path.join(root, 'restored'));
    const restored = openFile(path.join(root, 'restored', SQLITE_FILE_NAME));
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      const k = (restored.prepare(`select value from counter where id = 'c0000000000a'`).get() as { value: number }).value;
      expect(k).toBeGreaterThanOrEqual(writtenAtStart);
      expect(k).toBeLessThanOrEqual(writtenAtEnd);
      expect(appTables(restored)).toEqual(appTables(source));
      // The counter's value is the one row the writes changed rather than added: as it was at k.
      source.prepare(`update counter set value = ? where id = 'c0000000000a'`).run(k);
      for (const table of appTables(source)) {
        const upToK = WRITTEN.includes(table) ? `id <= '${rowId('w', k)}'` : '1 = 1';
        expect(tableChecksum(restored, table), table).toEqual(tableChecksum(source, table, upToK));
      }
      expect(tableChecksum(restored, 'time_stamp').rows).toBe(SEEDED + k);
    } finally {
      restored.close();
    }
  });
});

/** One user with a time group, a shopping list and a counter, SEEDED stamps and items (a few MB). */
function seed(database: Rows): void {
  database.transaction(() => {
    const user = 'u0000000000a';
    database.prepare(`insert into "user" (id, username, username_key, password_hash, created_at, updated_at) values (?, 'writer', 'writer', 'x', ?, ?)`).run(user, AT, AT);
    database.prepare(`insert into time_group values ('g0000000000a', ?, 'Work', ?, ?)`).run(user, AT, AT);
    database.prepare(`insert into sub_group values ('b0000000000a', ?, 'g0000000000a', 'Backups', 'backups', ?, ?)`).run(user, AT, AT);
    database.prepare(`insert into shopping_list values ('l0000000000a', ?, 'Groceries', ?)`).run(user, AT);
    database.prepare(`insert into counter_group values ('k0000000000a', ?, 'Habits', ?, ?)`).run(user, AT, AT);
    database.prepare(`insert into counter (id, user_id, group_id, name, created_at, updated_at) values ('c0000000000a', ?, 'k0000000000a', 'Writes', ?, ?)`).run(user, AT, AT);
    const stamp = database.prepare(`insert into time_stamp values (?, ?, 'g0000000000a', 'b0000000000a', ?, ?, 60000, '2026-11-27', 'Europe/Stockholm', ?, ?)`);
    const item = database.prepare(`insert into shopping_item values (?, ?, 'l0000000000a', ?, 1.5, 'kg', 'a note long enough to fill some pages', 0, null, ?, ?)`);
    for (let n = 1; n <= SEEDED; n++) {
      stamp.run(rowId('s', n), user, AT, AT, AT, AT);
      item.run(rowId('s', n), user, `seeded item ${n}`, n, AT);
    }
  })();
}
