// Proves `npm run backup` and `npm run restore -- FILE` (scripts/backup.ts, scripts/restore.ts)
// as the person who runs the server uses them: a backup restores into an empty DATA_DIR with the
// same rows and secret; a non-empty DATA_DIR, a damaged, truncated, foreign or newer file is
// refused with a message and exit code 1 and leaves DATA_DIR as it was; on PostgreSQL both
// commands point to pg_dump. BACKUP_KEEP removes the oldest once a new backup is complete.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackup } from '../../../scripts/backup';
import { runRestore } from '../../../scripts/restore';
import { listBackups } from '../../../src/server/backup/backupNames';
import { writeBackup } from '../../../src/server/backup/writeBackup';
import { postgresUrl } from '../../helpers/testDatabase';
import { openFile, tableChecksum } from './sqliteRows';

describe.skipIf(postgresUrl !== undefined)('npm run backup and npm run restore (SQLite)', () => {
  let root: string;
  const data = () => path.join(root, 'data');
  const backups = () => path.join(root, 'backups');

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-backup-'));
    fs.mkdirSync(data());
    const database = openFile(path.join(data(), 'lifelog.sqlite'), { create: true });
    database.exec("create table note (id text primary key, name text not null); insert into note values ('n1', 'First'), ('n2', 'Second')");
    database.close();
    fs.writeFileSync(path.join(data(), 'secret'), 'the signing secret of this server');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  async function run(command: typeof runBackup, args: string[], env: NodeJS.ProcessEnv) {
    const [stdout, stderr] = [new PassThrough(), new PassThrough()];
    const code = await command({ args, env, stdout, stderr });
    return { code, out: String(stdout.read() ?? ''), err: String(stderr.read() ?? '') };
  }
  let made: string | undefined;
  /** One backup for the tests that read it (names go by the second). */
  const backUp = async () => {
    if (made !== undefined) return made;
    const result = await run(runBackup, [], { DATA_DIR: data(), BACKUP_DIR: backups() });
    expect(result.code, result.err).toBe(0);
    made = path.join(backups(), listBackups(backups()).at(-1)!);
    return made;
  };
  const restoreInto = (dir: string, file: string) => run(runRestore, [file], { DATA_DIR: dir });

  it('restores a backup into an empty folder: the same rows and the same secret', async () => {
    const file = await backUp();
    const target = path.join(root, 'fresh');
    const result = await restoreInto(target, file);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`into ${target}. Start the server with npm start.`);
    expect(fs.readdirSync(target).sort()).toEqual(['lifelog.sqlite', 'secret']);
    expect(fs.readFileSync(path.join(target, 'secret'), 'utf8')).toBe('the signing secret of this server');
    const [before, after] = [openFile(path.join(data(), 'lifelog.sqlite')), openFile(path.join(target, 'lifelog.sqlite'))];
    expect(tableChecksum(after, 'note')).toEqual(tableChecksum(before, 'note'));
    before.close();
    after.close();
    expect(fs.statSync(path.join(target, 'lifelog.sqlite')).mode & 0o777).toBe(0o600);
  });

  it('restores a database whose bytes hold what looks like a zip header (photos are random bytes)', async () => {
    const dir = path.join(root, 'photos');
    fs.mkdirSync(dir);
    const database = openFile(path.join(dir, 'lifelog.sqlite'), { create: true });
    const photo = Buffer.concat([randomBytes(40_000), Buffer.from('PK\x03\x04PK\x07\x08PK\x01\x02', 'latin1'), randomBytes(40_000)]);
    database.exec('create table image (id integer primary key, bytes blob not null)');
    database.prepare('insert into image (bytes) values (?)').run(photo);
    database.close();
    const done = await writeBackup({ dataDir: dir, backupDir: path.join(root, 'photo-backups') });
    expect(fs.readFileSync(done.file).includes(Buffer.from('PK\x03\x04', 'latin1'), 100), 'the header signature is inside the compressed data').toBe(true);
    const result = await restoreInto(path.join(root, 'photos-restored'), done.file);
    expect(result).toMatchObject({ code: 0, err: '' });
    const restored = openFile(path.join(root, 'photos-restored', 'lifelog.sqlite'));
    expect(Buffer.from((restored.prepare('select bytes from image').get() as { bytes: Buffer }).bytes).equals(photo)).toBe(true);
    restored.close();
  });

  it('refuses a folder that holds anything, and leaves it as it was', async () => {
    const file = await backUp();
    const target = path.join(root, 'occupied');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'notes.txt'), 'mine');
    const result = await restoreInto(target, file);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${target} is not empty (it holds notes.txt)`);
    expect(fs.readdirSync(target)).toEqual(['notes.txt']);
  });

  it.each([
    ['truncated', (bytes: Buffer) => bytes.subarray(0, bytes.length - 200), 'incomplete or not a Lifelog backup'],
    ['with a changed byte in the database', (bytes: Buffer) => flipByteOf(bytes), 'cannot be restored'],
    ['not a zip', () => Buffer.from('just some text'), 'incomplete or not a Lifelog backup'],
  ])('refuses a backup %s and leaves the folder empty', async (_kind, damage, message) => {
    const file = await backUp();
    const damaged = path.join(root, `damaged-${_kind.length}.zip`);
    fs.writeFileSync(damaged, damage(fs.readFileSync(file)));
    const target = fs.mkdtempSync(path.join(root, 'target-'));
    const result = await restoreInto(target, damaged);
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(result.err).toContain('Nothing was restored.');
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it.each([
    ['an entry outside its folder', { '../evil': new Uint8Array(1), 'manifest.json': manifestBytes(1) }, 'it holds an unexpected entry "../evil"'],
    ['a newer format', { 'manifest.json': manifestBytes(2) }, 'it was made by a newer Lifelog (backup format 2, this one reads 1): update this server first'],
    ['no database', { 'manifest.json': manifestBytes(1) }, 'it holds no database'],
  ])('refuses a zip with %s', async (_kind, entries, message) => {
    const file = path.join(root, 'foreign.zip');
    fs.writeFileSync(file, zipSync(entries));
    const target = fs.mkdtempSync(path.join(root, 'target-'));
    const result = await restoreInto(target, file);
    expect(result).toMatchObject({ code: 1, out: '' });
    expect(result.err).toContain(message);
    expect(fs.readdirSync(target)).toEqual([]);
    expect(fs.existsSync(path.join(root, 'evil'))).toBe(false);
  });

  it('keeps BACKUP_KEEP backups, removing the oldest once the new one is complete', async () => {
    const dir = path.join(root, 'kept');
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    for (const day of days) await writeBackup({ dataDir: data(), backupDir: dir, now: new Date(`${day}T03:00:00Z`) });
    const result = await run(runBackup, [dir], { DATA_DIR: data(), BACKUP_KEEP: '2' });
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('Removed 2 older backup(s) to keep 2: lifelog-backup-2026-11-01T03-00-00Z.zip, lifelog-backup-2026-11-02T03-00-00Z.zip.');
    expect(listBackups(dir)).toEqual(['lifelog-backup-2026-11-03T03-00-00Z.zip', expect.stringMatching(/^lifelog-backup-.*Z\.zip$/)]);
  });

  it('says when there is no database to back up, or the folder would be inside DATA_DIR', async () => {
    const missing = await run(runBackup, [], { DATA_DIR: path.join(root, 'nothing-here'), BACKUP_DIR: backups() });
    expect(missing).toMatchObject({ code: 1, out: '' });
    expect(missing.err).toContain(`There is no database at ${path.join(root, 'nothing-here', 'lifelog.sqlite')}: check DATA_DIR. Nothing was written.`);
    const inside = await run(runBackup, [path.join(data(), 'backups')], { DATA_DIR: data() });
    expect(inside.code).toBe(1);
    expect(inside.err).toContain('BACKUP_DIR must be outside DATA_DIR');
  });

  it('points to pg_dump and pg_restore on PostgreSQL, and explains its usage', async () => {
    const env = { DATABASE_URL: 'postgres://lifelog@127.0.0.1/lifelog', DATA_DIR: data() };
    const backup = await run(runBackup, [], env);
    expect(backup).toMatchObject({ code: 1, out: '' });
    expect(backup.err).toContain('Back it up with pg_dump -Fc');
    const restore = await run(runRestore, ['some.zip'], env);
    expect(restore.code).toBe(1);
    expect(restore.err).toContain('restore a pg_dump file with pg_restore');
    expect(await run(runRestore, [], {})).toEqual({ code: 2, out: '', err: 'Usage: npm run restore -- FILE\n' });
    expect(await run(runBackup, ['--now'], {})).toEqual({ code: 2, out: '', err: 'Usage: npm run backup [-- FOLDER]\n' });
  });
});

function manifestBytes(version: number): Uint8Array {
  const manifest = { format: 'lifelog-server-backup', version, appVersion: '0.1.0', createdAt: '2026-11-28T00:00:00.000Z', secret: 'file', files: {} };
  return Buffer.from(JSON.stringify(manifest));
}

/** The backup with one byte changed in the middle of the (compressed) database. */
function flipByteOf(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  const middle = Math.floor(copy.length / 3);
  copy[middle] = copy[middle]! ^ 0xff;
  return copy;
}
