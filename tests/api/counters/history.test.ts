// Proves /counter-history: a counter's deltas summed per local day or per Monday week in the
// caller's zone, zero-filled, in order: an event a second either side of local midnight falls on
// its own day, days when the clocks change in Stockholm hold 23 or 25 hours, and weeks are whole
// Monday-to-Sunday weeks cut at local midnight. Reversed, too long or unzoned ranges are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, QueryOf } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import { expectRefusal, startCountersApi, type Counter, type CountersApi } from './countersApi';

const STOCKHOLM = 'Europe/Stockholm';

describe('counter history', () => {
  let api: CountersApi;
  let autumn: Counter;
  let spring: Counter;

  /** Adds `delta` at the instant `iso` (UTC). */
  async function at(counter: Counter, iso: string, delta: number) {
    api.setNow(iso);
    await api.add(counter._id, delta);
  }

  function history(counter: Counter, by: 'day' | 'week', from: string, to: string, timeZone?: string) {
    return api.ok('getCounterHistory', { query: { counterId: counter._id, by, from, to, ...(timeZone === undefined ? {} : { timeZone }) } });
  }

  const totals = (answer: Awaited<ReturnType<typeof history>>) => answer.periods.map(({ from, to, total }) => (from === to ? [from, total] : [from, to, total]));

  beforeAll(async () => {
    api = await startCountersApi('hilda');
    const group = await api.makeGroup('Clocks');
    autumn = await api.makeCounter(group._id, 'Autumn');
    spring = await api.makeCounter(group._id, 'Spring');
    // Summer time ends in Stockholm at 01:00 UTC on Sunday 25 October 2026: that day has 25 hours,
    // from 22:00 UTC on the 24th to 23:00 UTC on the 25th.
    await at(autumn, '2026-10-24T21:59:59.000Z', 1); // 23:59:59 on the 24th in Stockholm
    await at(autumn, '2026-10-24T22:00:00.000Z', 10); // midnight: the 25th
    await at(autumn, '2026-10-25T00:30:00.000Z', 100); // 02:30 summer time
    await at(autumn, '2026-10-25T01:30:00.000Z', 1000); // 02:30 again, winter time
    await at(autumn, '2026-10-25T22:59:59.000Z', 10_000); // 23:59:59 on the 25th (Sunday)
    await at(autumn, '2026-10-25T23:00:00.000Z', 100_000); // midnight: Monday the 26th
    await at(autumn, '2026-10-25T23:30:00.000Z', -3); // still Monday the 26th
    // Summer time starts at 01:00 UTC on Sunday 29 March 2026: that day has 23 hours, from 23:00
    // UTC on the 28th to 22:00 UTC on the 29th.
    await at(spring, '2026-03-28T23:00:00.000Z', 1);
    await at(spring, '2026-03-29T21:59:59.000Z', 2);
    await at(spring, '2026-03-29T22:00:00.000Z', 4);
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('sums each local day in Stockholm, the 25-hour autumn day holding both 02:30s, zero-filled', async () => {
    const answer = await history(autumn, 'day', '2026-10-23', '2026-10-27', STOCKHOLM);
    expect(answer).toMatchObject({ counterId: autumn._id, by: 'day', timeZone: STOCKHOLM });
    expect(totals(answer)).toEqual([
      ['2026-10-23', 0],
      ['2026-10-24', 1],
      ['2026-10-25', 11_110],
      ['2026-10-26', 99_997],
      ['2026-10-27', 0],
    ]);
  });

  it('cuts the same events at UTC midnight when no zone is given', async () => {
    expect(totals(await history(autumn, 'day', '2026-10-24', '2026-10-26'))).toEqual([
      ['2026-10-24', 11],
      ['2026-10-25', 111_097],
      ['2026-10-26', 0],
    ]);
  });

  it('gives the 23-hour spring day only its own hours', async () => {
    expect(totals(await history(spring, 'day', '2026-03-28', '2026-03-30', STOCKHOLM))).toEqual([
      ['2026-03-28', 0],
      ['2026-03-29', 3],
      ['2026-03-30', 4],
    ]);
  });

  it('sums whole Monday weeks holding the range, cut at local midnight', async () => {
    // Wednesday the 21st to Wednesday the 28th: the weeks of Monday 19 and Monday 26 October.
    expect(totals(await history(autumn, 'week', '2026-10-21', '2026-10-28', STOCKHOLM))).toEqual([
      ['2026-10-19', '2026-10-25', 11_111],
      ['2026-10-26', '2026-11-01', 99_997],
    ]);
    // In UTC, Sunday the 25th runs to 23:59:59 UTC: both last events are still in the first week.
    expect(totals(await history(autumn, 'week', '2026-10-21', '2026-10-28'))).toEqual([
      ['2026-10-19', '2026-10-25', 111_108],
      ['2026-10-26', '2026-11-01', 0],
    ]);
  });

  it('answers a year by day and three years by week', async () => {
    expect((await history(autumn, 'day', '2026-01-01', '2027-01-01', STOCKHOLM)).periods).toHaveLength(366);
    const weeks = await history(autumn, 'week', '2025-01-01', '2027-12-31', STOCKHOLM);
    expect(weeks.periods.reduce((sum, period) => sum + period.total, 0)).toBe(111_108);
  });

  const refusals: Array<[string, () => Partial<QueryOf<'getCounterHistory'>>, number, ErrorCode]> = [
    ['a reversed range', () => ({ from: '2026-10-27', to: '2026-10-26' }), 400, 'RANGE_REVERSED'],
    ['367 days by day', () => ({ from: '2026-01-01', to: '2027-01-02' }), 400, 'RANGE_TOO_LONG'],
    ['1,097 days by week', () => ({ by: 'week', from: '2024-01-01', to: '2027-01-01' }), 400, 'RANGE_TOO_LONG'],
    ['an unknown zone', () => ({ timeZone: 'Europe/Gondor' }), 400, 'INVALID_TIME_ZONE'],
    ['an unknown counter', () => ({ counterId: newId() }), 404, 'COUNTER_NOT_FOUND'],
  ];
  it.each(refusals)('refuses %s', async (_name, query, status, code) => {
    const base = { counterId: autumn._id, by: 'day' as const, from: '2026-10-20', to: '2026-10-27' };
    expectRefusal(await api.call('getCounterHistory', { query: { ...base, ...query() } }), status, code);
  });

  it('refuses a day that does not exist and an unknown cut (400 VALIDATION_FAILED)', async () => {
    const base = { counterId: autumn._id, by: 'day', from: '2026-02-01', to: '2026-02-28' };
    const impossible = await api.call('getCounterHistory', { query: { ...base, to: '2026-02-30' } as QueryOf<'getCounterHistory'> });
    expect(impossible.body).toEqual(errorOf('VALIDATION_FAILED', 'to must be a valid date'));
    const monthly = await api.call('getCounterHistory', { query: { ...base, by: 'month' } as unknown as QueryOf<'getCounterHistory'> });
    expect(monthly.body).toEqual(errorOf('VALIDATION_FAILED', 'by must be one of: day, week'));
  });
});
