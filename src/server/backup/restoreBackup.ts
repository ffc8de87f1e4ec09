import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../db/database';
import { SECRET_FILE_NAME } from '../secret';
import { syncFolder } from './durableFiles';
import { MANIFEST_NAME, readManifest, type BackupManifest } from './manifest';
import { extractArchive, type ExtractedFile } from './readArchive';

/** A restore that was refused: nothing in the data folder changed. */
export class RestoreRefusal extends Error {
  override name = 'RestoreRefusal';
}

/** Where a restore unpacks before anything gets its final name; a killed restore's is removed. */
const UNPACKING = /^\.restore-\d+\.partial$/;

/**
 * Brings the backup `file` back into `dataDir`, which must be empty or missing: unpacked beside
 * the data, each file checked against the manifest's SHA-256 and the database against SQLite's
 * integrity check, and only then moved into place. Refused (RestoreRefusal) otherwise.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RestoreRefusal(`There is no backup file at ${file}.`);
  ensureEmpty(dataDir);
  const unpacking = path.join(dataDir, `.restore-${process.pid}.partial`);
  fs.mkdirSync(unpacking, { recursive: true, mode: 0o700 });
  try {
    const manifest = await unpackChecked(file, unpacking);
    for (const name of [SECRET_FILE_NAME, SQLITE_FILE_NAME]) {
      if (name in manifest.files) fs.renameSync(path.join(unpacking, name), path.join(dataDir, name));
    }
    syncFolder(dataDir);
    return manifest;
  } finally {
    fs.rmSync(unpacking, { recursive: true, force: true });
  }
}

async function unpackChecked(file: string, into: string): Promise<BackupManifest> {
  const damaged = (why: string) => new RestoreRefusal(`${file} cannot be restored: ${why}. Nothing was restored.`);
  let found: Map<string, ExtractedFile>;
  try {
    found = await extractArchive(file, into, [MANIFEST_NAME, SQLITE_FILE_NAME, SECRET_FILE_NAME]);
  } catch (error) {
    throw damaged((error as Error).message);
  }
  if (!found.has(MANIFEST_NAME)) throw damaged('it is incomplete or not a Lifelog backup (no manifest.json at its end)');
  const manifest = readManifest(fs.readFileSync(path.join(into, MANIFEST_NAME), 'utf8'));
  if (typeof manifest === 'string') throw damaged(manifest);
  if (!(SQLITE_FILE_NAME in manifest.files)) throw damaged('it holds no database');
  for (const [name, expected] of Object.entries(manifest.files)) {
    const got = found.get(name);
    if (got === undefined) throw damaged(`its ${name} is missing`);
    if (got.size !== expected.size || got.sha256 !== expected.sha256) throw damaged(`its ${name} is damaged (its checksum differs from the manifest's)`);
  }
  const problems = integrityProblems(path.join(into, SQLITE_FILE_NAME));
  if (problems !== undefined) throw damaged(`its database fails SQLite's integrity check (${problems})`);
  return manifest;
}

/** SQLite's integrity check of the file: undefined when it is sound, else its first findings. */
function integrityProblems(file: string): string | undefined {
  let database: SqliteDatabase.Database | undefined;
  try {
    database = new SqliteDatabase(file, { fileMustExist: true });
    const rows = database.pragma('integrity_check', { simple: false }) as Array<{ integrity_check: string }>;
    const findings = rows.map((row) => row.integrity_check);
    return findings.length === 1 && findings[0] === 'ok' ? undefined : findings.slice(0, 3).join('; ');
  } catch (error) {
    return (error as Error).message;
  } finally {
    database?.close();
  }
}

/** Refuses a data folder that holds anything (what an earlier, killed restore left aside). */
function ensureEmpty(dataDir: string): void {
  if (!fs.existsSync(dataDir)) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return;
  }
  if (!fs.statSync(dataDir).isDirectory()) throw new RestoreRefusal(`${dataDir} is a file, not a folder. Nothing was restored.`);
  const held = fs.readdirSync(dataDir).filter((name) => {
    if (!UNPACKING.test(name)) return true;
    fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    return false;
  });
  if (held.length > 0) {
    const shown = held.slice(0, 5).join(', ') + (held.length > 5 ? ', …' : '');
    throw new RestoreRefusal(
      `${dataDir} is not empty (it holds ${shown}). A restore only goes into an empty folder, so nothing is overwritten: move that folder aside, or set DATA_DIR to a new one. Nothing was restored.`,
    );
  }
}
