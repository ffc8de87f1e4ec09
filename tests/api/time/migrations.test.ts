// The time tracker's migrations on the database under test: a database that had stamps before the
// kept group totals (time_group_total) arrived gets them filled from its stamps.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { TimeTables } from '../../../src/server/areas/time/tables';
import { appMigrations, migrateAppToLatest } from '../../../src/server/composition';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { openTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

const NOW = '2026-11-23T12:00:00.000Z';
const TOTALS = '20261123T1745_time_group_totals';

describe('the kept group totals migration', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('fills each group’s all-time sum of ended stamps and its count from the stamps already there', async () => {
    const { [TOTALS]: _later, ...before } = appMigrations();
    await migrateToLatest(t.database, before);
    const db = t.database.db as unknown as Kysely<TimeTables & { user: { id: string; username: string; username_key: string; password_hash: string; created_at: string; updated_at: string } }>;
    await db.insertInto('user').values({ id: 'user00000001', username: 'u', username_key: 'u', password_hash: 'h', created_at: NOW, updated_at: NOW }).execute();
    const row = { user_id: 'user00000001', created_at: NOW, updated_at: NOW };
    await db.insertInto('time_group').values([{ ...row, id: 'group0000001', name: 'Busy' }, { ...row, id: 'group0000002', name: 'Empty' }]).execute();
    await db.insertInto('sub_group').values({ ...row, id: 'subgroup0001', time_group_id: 'group0000001', name: 'S', name_key: 's' }).execute();
    const stamp = { ...row, time_group_id: 'group0000001', sub_group_id: 'subgroup0001', date: '2026-11-23', time_zone: 'UTC' };
    await db
      .insertInto('time_stamp')
      .values([
        { ...stamp, id: 'stamp0000001', start_time: '2026-11-23T08:00:00.000Z', end_time: '2026-11-23T09:00:00.000Z', duration_ms: 3_600_000 },
        { ...stamp, id: 'stamp0000002', start_time: '2026-11-23T10:00:00.000Z', end_time: '2026-11-23T10:30:00.000Z', duration_ms: 1_800_000 },
        { ...stamp, id: 'stamp0000003', start_time: '2026-11-23T11:00:00.000Z', end_time: null, duration_ms: null },
      ])
      .execute();

    const results = await migrateAppToLatest(t.database);
    expect(results.map((result) => [result.migrationName, result.status])).toEqual([[TOTALS, 'Success']]);
    const totals = await db.selectFrom('time_group_total').selectAll().orderBy('time_group_id').execute();
    expect(totals.map((total) => ({ ...total, ended_ms: Number(total.ended_ms), stamps: Number(total.stamps) }))).toEqual([
      { time_group_id: 'group0000001', user_id: 'user00000001', ended_ms: 5_400_000, stamps: 3 },
      { time_group_id: 'group0000002', user_id: 'user00000001', ended_ms: 0, stamps: 0 },
    ]);
  });
});
