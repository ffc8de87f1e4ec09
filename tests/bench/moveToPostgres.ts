/**
 * `npx tsx tests/bench/moveToPostgres.ts` (PostgreSQL at DATABASE_URL's server, default the
 * local one): the time and peak resident memory of `npm run move-to-postgres` (the real command, a
 * process of its own, measured by /usr/bin/time) for a realistic account seeded straight into a
 * SQLite server: 100,000 time stamps, 1,000 notes (each with an answer, an entry and its search
 * text) and 50 photos (a 2 MB original and three WebP sizes each). Not part of `npm test`.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { newId } from '../../src/server/ids';
import { createTestApp } from '../helpers/testApp';

const STAMPS = Number(process.env.STAMPS ?? 100_000);
const NOTES = Number(process.env.NOTES ?? 1000);
const PHOTOS = Number(process.env.PHOTOS ?? 50);
const SIZES: Array<[string, string, number]> = [
  ['original', 'image/jpeg', 2_000_000],
  ['large', 'image/webp', 200_000],
  ['medium', 'image/webp', 60_000],
  ['small', 'image/webp', 10_000],
];
const server = process.env.DATABASE_URL ?? 'postgres://lifelog:lifelog@127.0.0.1:5432/lifelog';

const t = await createTestApp({ dialect: 'sqlite' });
const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { username: 'bench-mover', password: 'correct horse battery' } });
const userId = (response.json() as { data: { _id: string } }).data._id;
const db = t.database.db;
const at = '2026-01-01T00:00:00.000Z';
const group = newId();
const sub = newId();
await db.insertInto('time_group').values({ id: group, user_id: userId, name: 'Work', created_at: at, updated_at: at }).execute();
await db.insertInto('sub_group').values({ id: sub, user_id: userId, time_group_id: group, name: 'Coding', name_key: 'coding', created_at: at, updated_at: at }).execute();
for (let start = 0; start < STAMPS; start += 1000) {
  const rows = Array.from({ length: Math.min(1000, STAMPS - start) }, (_, index) => {
    const begin = new Date(Date.UTC(2020, 0, 1) + (start + index) * 3_600_000);
    return {
      id: newId(), user_id: userId, time_group_id: group, sub_group_id: sub, start_time: begin.toISOString(), end_time: new Date(begin.getTime() + 3_000_000).toISOString(),
      duration_ms: 3_000_000, date: begin.toISOString().slice(0, 10), time_zone: 'Europe/Stockholm', created_at: at, updated_at: at,
    };
  });
  await db.insertInto('time_stamp').values(rows).execute();
}
const collection = newId();
const question = newId();
await db.insertInto('notes_collection').values({ id: collection, user_id: userId, name: 'Daily', display_in_list: 1, label_after_answer: 0, prompt_swedish_title: 0, split_title: 0, created_at: at, updated_at: at }).execute();
await db.insertInto('notes_question').values({ id: question, user_id: userId, collection_id: collection, position: 0, text: 'Mood', type: 'scale', display_in_list: 1 }).execute();
const text = 'A day of work and a walk by the water, written down before bed. '.repeat(3);
for (let start = 0; start < NOTES; start += 250) {
  const notes = Array.from({ length: Math.min(250, NOTES - start) }, (_, index) => ({
    id: newId(), user_id: userId, collection_id: collection, name: `Note ${start + index}`, second_name: '', effective_date: '2026-01-01', journal_date: null, created_at: at, updated_at: at,
  }));
  await db.insertInto('note').values(notes).execute();
  await db.insertInto('note_answer').values(notes.map((note) => ({ user_id: userId, note_id: note.id, question_id: question, position: 0, text: 'Mood', type: 'scale', display_in_list: 1, value: '7', archived: 0 }))).execute();
  await db.insertInto('note_entry').values(notes.map((note) => ({ id: newId(), user_id: userId, note_id: note.id, position: 0, text, created_at: at, updated_at: at }))).execute();
  await db.insertInto('note_search').values(notes.map((note) => ({ note_id: note.id, user_id: userId, body: `${note.name}\n${text}`, owner: Buffer.from(userId).toString('hex') }))).execute();
}
for (let photo = 0; photo < PHOTOS; photo += 1) {
  const id = newId();
  await db.insertInto('image').values({ id, user_id: userId, width: 4000, height: 3000, original_type: 'image/jpeg', original_byte_count: 2_000_000, stored_byte_count: 2_270_000, created_at: at }).execute();
  for (const [size, contentType, bytes] of SIZES) {
    await db.insertInto('image_rendition').values({ image_id: id, user_id: userId, size, content_type: contentType, width: 100, height: 75, byte_count: bytes, bytes: randomBytes(bytes) }).execute();
  }
}
await t.app.close();
await t.database.close();
const megabytes = fs.statSync(`${t.dataDir}/lifelog.sqlite`).size / 1024 / 1024;

const name = `lifelog_bench_move_${randomBytes(4).toString('hex')}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(statement).finally(() => client.end());
};
await admin(`create database ${name}`);
try {
  const target = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const { stdout, stderr } = await promisify(execFile)('/usr/bin/time', ['-f', 'TIME %e s, peak RSS %M KiB', process.execPath, '--import', 'tsx', 'scripts/move-to-postgres.ts'], {
    env: { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: target },
  });
  console.log(stdout.split('\n').filter((line) => /^ {2}(time_stamp|note|image_rendition):|^Moved/.test(line)).join('\n'));
  console.log(`${STAMPS} stamps, ${NOTES} notes, ${PHOTOS} photos (SQLite file ${megabytes.toFixed(0)} MiB): ${stderr.trim()}`);
} finally {
  await admin(`drop database if exists ${name} with (force)`);
  fs.rmSync(t.dataDir, { recursive: true, force: true });
}
