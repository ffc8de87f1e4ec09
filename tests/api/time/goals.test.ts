// /goal: targets per day, Monday week or calendar month for a time group or one of its sub groups,
// "at least" or "at most", answered with their progress in the period holding the asked day in the
// asked IANA zone (a stamp across local midnight split between the days, a 23-hour daylight-saving
// day, active stamps up to now); goals go with their group or sub group, and follow a sub group's
// stamps when it is moved into another; a table of bad inputs, each refused with its code and
// changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal, SubGroup, TimeGroup } from '../../../src/contract/types';
import { HOUR, MINUTE, startTimeApi, type TimeApi } from './timeApi';

const ZONE = 'Europe/Stockholm';

describe('goals', () => {
  let api: TimeApi;
  let work: TimeGroup;
  let coding: SubGroup;
  let mail: SubGroup;
  let daily: Goal;
  let weekly: Goal;
  let monthly: Goal;
  beforeAll(async () => {
    api = await startTimeApi();
    api.setNow('2026-11-25T12:00:00.000Z');
    work = await api.ok('createTimeGroup', { body: { name: 'Work' } });
    coding = await api.ok('createSubGroup', { body: { name: 'Coding', timeGroupId: work._id } });
    mail = await api.ok('createSubGroup', { body: { name: 'Mail', timeGroupId: work._id } });
    const stamp = (subGroup: SubGroup, startTime: string, endTime: string) =>
      api.ok('createTimeStamp', { body: { name: subGroup.name, timeGroupId: work._id, subGroupId: subGroup._id, startTime, endTime } });
    await stamp(coding, '2026-11-02T08:00:00.000Z', '2026-11-02T09:00:00.000Z'); // Monday three weeks before
    await stamp(coding, '2026-11-24T08:00:00.000Z', '2026-11-24T10:00:00.000Z'); // Tuesday
    await stamp(mail, '2026-11-25T08:00:00.000Z', '2026-11-25T09:00:00.000Z'); // Wednesday
  });
  afterAll(async () => {
    await api.t.close();
  });

  async function groupWithStamp(name: string, startTime: string, endTime?: string) {
    const group = await api.ok('createTimeGroup', { body: { name } });
    await api.ok('createTimeStamp', { body: { name, timeGroupId: group._id, startTime, ...(endTime === undefined ? {} : { endTime }) } });
    return group;
  }
  const progressOf = async (goal: Goal, date: string, timeZone = ZONE) =>
    (await api.ok('getGoals', { query: { timeGroupId: goal.timeGroupId, date, timeZone } })).find((found) => found._id === goal._id)!.progress;

  it('answers a new goal with its progress in the day, the Monday week or the month holding the asked date', async () => {
    daily = await api.ok('createGoal', { body: { timeGroupId: work._id, period: 'day', comparison: 'atLeast', targetMs: 2 * HOUR, date: '2026-11-25', timeZone: ZONE } });
    expect(daily).toEqual({
      _id: expect.stringMatching(/^[\w-]{12}$/),
      timeGroupId: work._id,
      period: 'day',
      comparison: 'atLeast',
      targetMs: 2 * HOUR,
      progress: { from: '2026-11-25', to: '2026-11-25', doneMs: HOUR, met: false },
    });
    weekly = await api.ok('createGoal', { body: { timeGroupId: work._id, period: 'week', comparison: 'atMost', targetMs: 3 * HOUR, date: '2026-11-25', timeZone: ZONE } });
    expect(weekly.progress).toEqual({ from: '2026-11-23', to: '2026-11-29', doneMs: 3 * HOUR, met: true });
    monthly = await api.ok('createGoal', {
      body: { timeGroupId: work._id, subGroupId: coding._id, period: 'month', comparison: 'atLeast', targetMs: 4 * HOUR, date: '2026-11-25', timeZone: ZONE },
    });
    expect(monthly).toMatchObject({ subGroupId: coding._id, progress: { from: '2026-11-01', to: '2026-11-30', doneMs: 3 * HOUR, met: false } });
  });

  it('reads progress for another day, and for today in the zone when no date is given', async () => {
    expect(await progressOf(daily, '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24', doneMs: 2 * HOUR, met: true });
    expect(await progressOf(weekly, '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22', doneMs: 0, met: true });
    expect(await progressOf(monthly, '2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-10-31', doneMs: 0, met: false });
    const today = await api.ok('getGoals', { query: { timeGroupId: work._id } });
    expect(today.map((goal) => goal.progress.from)).toEqual(['2026-11-25', '2026-11-23', '2026-11-01']);
  });

  it("answers a group's goals with its sub groups' (the group's own first, then day, week, month), or one sub group's", async () => {
    expect((await api.ok('getGoals', { query: { timeGroupId: work._id, date: '2026-11-25', timeZone: ZONE } })).map((goal) => goal._id)).toEqual([daily._id, weekly._id, monthly._id]);
    expect((await api.ok('getGoals', { query: { subGroupId: coding._id, date: '2026-11-25', timeZone: ZONE } })).map((goal) => goal._id)).toEqual([monthly._id]);
    expect(await api.ok('getGoals', { query: { subGroupId: mail._id } })).toEqual([]);
  });

  it('splits a stamp across local midnight between the days', async () => {
    // Sunday 22 November 22:00 to Monday 23 November 02:00 in Stockholm (UTC+1).
    const night = await groupWithStamp('Night', '2026-11-22T21:00:00.000Z', '2026-11-23T01:00:00.000Z');
    const goal = await api.ok('createGoal', { body: { timeGroupId: night._id, period: 'day', comparison: 'atLeast', targetMs: 3 * HOUR, date: '2026-11-22', timeZone: ZONE } });
    expect(goal.progress).toEqual({ from: '2026-11-22', to: '2026-11-22', doneMs: 2 * HOUR, met: false });
    expect(await progressOf(goal, '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23', doneMs: 2 * HOUR, met: false });
    // In UTC three of its four hours are on the Sunday.
    expect(await progressOf(goal, '2026-11-22', 'UTC')).toEqual({ from: '2026-11-22', to: '2026-11-22', doneMs: 3 * HOUR, met: true });
    // The week goal sees both halves in different weeks (Sunday ends one, Monday starts the next).
    const week = await api.ok('createGoal', { body: { timeGroupId: night._id, period: 'week', comparison: 'atMost', targetMs: HOUR, date: '2026-11-23', timeZone: ZONE } });
    expect(week.progress).toEqual({ from: '2026-11-23', to: '2026-11-29', doneMs: 2 * HOUR, met: false });
  });

  it('gives the spring-forward day 23 hours', async () => {
    // Noon Saturday 28 March to noon Monday 30 March, local; the clocks go forward on the Sunday.
    const spring = await groupWithStamp('Spring', '2026-03-28T11:00:00.000Z', '2026-03-30T10:00:00.000Z');
    const goal = await api.ok('createGoal', { body: { timeGroupId: spring._id, period: 'day', comparison: 'atMost', targetMs: 23 * HOUR, date: '2026-03-29', timeZone: ZONE } });
    expect(goal.progress).toEqual({ from: '2026-03-29', to: '2026-03-29', doneMs: 23 * HOUR, met: true });
    expect(await progressOf(goal, '2026-03-29', 'UTC')).toEqual({ from: '2026-03-29', to: '2026-03-29', doneMs: 24 * HOUR, met: false });
  });

  it('counts an active stamp up to now, so an "at least" goal is met as time goes on', async () => {
    const running = await groupWithStamp('Running', '2026-11-25T11:30:00.000Z');
    const goal = await api.ok('createGoal', { body: { timeGroupId: running._id, period: 'day', comparison: 'atLeast', targetMs: HOUR, timeZone: ZONE } });
    expect(goal.progress).toEqual({ from: '2026-11-25', to: '2026-11-25', doneMs: 30 * MINUTE, met: false });
    api.advance(30 * MINUTE);
    expect(await progressOf(goal, '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25', doneMs: HOUR, met: true });
  });

  it('changes a goal: its target, period and comparison, its sub group, or its group', async () => {
    const changed = await api.ok('updateGoal', { body: { goalId: monthly._id, targetMs: 3 * HOUR, date: '2026-11-25', timeZone: ZONE } });
    expect(changed).toEqual({ ...monthly, targetMs: 3 * HOUR, progress: { ...monthly.progress, met: true } });
    const weekOfMail = await api.ok('updateGoal', { body: { goalId: monthly._id, period: 'week', comparison: 'atMost', subGroupId: mail._id, date: '2026-11-25', timeZone: ZONE } });
    expect(weekOfMail).toMatchObject({ subGroupId: mail._id, period: 'week', comparison: 'atMost', targetMs: 3 * HOUR, progress: { from: '2026-11-23', doneMs: HOUR, met: true } });
    const whole = await api.ok('updateGoal', { body: { goalId: monthly._id, subGroupId: null, date: '2026-11-25', timeZone: ZONE } });
    expect(whole).not.toHaveProperty('subGroupId');
    expect(whole.progress.doneMs).toBe(3 * HOUR);
    // Back on a sub group, then to another group without one: it becomes that group's whole goal.
    await api.ok('updateGoal', { body: { goalId: monthly._id, subGroupId: coding._id } });
    const other = await api.ok('createTimeGroup', { body: { name: 'Other' } });
    const moved = await api.ok('updateGoal', { body: { goalId: monthly._id, timeGroupId: other._id } });
    expect(moved).toMatchObject({ timeGroupId: other._id, progress: { doneMs: 0 } });
    expect(moved).not.toHaveProperty('subGroupId');
    monthly = await api.ok('updateGoal', { body: { goalId: monthly._id, timeGroupId: work._id, subGroupId: coding._id, period: 'month', comparison: 'atLeast' } });
    expect(monthly).toMatchObject({ timeGroupId: work._id, subGroupId: coding._id, period: 'month', comparison: 'atLeast', targetMs: 3 * HOUR });
  });

  it("moves a sub group's goals with its stamps into the sub group it is moved into", async () => {
    const home = await api.ok('createTimeGroup', { body: { name: 'Home' } });
    const reading = await api.ok('createSubGroup', { body: { name: 'Reading', timeGroupId: home._id } });
    await api.ok('updateSubGroup', { body: { subGroupId: coding._id, moveSubGroup: true, newSubGroupId: reading._id } });
    const goal = (await api.ok('getGoals', { query: { subGroupId: reading._id, date: '2026-11-25', timeZone: ZONE } }))[0];
    expect(goal).toEqual({ ...monthly, timeGroupId: home._id, subGroupId: reading._id });
    expect((await api.ok('getGoals', { query: { timeGroupId: work._id } })).map((found) => found._id)).toEqual([daily._id, weekly._id]);
    monthly = goal!;
  });

  it('deletes the goals of a deleted sub group, and of a deleted group', async () => {
    const home = monthly.timeGroupId;
    const homeGoal = await api.ok('createGoal', { body: { timeGroupId: home, period: 'day', comparison: 'atLeast', targetMs: HOUR } });
    await api.ok('deleteSubGroup', { query: { subGroupId: monthly.subGroupId! } });
    expect((await api.ok('getGoals', { query: { timeGroupId: home } })).map((goal) => goal._id)).toEqual([homeGoal._id]);
    await api.ok('deleteTimeGroup', { query: { timeGroupId: home } });
    const left = (await api.snapshot()).time_goal!.map((row) => JSON.parse(row) as { time_group_id: string });
    expect(left.filter((row) => row.time_group_id === home)).toEqual([]);
    expect(await api.ok('deleteGoal', { query: { goalId: daily._id } })).toBeNull();
    expect((await api.ok('getGoals', { query: { timeGroupId: work._id } })).map((goal) => goal._id)).toEqual([weekly._id]);
  });

  describe('bad input is refused with its code and changes nothing', () => {
    const nobody = 'AAAAAAAAAAAA';
    let other: TimeGroup;
    let otherSub: SubGroup;
    beforeAll(async () => {
      other = await api.ok('createTimeGroup', { body: { name: 'Elsewhere' } });
      otherSub = await api.ok('createSubGroup', { body: { name: 'Far', timeGroupId: other._id } });
    });
    const goal = (fields: Record<string, unknown>) => ({ timeGroupId: work._id, period: 'day', comparison: 'atLeast', targetMs: HOUR, ...fields }) as never;

    const cases: Array<[string, (api: TimeApi) => ReturnType<TimeApi['call']>, number, string]> = [
      ['a target of 0', (x) => x.call('createGoal', { body: goal({ targetMs: 0 }) }), 400, 'VALIDATION_FAILED'],
      ['a negative target', (x) => x.call('createGoal', { body: goal({ targetMs: -HOUR }) }), 400, 'VALIDATION_FAILED'],
      ['a target that is not whole milliseconds', (x) => x.call('createGoal', { body: goal({ targetMs: 1.5 }) }), 400, 'VALIDATION_FAILED'],
      ['a target longer than 31 days', (x) => x.call('createGoal', { body: goal({ targetMs: 31 * 24 * HOUR + 1 }) }), 400, 'VALIDATION_FAILED'],
      ['a target as text', (x) => x.call('createGoal', { body: goal({ targetMs: '3600000' }) }), 400, 'VALIDATION_FAILED'],
      ['an unknown period', (x) => x.call('createGoal', { body: goal({ period: 'year' }) }), 400, 'VALIDATION_FAILED'],
      ['an unknown comparison', (x) => x.call('createGoal', { body: goal({ comparison: 'exactly' }) }), 400, 'VALIDATION_FAILED'],
      ['a goal without a group', (x) => x.call('createGoal', { body: goal({ timeGroupId: undefined }) }), 400, 'VALIDATION_FAILED'],
      ['a goal for a group nobody has', (x) => x.call('createGoal', { body: goal({ timeGroupId: nobody }) }), 404, 'TIME_GROUP_NOT_FOUND'],
      ["a goal for another group's sub group", (x) => x.call('createGoal', { body: goal({ subGroupId: otherSub._id }) }), 404, 'SUB_GROUP_NOT_FOUND'],
      ['a goal for a sub group nobody has', (x) => x.call('createGoal', { body: goal({ subGroupId: nobody }) }), 404, 'SUB_GROUP_NOT_FOUND'],
      ['a goal asked in an unknown zone', (x) => x.call('createGoal', { body: goal({ timeZone: 'Mars/Olympus' }) }), 400, 'INVALID_TIME_ZONE'],
      ['a goal asked for a day that does not exist', (x) => x.call('createGoal', { body: goal({ date: '2026-02-30' }) }), 400, 'VALIDATION_FAILED'],
      ['changing a goal nobody has', (x) => x.call('updateGoal', { body: { goalId: nobody, targetMs: HOUR } }), 404, 'GOAL_NOT_FOUND'],
      ['changing nothing', (x) => x.call('updateGoal', { body: { goalId: weekly._id, timeZone: ZONE } }), 400, 'NOTHING_TO_CHANGE'],
      ['changing a target to 0', (x) => x.call('updateGoal', { body: { goalId: weekly._id, targetMs: 0 } }), 400, 'VALIDATION_FAILED'],
      ["moving a goal to another group's sub group", (x) => x.call('updateGoal', { body: { goalId: weekly._id, subGroupId: otherSub._id } }), 404, 'SUB_GROUP_NOT_FOUND'],
      ['moving a goal to a group nobody has', (x) => x.call('updateGoal', { body: { goalId: weekly._id, timeGroupId: nobody } }), 404, 'TIME_GROUP_NOT_FOUND'],
      ['changing a goal in an unknown zone', (x) => x.call('updateGoal', { body: { goalId: weekly._id, targetMs: HOUR, timeZone: '+01:00' } }), 400, 'INVALID_TIME_ZONE'],
      ['deleting a goal nobody has', (x) => x.call('deleteGoal', { query: { goalId: nobody } }), 404, 'GOAL_NOT_FOUND'],
      ['deleting a goal with a malformed id', (x) => x.call('deleteGoal', { query: { goalId: 'nope' } }), 400, 'VALIDATION_FAILED'],
      ['reading goals by group and sub group at once', (x) => x.call('getGoals', { query: { timeGroupId: work._id, subGroupId: mail._id } }), 400, 'ONE_QUERY_AT_A_TIME'],
      ['reading goals of a group nobody has', (x) => x.call('getGoals', { query: { timeGroupId: nobody } }), 404, 'TIME_GROUP_NOT_FOUND'],
      ['reading goals of a sub group nobody has', (x) => x.call('getGoals', { query: { subGroupId: nobody } }), 404, 'SUB_GROUP_NOT_FOUND'],
      ['reading goals in an unknown zone', (x) => x.call('getGoals', { query: { timeZone: 'Mars/Olympus' } }), 400, 'INVALID_TIME_ZONE'],
      ['reading goals for a day in another format', (x) => x.call('getGoals', { query: { date: '25/11/2026' } }), 400, 'VALIDATION_FAILED'],
    ];

    it.each(cases)('%s', async (_what, attempt, status, code) => {
      const before = await api.snapshot();
      const answer = await attempt(api);
      expect(answer.statusCode).toBe(status);
      expect(answer.body).toMatchObject({ status: false, error: { code } });
      expect(await api.snapshot()).toEqual(before);
    });
  });
});
