import type { Kysely } from 'kysely';
import type { TimeTables } from '../../../src/server/areas/time/tables';
import { newId } from '../../../src/server/ids';
import { seededUser } from '../seededUser';
import type { BenchCase } from '../types';

const USER = { username: 'bench-time', password: 'bench password 123' };
const GROUPS = 50;
const SUB_GROUPS_PER_GROUP = 10;
const STAMPS = 100_000;
const ACTIVE = 5;
const YEARS = 3;
const STAMP_MS = 10 * 60_000;

/**
 * Issue 8's load: one user with 50 groups, 500 sub groups and 100,000 stamps spread over the last
 * three years (about 91 a day, each 10 minutes, the latest 5 still running), written straight
 * into the server's database (SQLite, or PostgreSQL with --postgres), as the API would leave them (kept group totals included). The
 * measured call is the list screen's: every group with its period totals for today in Stockholm.
 */
export const timeGroupsCase: BenchCase = {
  name: 'GET /api/time-group?date&timeZone (100,000 stamps)',
  // One at a time: the latency one user sees (the p99 aim); at 10 in flight each request
  // waits for the others on the one event loop (about 113 req/s, p50 87 ms here).
  requests: 500,
  concurrency: 1,
  prepare: async (baseUrl, { database: config }) => {
    const user = await seededUser<TimeTables>(baseUrl, config, USER, (db, userId) => seed(db, userId, Date.now()));
    const date = new Date().toISOString().slice(0, 10);
    const url = `${baseUrl}/api/time-group?date=${date}&timeZone=Europe%2FStockholm`;
    return () => fetch(url, { headers: { 'x-access-token': user.access.token } });
  },
};

async function seed(db: Kysely<TimeTables>, userId: string, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const row = { user_id: userId, created_at: at, updated_at: at };
  const groups = Array.from({ length: GROUPS }, (_, index) => ({ ...row, id: newId(), name: `Group ${index}` }));
  const subGroups = groups.flatMap((group) =>
    Array.from({ length: SUB_GROUPS_PER_GROUP }, (_, index) => {
      const name = `${group.name} sub ${index}`;
      return { ...row, id: newId(), time_group_id: group.id, name, name_key: name.toLowerCase() };
    }),
  );
  const span = YEARS * 365 * 86_400_000;
  const step = Math.floor(span / STAMPS);
  const totals = new Map(groups.map((group) => [group.id, { ended: 0, stamps: 0 }]));
  const stamps = Array.from({ length: STAMPS }, (_, index) => {
    const start = now - span + index * step;
    const subGroup = subGroups[index % subGroups.length]!;
    const end = index >= STAMPS - ACTIVE ? null : start + STAMP_MS;
    const total = totals.get(subGroup.time_group_id)!;
    total.ended += end === null ? 0 : end - start;
    total.stamps += 1;
    return {
      ...row,
      id: newId(),
      time_group_id: subGroup.time_group_id,
      sub_group_id: subGroup.id,
      start_time: new Date(start).toISOString(),
      end_time: end === null ? null : new Date(end).toISOString(),
      duration_ms: end === null ? null : end - start,
      date: new Date(start).toISOString().slice(0, 10),
      time_zone: 'UTC',
    };
  });
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('time_group').values(groups).execute();
    await trx
      .insertInto('time_group_total')
      .values(groups.map((group) => ({ time_group_id: group.id, user_id: userId, ended_ms: totals.get(group.id)!.ended, stamps: totals.get(group.id)!.stamps })))
      .execute();
    await trx.insertInto('sub_group').values(subGroups).execute();
    // SQLite binds at most 32,766 values a statement: 500 rows of 12 columns stay well under.
    for (let index = 0; index < stamps.length; index += 500) await trx.insertInto('time_stamp').values(stamps.slice(index, index + 500)).execute();
  });
}
