// GET /time-group's period totals: milliseconds for the asked day in the asked IANA zone, weeks
// from Monday, a stamp across local midnight on both days by its part in each, 23- and 25-hour
// daylight-saving days, active stamps up to now, and shallow and one-group answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeGroup } from '../../../src/contract/types';
import { HOUR, MINUTE, startTimeApi, type TimeApi } from './timeApi';

const ZONE = 'Europe/Stockholm';
const zeros = { today: 0, yesterDay: 0, currentWeek: 0, lastWeek: 0, currentMonth: 0, lastMonth: 0, total: 0 };

describe('time group totals', () => {
  let api: TimeApi;
  beforeAll(async () => {
    api = await startTimeApi();
  });
  afterAll(async () => {
    await api.t.close();
  });

  async function groupWith(name: string, stamps: Array<[string, string | undefined]>): Promise<TimeGroup> {
    const group = await api.ok('createTimeGroup', { body: { name } });
    for (const [startTime, endTime] of stamps) {
      // Each stamp in a sub group of its own, so an open one never blocks the next.
      await api.ok('createTimeStamp', { body: { name: `${name} ${startTime}`, timeGroupId: group._id, startTime, ...(endTime === undefined ? {} : { endTime }) } });
    }
    return group;
  }

  async function totals(group: TimeGroup, date: string, timeZone = ZONE) {
    const answer = await api.ok('getTimeGroups', { query: { timeGroupId: group._id, date, timeZone } });
    if (Array.isArray(answer)) throw new Error('timeGroupId answers one group');
    const { today, yesterDay, currentWeek, lastWeek, currentMonth, lastMonth, total } = answer;
    return { today, yesterDay, currentWeek, lastWeek, currentMonth, lastMonth, total };
  }

  it('counts a stamp across local midnight on both days by its part in each, and in both weeks across Sunday night', async () => {
    // Sunday 22 November 22:00 to Monday 23 November 02:00 in Stockholm (UTC+1).
    const group = await groupWith('Night shift', [['2026-11-22T21:00:00.000Z', '2026-11-23T01:00:00.000Z']]);
    expect(await totals(group, '2026-11-23')).toEqual({ today: 2 * HOUR, yesterDay: 2 * HOUR, currentWeek: 2 * HOUR, lastWeek: 2 * HOUR, currentMonth: 4 * HOUR, lastMonth: 0, total: 4 * HOUR });
    // The same stamp seen from UTC: one hour after midnight, three before.
    expect(await totals(group, '2026-11-23', 'UTC')).toMatchObject({ today: HOUR, yesterDay: 3 * HOUR, currentWeek: HOUR, lastWeek: 3 * HOUR });
    // A day later it is all in the past day and the current week holds only Monday's part.
    expect(await totals(group, '2026-11-24')).toMatchObject({ today: 0, yesterDay: 2 * HOUR, currentWeek: 2 * HOUR, lastWeek: 2 * HOUR });
  });

  it('splits a stamp across a month boundary between the months', async () => {
    // 31 October 23:00 to 1 November 01:00 in Stockholm (UTC+1 after the October change).
    const group = await groupWith('Halloween', [['2026-10-31T22:00:00.000Z', '2026-11-01T00:00:00.000Z']]);
    expect(await totals(group, '2026-11-01')).toEqual({ today: HOUR, yesterDay: HOUR, currentWeek: 2 * HOUR, lastWeek: 0, currentMonth: HOUR, lastMonth: HOUR, total: 2 * HOUR });
  });

  it('gives the spring-forward day 23 hours and the fall-back day 25', async () => {
    // Stamps from noon the day before to noon the day after cover each local day whole.
    const spring = await groupWith('Spring', [['2026-03-28T11:00:00.000Z', '2026-03-30T10:00:00.000Z']]);
    expect(await totals(spring, '2026-03-29')).toMatchObject({ today: 23 * HOUR, yesterDay: 12 * HOUR });
    const autumn = await groupWith('Autumn', [['2026-10-24T10:00:00.000Z', '2026-10-26T11:00:00.000Z']]);
    expect(await totals(autumn, '2026-10-25')).toMatchObject({ today: 25 * HOUR, yesterDay: 12 * HOUR });
    // In UTC, which has no daylight saving, the same days are 24 hours long.
    expect(await totals(autumn, '2026-10-25', 'UTC')).toMatchObject({ today: 24 * HOUR });
  });

  it('counts an active stamp up to now, and further as time goes on', async () => {
    api.setNow('2026-11-23T12:00:00.000Z');
    const group = await groupWith('Running', [['2026-11-23T11:30:00.000Z', undefined]]);
    expect(await totals(group, '2026-11-23')).toMatchObject({ today: 30 * MINUTE, currentWeek: 30 * MINUTE, total: 30 * MINUTE });
    api.advance(10 * MINUTE);
    expect(await totals(group, '2026-11-23')).toMatchObject({ today: 40 * MINUTE, total: 40 * MINUTE });
    // Asked about tomorrow, today holds nothing of it yet, and yesterDay has what it has so far.
    expect(await totals(group, '2026-11-24')).toMatchObject({ today: 0, yesterDay: 40 * MINUTE });
  });

  it("answers every group with its usage and active stamp, each group's totals its own", async () => {
    const other = await api.t.app.inject({ method: 'GET', url: '/api/time-group?date=2026-11-23&timeZone=Europe%2FStockholm', headers: { 'x-access-token': api.user.access.token } });
    const groups = (other.json() as { data: TimeGroup[] }).data;
    // By name: the list screen sorts by usage and period totals itself (spec §2).
    expect(groups.map((group) => [group.name, group.usage, group.today])).toEqual([
      ['Autumn', 1, 0],
      ['Halloween', 1, 0],
      ['Night shift', 1, 2 * HOUR],
      ['Running', 1, 40 * MINUTE],
      ['Spring', 1, 0],
    ]);
    expect(groups.find((group) => group.name === 'Running')?.activeStamp).toMatchObject({ startTime: '2026-11-23T11:30:00.000Z' });
    expect(groups.filter((group) => group.activeStamp !== null)).toHaveLength(1);
  });

  it('answers names and ids only with shallow=true, and one group with its sub groups with timeGroupId', async () => {
    const shallow = await api.ok('getTimeGroups', { query: { shallow: true } });
    expect(shallow).toEqual(['Autumn', 'Halloween', 'Night shift', 'Running', 'Spring'].map((name) => ({ _id: expect.any(String), name })));
    const fresh = await api.ok('createTimeGroup', { body: { name: 'Fresh' } });
    expect(fresh).toMatchObject({ ...zeros, usage: 0, tags: [], activeStamp: null });
    await api.ok('createSubGroup', { body: { name: 'Reading', timeGroupId: fresh._id } });
    const one = await api.ok('getTimeGroups', { query: { timeGroupId: fresh._id } });
    expect(one).toEqual({ ...fresh, subGroups: [{ _id: expect.any(String), name: 'Reading', timeGroupId: fresh._id, usage: 0, activeStamp: null }] });
  });

  it('defaults to today in UTC when no date or zone is given', async () => {
    api.setNow('2026-11-23T00:30:00.000Z');
    const group = await groupWith('Early', [['2026-11-22T23:30:00.000Z', '2026-11-23T00:30:00.000Z']]);
    const answer = await api.ok('getTimeGroups', { query: { timeGroupId: group._id } });
    expect(answer).toMatchObject({ today: 30 * MINUTE, yesterDay: 30 * MINUTE });
  });

  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 400, 'INVALID_TIME_ZONE'],
    ['an offset instead of a zone name', { timeZone: '+02:00' }, 400, 'INVALID_TIME_ZONE'],
    ['a date that does not exist', { date: '2026-02-30' }, 400, 'VALIDATION_FAILED'],
    ['a date in another format', { date: '23/11/2026' }, 400, 'VALIDATION_FAILED'],
    ['shallow with a group id', { shallow: true, timeGroupId: 'AAAAAAAAAAAA' }, 400, 'ONE_QUERY_AT_A_TIME'],
    ['a group id nobody has', { timeGroupId: 'AAAAAAAAAAAA' }, 404, 'TIME_GROUP_NOT_FOUND'],
  ] as const)('refuses %s', async (_what, query, status, code) => {
    const answer = await api.call('getTimeGroups', { query });
    expect(answer.statusCode).toBe(status);
    expect(answer.body).toMatchObject({ status: false, error: { code } });
  });
});
