// A request's queries in one transaction of its own (PostgreSQL, issue 28): what the idempotency
// store relies on, against a real database (CI's PostgreSQL run; skipped on SQLite, which has none).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, postgresUrl, type TestDatabase } from '../../../tests/helpers/testDatabase';
import type { RequestTransactions } from './requestTransactions';

describe.skipIf(postgresUrl === undefined)('request transactions', () => {
  let opened: TestDatabase;
  let transactions: RequestTransactions;
  const names = async () => (await sql<{ name: string }>`select name from thing order by name`.execute(opened.database.db)).rows.map((row) => row.name);
  const insert = (name: string) => sql`insert into thing (name) values (${name})`.execute(opened.database.db);

  beforeAll(async () => {
    opened = await openTestDatabase('postgres');
    transactions = opened.database.requestTransactions!;
    await sql`create table thing (name text primary key)`.execute(opened.database.db);
  });
  afterAll(() => opened.dispose());

  it('keeps every query of the request, in any function and in its transactions, until the commit', async () => {
    const request = await transactions.begin({ lockTimeoutMs: 1000 });
    await transactions.run(request, async () => {
      await insert('outside');
      await opened.database.db.transaction().execute(async (trx) => {
        await sql`insert into thing (name) values ('inside')`.execute(trx);
      });
      expect(await names()).toEqual(['inside', 'outside']);
    });
    expect(await names()).toEqual([]); // another connection sees nothing yet
    await request.commit();
    expect(await names()).toEqual(['inside', 'outside']);
    await sql`delete from thing`.execute(opened.database.db);
  });

  it('undoes all of it on rollback, as a killed process would', async () => {
    const request = await transactions.begin({ lockTimeoutMs: 1000 });
    await transactions.run(request, () => insert('lost'));
    await request.rollback();
    expect(await names()).toEqual([]);
  });

  it('lets a refused statement fail alone, and an area transaction roll back alone, as on connections of their own', async () => {
    await insert('taken');
    const request = await transactions.begin({ lockTimeoutMs: 1000 });
    await transactions.run(request, async () => {
      await expect(insert('taken')).rejects.toMatchObject({ code: '23505' });
      await expect(
        opened.database.db.transaction().execute(async (trx) => {
          await sql`insert into thing (name) values ('half')`.execute(trx);
          throw new Error('refused midway');
        }),
      ).rejects.toThrow('refused midway');
      await insert('kept');
    });
    await request.commit();
    expect(await names()).toEqual(['kept', 'taken']);
    await sql`delete from thing`.execute(opened.database.db);
  });

  it('makes a second request wait for the first one holding a row, then fail after the lock timeout', async () => {
    const first = await transactions.begin({ lockTimeoutMs: 1000 });
    await transactions.run(first, () => insert('claim'));
    const second = await transactions.begin({ lockTimeoutMs: 200 });
    const started = Date.now();
    await expect(transactions.run(second, () => sql`insert into thing (name) values ('claim') on conflict do nothing`.execute(opened.database.db))).rejects.toMatchObject({ code: '55P03' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await second.rollback();
    await first.rollback();
  });
});
