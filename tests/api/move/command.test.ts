// Proves `npm run move-to-postgres`'s own refusals (scripts/move-to-postgres.ts), which need no
// PostgreSQL: without DATABASE_URL or with arguments it shows how to run it (exit 2); a DATA_DIR
// without a SQLite database is refused with a message (exit 1), and nothing is created there; so is
// a damaged database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runMoveToPostgres } from '../../../scripts/move-to-postgres';

describe('npm run move-to-postgres, as typed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-move-command-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function run(args: string[], env: NodeJS.ProcessEnv) {
    const [stdout, stderr] = [new PassThrough(), new PassThrough()];
    const code = await runMoveToPostgres({ args, env, stdout, stderr });
    return { code, out: String(stdout.read() ?? ''), err: String(stderr.read() ?? '') };
  }

  it('asks for DATABASE_URL, and takes no arguments', async () => {
    expect(await run([], { DATA_DIR: dataDir })).toMatchObject({ code: 2, err: expect.stringContaining('Set DATABASE_URL to the empty PostgreSQL database to move into.') });
    expect(await run(['--now'], { DATA_DIR: dataDir, DATABASE_URL: 'postgres://127.0.0.1:1/x' })).toMatchObject({ code: 2, err: expect.stringMatching(/^Usage: /) });
  });

  it('refuses a DATA_DIR without a SQLite database and leaves it as it was', async () => {
    const answer = await run([], { DATA_DIR: dataDir, DATABASE_URL: 'postgres://lifelog:lifelog@127.0.0.1:1/lifelog' });
    expect(answer).toMatchObject({ code: 1, out: '' });
    expect(answer.err).toBe(`There is no SQLite database at ${path.join(dataDir, 'lifelog.sqlite')} (set DATA_DIR to the folder of the server to move). Nothing was moved.\n`);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a damaged database', async () => {
    const damaged = fs.mkdtempSync(path.join(dataDir, 'damaged-'));
    const file = path.join(damaged, 'lifelog.sqlite');
    const database = new SqliteDatabase(file);
    database.exec('create table note (name text); create index note_name on note (name)');
    const insert = database.prepare('insert into note values (?)');
    database.transaction(() => {
      for (let row = 0; row < 3000; row += 1) insert.run(`A note of some length, number ${row}`.padEnd(200, '.'));
    })();
    database.close();
    // One page in the middle overwritten, as a failing disk might.
    const descriptor = fs.openSync(file, 'r+');
    fs.writeSync(descriptor, Buffer.alloc(4096, 0x41), 0, 4096, 4096 * Math.floor(fs.statSync(file).size / 4096 / 2));
    fs.closeSync(descriptor);
    const answer = await run([], { DATA_DIR: damaged, DATABASE_URL: 'postgres://lifelog:lifelog@127.0.0.1:1/lifelog' });
    expect(answer.code).toBe(1);
    expect(answer.err).toMatch(/lifelog\.sqlite is damaged \(SQLite's check says: .+\); restore a backup first\. Nothing was moved\.\n$/s);
  });
});
