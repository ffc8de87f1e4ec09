// GET /time-total: the time per group and sub group in every day, Monday week, calendar month or
// the whole of a date range in the asked IANA zone: a stamp across local midnight split between
// the days, a 23-hour daylight-saving day, weeks and months clipped to the range, empty periods
// kept, groups with nothing left out, active stamps up to now; a table of bad inputs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryOf, TimeGroup } from '../../../src/contract/types';
import { HOUR, MINUTE, startTimeApi, type TimeApi } from './timeApi';

const ZONE = 'Europe/Stockholm';

describe('time totals over a range', () => {
  let api: TimeApi;
  beforeAll(async () => {
    api = await startTimeApi();
  });
  afterAll(async () => {
    await api.t.close();
  });

  async function stamp(group: TimeGroup, name: string, startTime: string, endTime?: string) {
    return api.ok('createTimeStamp', { body: { name, timeGroupId: group._id, startTime, ...(endTime === undefined ? {} : { endTime }) } });
  }
  const totals = (query: QueryOf<'getTimeTotals'>) => api.ok('getTimeTotals', { query });
  /** Each period as [from, to, totalMs]. */
  const cuts = async (query: QueryOf<'getTimeTotals'>) => (await totals(query)).periods.map((period) => [period.from, period.to, period.totalMs]);

  let night: TimeGroup;
  beforeAll(async () => {
    night = await api.ok('createTimeGroup', { body: { name: 'Night' } });
    // Sunday 22 November 22:00 to Monday 23 November 02:00 in Stockholm (UTC+1).
    await stamp(night, 'Shift', '2026-11-22T21:00:00.000Z', '2026-11-23T01:00:00.000Z');
  });

  it('splits a stamp across local midnight between the days, keeping the empty days', async () => {
    const answer = await totals({ from: '2026-11-21', to: '2026-11-24', timeZone: ZONE, by: 'day', timeGroupId: night._id });
    expect(answer).toMatchObject({ from: '2026-11-21', to: '2026-11-24', by: 'day' });
    const shift = (ms: number) => [{ timeGroupId: night._id, name: 'Night', ms, subGroups: [{ subGroupId: expect.any(String), name: 'Shift', ms }] }];
    expect(answer.periods).toEqual([
      { from: '2026-11-21', to: '2026-11-21', totalMs: 0, groups: [] },
      { from: '2026-11-22', to: '2026-11-22', totalMs: 2 * HOUR, groups: shift(2 * HOUR) },
      { from: '2026-11-23', to: '2026-11-23', totalMs: 2 * HOUR, groups: shift(2 * HOUR) },
      { from: '2026-11-24', to: '2026-11-24', totalMs: 0, groups: [] },
    ]);
    // A range that starts or ends inside the stamp counts only its part inside the range.
    expect(await cuts({ from: '2026-11-23', to: '2026-11-23', timeZone: ZONE, timeGroupId: night._id })).toEqual([['2026-11-23', '2026-11-23', 2 * HOUR]]);
    expect(await cuts({ from: '2026-11-20', to: '2026-11-22', timeZone: ZONE, by: 'week', timeGroupId: night._id })).toEqual([['2026-11-20', '2026-11-22', 2 * HOUR]]);
    // The same stamp in UTC: three hours before midnight, one after.
    expect(await cuts({ from: '2026-11-22', to: '2026-11-23', timeZone: 'UTC', by: 'day', timeGroupId: night._id })).toEqual([
      ['2026-11-22', '2026-11-22', 3 * HOUR],
      ['2026-11-23', '2026-11-23', HOUR],
    ]);
  });

  it('cuts weeks at Monday, clipping the first and last to the range', async () => {
    // Wednesday 18 November to Wednesday 2 December.
    expect(await cuts({ from: '2026-11-18', to: '2026-12-02', timeZone: ZONE, by: 'week', timeGroupId: night._id })).toEqual([
      ['2026-11-18', '2026-11-22', 2 * HOUR],
      ['2026-11-23', '2026-11-29', 2 * HOUR],
      ['2026-11-30', '2026-12-02', 0],
    ]);
  });

  it('cuts calendar months, clipping the first and last to the range, and splits a stamp across a month boundary', async () => {
    const halloween = await api.ok('createTimeGroup', { body: { name: 'Halloween' } });
    // 31 October 23:00 to 1 November 01:00 in Stockholm.
    await stamp(halloween, 'Party', '2026-10-31T22:00:00.000Z', '2026-11-01T00:00:00.000Z');
    expect(await cuts({ from: '2026-10-15', to: '2026-12-02', timeZone: ZONE, by: 'month', timeGroupId: halloween._id })).toEqual([
      ['2026-10-15', '2026-10-31', HOUR],
      ['2026-11-01', '2026-11-30', HOUR],
      ['2026-12-01', '2026-12-02', 0],
    ]);
  });

  it('gives the spring-forward day 23 hours', async () => {
    const spring = await api.ok('createTimeGroup', { body: { name: 'Spring' } });
    // Noon Saturday 28 March to noon Monday 30 March, local; the clocks go forward on the Sunday.
    await stamp(spring, 'Awake', '2026-03-28T11:00:00.000Z', '2026-03-30T10:00:00.000Z');
    expect(await cuts({ from: '2026-03-28', to: '2026-03-30', timeZone: ZONE, by: 'day', timeGroupId: spring._id })).toEqual([
      ['2026-03-28', '2026-03-28', 12 * HOUR],
      ['2026-03-29', '2026-03-29', 23 * HOUR],
      ['2026-03-30', '2026-03-30', 12 * HOUR],
    ]);
    expect(await cuts({ from: '2026-03-29', to: '2026-03-29', timeZone: 'UTC', by: 'day', timeGroupId: spring._id })).toEqual([['2026-03-29', '2026-03-29', 24 * HOUR]]);
  });

  it('counts an active stamp up to now, and further as time goes on', async () => {
    api.setNow('2026-11-25T12:00:00.000Z');
    const running = await api.ok('createTimeGroup', { body: { name: 'Running' } });
    await stamp(running, 'Now', '2026-11-25T11:30:00.000Z');
    const query = { from: '2026-11-25', to: '2026-11-26', timeZone: ZONE, by: 'day', timeGroupId: running._id } as const;
    expect(await cuts(query)).toEqual([
      ['2026-11-25', '2026-11-25', 30 * MINUTE],
      ['2026-11-26', '2026-11-26', 0],
    ]);
    api.advance(10 * MINUTE);
    expect(await cuts(query)).toEqual([
      ['2026-11-25', '2026-11-25', 40 * MINUTE],
      ['2026-11-26', '2026-11-26', 0],
    ]);
  });

  it('answers every group with time in a period by name, its sub groups by name, and leaves out those with none', async () => {
    const work = await api.ok('createTimeGroup', { body: { name: 'Work' } });
    await api.ok('createTimeGroup', { body: { name: 'Idle' } });
    await stamp(work, 'Mail', '2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z');
    await stamp(work, 'Coding', '2026-11-24T09:00:00.000Z', '2026-11-24T11:00:00.000Z');
    await api.ok('createSubGroup', { body: { name: 'Meetings', timeGroupId: work._id } });
    // No by: the whole range is one period.
    const answer = await totals({ from: '2026-11-22', to: '2026-11-24', timeZone: ZONE });
    expect(answer.by).toBe('range');
    expect(answer.periods).toHaveLength(1);
    const [period] = answer.periods;
    expect(period).toMatchObject({ from: '2026-11-22', to: '2026-11-24', totalMs: 7 * HOUR });
    expect(period!.groups.map((group) => [group.name, group.ms, group.subGroups.map((sub) => [sub.name, sub.ms])])).toEqual([
      ['Night', 4 * HOUR, [['Shift', 4 * HOUR]]],
      ['Work', 3 * HOUR, [['Coding', 2 * HOUR], ['Mail', HOUR]]],
    ]);
  });

  it('reads a quarter by day, half a year by week and three years by month', async () => {
    expect((await totals({ from: '2026-08-25', to: '2026-11-25', timeZone: ZONE, by: 'day' })).periods).toHaveLength(93);
    expect((await totals({ from: '2026-05-27', to: '2026-11-25', timeZone: ZONE, by: 'week' })).periods).toHaveLength(27);
    const months = (await totals({ from: '2023-11-26', to: '2026-11-25', timeZone: ZONE, by: 'month' })).periods;
    expect([months.length, months[0]!.from, months[0]!.to, months.at(-1)!.from, months.at(-1)!.to]).toEqual([37, '2023-11-26', '2023-11-30', '2026-11-01', '2026-11-25']);
  });

  describe('bad input is refused with its code and changes nothing', () => {
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['from after to', { from: '2026-11-25', to: '2026-11-24' }, 400, 'RANGE_REVERSED'],
      ['more than 93 days by day', { from: '2026-08-24', to: '2026-11-25', by: 'day' }, 400, 'RANGE_TOO_LONG'],
      ['more than 183 days by week', { from: '2026-05-26', to: '2026-11-25', by: 'week' }, 400, 'RANGE_TOO_LONG'],
      ['more than 1,096 days by month', { from: '2023-11-25', to: '2026-11-25', by: 'month' }, 400, 'RANGE_TOO_LONG'],
      ['more than 1,096 days as one range', { from: '2023-11-25', to: '2026-11-25' }, 400, 'RANGE_TOO_LONG'],
      ['a range without from', { to: '2026-11-25' }, 400, 'VALIDATION_FAILED'],
      ['a range without to', { from: '2026-11-25' }, 400, 'VALIDATION_FAILED'],
      ['a day that does not exist', { from: '2026-02-29', to: '2026-03-01' }, 400, 'VALIDATION_FAILED'],
      ['a day in another format', { from: '25/11/2026', to: '2026-11-25' }, 400, 'VALIDATION_FAILED'],
      ['an unknown cut', { from: '2026-11-25', to: '2026-11-25', by: 'year' }, 400, 'VALIDATION_FAILED'],
      ['an unknown zone', { from: '2026-11-25', to: '2026-11-25', timeZone: 'Mars/Olympus' }, 400, 'INVALID_TIME_ZONE'],
      ['a malformed group id', { from: '2026-11-25', to: '2026-11-25', timeGroupId: 'nope' }, 400, 'VALIDATION_FAILED'],
      ['a group nobody has', { from: '2026-11-25', to: '2026-11-25', timeGroupId: 'AAAAAAAAAAAA' }, 404, 'TIME_GROUP_NOT_FOUND'],
    ];

    it.each(cases)('%s', async (_what, query, status, code) => {
      const before = await api.snapshot();
      const answer = await api.call('getTimeTotals', { query: query as never });
      expect(answer.statusCode).toBe(status);
      expect(answer.body).toMatchObject({ status: false, error: { code } });
      expect(await api.snapshot()).toEqual(before);
    });
  });
});
