// Timers run once per period across every server process on one database (issue 28): the
// processes' ticks race for the period's claim in the database, and only one wins it. Run on SQLite
// and, with DATABASE_URL, on PostgreSQL, where the racers are separate connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPeriod } from '../../../src/server/timers/index';
import { openMigratedTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

const PERIOD_MS = 10_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 28, 12) + ms);

describe('timer claims', () => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await openMigratedTestDatabase();
  });
  afterAll(() => opened.dispose());
  const claim = (name: string, ms: number) => claimPeriod(opened.database.db, name, at(ms), PERIOD_MS);

  it('gives a period to exactly one of many ticks racing for it', async () => {
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => claim('sweep', i)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('gives the next period to the first tick after the claim ran out, not before', async () => {
    await claim('prune', 0);
    expect(await claim('prune', 5_000)).toBe(false);
    expect(await claim('prune', 8_999)).toBe(false);
    expect(await claim('prune', 9_000)).toBe(true);
    expect(await claim('prune', 9_001)).toBe(false);
  });

  it('keeps each timer to its own periods', async () => {
    expect(await claim('first', 0)).toBe(true);
    expect(await claim('second', 0)).toBe(true);
    expect(await claim('first', 1)).toBe(false);
  });
});
