/**
 * `npx tsx tests/bench/accountData.ts` (with DATABASE_URL for PostgreSQL): the time and the peak
 * resident memory (RSS, sampled every 10 ms) of a whole-account export and its restore, for an
 * account with 100,000 stamps and 10,000 notes (each with an entry), seeded straight into the
 * database. Through app.inject, so it measures the server's work without a socket. Not part of
 * `npm test`.
 */
import { newId } from '../../src/server/ids';
import { createTestApp } from '../helpers/testApp';

const STAMPS = Number(process.env.STAMPS ?? 100_000);
const NOTES = Number(process.env.NOTES ?? 10_000);

const t = await createTestApp({ logger: false } as never);
const signUp = async (username: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { username, password: 'correct horse battery' } });
  return (response.json() as { data: { _id: string; access: { token: string } } }).data;
};

async function seed(userId: string): Promise<void> {
  const db = t.database.db;
  const at = '2026-01-01T00:00:00.000Z';
  const group = newId();
  const sub = newId();
  await db.insertInto('time_group').values({ id: group, user_id: userId, name: 'Work', created_at: at, updated_at: at }).execute();
  await db.insertInto('time_group_total').values({ time_group_id: group, user_id: userId, ended_ms: STAMPS * 3_600_000, stamps: STAMPS }).execute();
  await db.insertInto('sub_group').values({ id: sub, user_id: userId, time_group_id: group, name: 'Coding', name_key: 'coding', created_at: at, updated_at: at }).execute();
  for (let start = 0; start < STAMPS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, STAMPS - start) }, (_, index) => {
      const begin = new Date(Date.UTC(2020, 0, 1) + (start + index) * 3_600_000);
      return {
        id: newId(),
        user_id: userId,
        time_group_id: group,
        sub_group_id: sub,
        start_time: begin.toISOString(),
        end_time: new Date(begin.getTime() + 3_000_000).toISOString(),
        duration_ms: 3_000_000,
        date: begin.toISOString().slice(0, 10),
        time_zone: 'Europe/Stockholm',
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('time_stamp').values(rows).execute();
  }
  for (let start = 0; start < NOTES; start += 500) {
    const count = Math.min(500, NOTES - start);
    const notes = Array.from({ length: count }, (_, index) => ({
      id: newId(),
      user_id: userId,
      collection_id: null,
      name: `Note ${start + index}`,
      second_name: '',
      effective_date: '2026-01-01',
      journal_date: null,
      created_at: at,
      updated_at: at,
    }));
    await db.insertInto('note').values(notes).execute();
    const entries = notes.map((note) => ({
      id: newId(),
      user_id: userId,
      note_id: note.id,
      position: 0,
      text: 'A day of work and a walk by the water, written down before bed. '.repeat(3),
      created_at: at,
      updated_at: at,
    }));
    await db.insertInto('note_entry').values(entries).execute();
  }
}

/** Runs `work`, sampling the process's RSS; the time it took and the highest RSS seen. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; peakMiB: number }> {
  global.gc?.();
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { result, ms, peakMiB: peak / 1024 / 1024 };
}

try {
  const owner = await signUp('bench-owner');
  const heir = await signUp('bench-heir');
  const seeded = await measured(() => seed(owner._id));
  console.log(`${t.database.dialect}: seeded ${STAMPS} stamps and ${NOTES} notes in ${(seeded.ms / 1000).toFixed(1)} s; RSS before export ${(process.memoryUsage.rss() / 1024 / 1024).toFixed(0)} MiB`);
  const exported = await measured(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account-data/export', headers: { 'x-access-token': owner.access.token } });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.rawPayload;
  });
  console.log(`export: ${(exported.ms / 1000).toFixed(2)} s, ${(exported.result.length / 1024 / 1024).toFixed(1)} MiB zip, peak RSS ${exported.peakMiB.toFixed(0)} MiB`);
  const restored = await measured(async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account-data/restore',
      headers: { 'x-access-token': heir.access.token, 'content-type': 'application/zip' },
      payload: exported.result,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return (response.json() as { data: { rows: number } }).data.rows;
  });
  console.log(`restore: ${(restored.ms / 1000).toFixed(2)} s for ${restored.result} rows, peak RSS ${restored.peakMiB.toFixed(0)} MiB`);
} finally {
  await t.close();
}
