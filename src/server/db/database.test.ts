// Proves that the SQLite database and its -wal and -shm files are owner-only (0600) whatever the
// umask, and that an older install's world-readable database file is tightened on open: they
// hold password hashes and every user's data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateAppToLatest } from '../composition';
import { openDatabase, SQLITE_FILE_NAME } from './database';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the SQLite files', () => {
  let dataDir: string;
  let umask: number;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-db-mode-'));
    // A permissive umask: the files must still come out 0600.
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('are created 0600, with the -wal and -shm files, even under umask 000', async () => {
    const database = openDatabase({ dataDir });
    try {
      await migrateAppToLatest(database);
      const file = path.join(dataDir, SQLITE_FILE_NAME);
      for (const name of [file, `${file}-wal`, `${file}-shm`]) {
        expect(fs.existsSync(name), name).toBe(true);
        expect(modeOf(name), name).toBe(0o600);
      }
    } finally {
      await database.close();
    }
  });

  it('tighten a database file an older install left world-readable', async () => {
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    await openDatabase({ dataDir }).close();
    fs.chmodSync(file, 0o644);
    const database = openDatabase({ dataDir });
    try {
      expect(modeOf(file)).toBe(0o600);
    } finally {
      await database.close();
    }
  });
});
