// POST, PUT, GET and DELETE /time-stamp: stamping in by name, stopping, editing an ended stamp
// (the group's totals change by the difference), reopening, deleting, the query modes with
// totalPages, and a table of bad inputs, each refused with its code and changing nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TimeGroup } from '../../../src/contract/types';
import { HOUR, MINUTE, startTimeApi, type TimeApi } from './timeApi';

describe('time stamps', () => {
  let api: TimeApi;
  let group: TimeGroup;
  beforeAll(async () => {
    api = await startTimeApi({ pageSize: 2 });
    group = await api.ok('createTimeGroup', { body: { name: 'Work' } });
  });
  afterAll(async () => {
    await api.t.close();
  });
  afterEach(async () => {
    // The kept all-time sums and counts never drift from the stamps, whatever the test did.
    const { kept, summed } = await api.keptAndSummed();
    expect(kept).toEqual(summed);
  });

  const today = async () => {
    const answer = await api.ok('getTimeGroups', { query: { timeGroupId: group._id, date: '2026-11-23', timeZone: 'Europe/Stockholm' } });
    if (Array.isArray(answer)) throw new Error('one group');
    return answer;
  };

  it('stamps in by name, creating the sub group once and finding it again ignoring case; stopping sets the end time', async () => {
    api.setNow('2026-11-23T08:00:00.000Z');
    const stamp = await api.ok('createTimeStamp', { body: { name: '  Coding ', timeGroupId: group._id, timeZone: 'Europe/Stockholm' } });
    expect(stamp).toMatchObject({ name: 'Coding', timeGroupId: group._id, startTime: '2026-11-23T08:00:00.000Z', endTime: null, ended: false, date: '2026-11-23', durationInMs: 0 });
    expect(await today()).toMatchObject({ usage: 1, activeStamp: { timeStampId: stamp._id, startTime: stamp.startTime } });

    api.advance(90 * MINUTE);
    const active = await api.ok('getTimeStamps', { query: { active: true } });
    expect(active).toEqual({ timeStamps: [{ ...stamp, durationInMs: 90 * MINUTE }], totalPages: 1 });

    const stopped = await api.ok('updateTimeStamp', { body: { timeStampId: stamp._id, ended: true } });
    expect(stopped).toMatchObject({ ended: true, endTime: '2026-11-23T09:30:00.000Z', durationInMs: 90 * MINUTE });
    expect(await api.ok('getTimeStamps', { query: { active: true } })).toEqual({ timeStamps: [], totalPages: 1 });
    expect(await today()).toMatchObject({ today: 90 * MINUTE, activeStamp: null });

    const again = await api.ok('createTimeStamp', { body: { name: 'CODING', timeGroupId: group._id } });
    expect(again.subGroupId).toBe(stamp.subGroupId);
    expect(again.name).toBe('Coding');
    await api.ok('updateTimeStamp', { body: { timeStampId: again._id, ended: true } });
    await api.ok('deleteTimeStamp', { query: { timeStampId: again._id } });
  });

  it('changes the totals by the difference when an ended stamp is edited, and reopening makes it active again', async () => {
    const page = await api.ok('getTimeStamps', { query: { date: '2026-11-23', timeZone: 'Europe/Stockholm' } });
    if (!('timeStamps' in page)) throw new Error('a day answers a page');
    const first = page.timeStamps[0]!;
    const before = await today();
    const edited = await api.ok('updateTimeStamp', { body: { timeStampId: first._id, endTime: '2026-11-23T10:00:00.000Z' } });
    expect(edited).toMatchObject({ durationInMs: 2 * HOUR, ended: true });
    const after = await today();
    expect(after.today - before.today).toBe(30 * MINUTE);
    expect(after.total - before.total).toBe(30 * MINUTE);

    const moved = await api.ok('updateTimeStamp', { body: { timeStampId: first._id, startTime: '2026-11-23T09:00:00.000Z' } });
    expect(moved).toMatchObject({ durationInMs: HOUR, endTime: '2026-11-23T10:00:00.000Z' });

    api.setNow('2026-11-23T11:00:00.000Z');
    const reopened = await api.ok('updateTimeStamp', { body: { timeStampId: first._id, ended: false } });
    expect(reopened).toMatchObject({ ended: false, endTime: null, durationInMs: 2 * HOUR });
    expect(await api.ok('getTimeStamps', { query: { active: true } })).toEqual({ timeStamps: [reopened], totalPages: 1 });
    expect(await today()).toMatchObject({ today: 2 * HOUR, activeStamp: { timeStampId: first._id } });
    await api.ok('updateTimeStamp', { body: { timeStampId: first._id, endTime: '2026-11-23T11:00:00.000Z' } });
  });

  it('deleting a stamp takes its duration out of the totals', async () => {
    const stamp = await api.ok('createTimeStamp', {
      body: { name: 'Coding', timeGroupId: group._id, startTime: '2026-11-23T06:00:00.000Z', endTime: '2026-11-23T06:45:00.000Z' },
    });
    const before = await today();
    await api.ok('deleteTimeStamp', { query: { timeStampId: stamp._id } });
    const after = await today();
    expect(before.today - after.today).toBe(45 * MINUTE);
    expect(before.usage - after.usage).toBe(1);
    expect((await api.call('getTimeStamps', { query: { timeStampId: stamp._id } })).statusCode).toBe(404);
  });

  it("pages a sub group's stamps, latest first, with totalPages", async () => {
    const sub = await api.ok('createSubGroup', { body: { name: 'Paged', timeGroupId: group._id } });
    for (const hour of ['01', '02', '03']) {
      await api.ok('createTimeStamp', {
        body: { name: 'Paged', timeGroupId: group._id, subGroupId: sub._id, startTime: `2026-11-20T${hour}:00:00.000Z`, endTime: `2026-11-20T${hour}:30:00.000Z` },
      });
    }
    const first = await api.ok('getTimeStamps', { query: { subGroupId: sub._id } });
    const second = await api.ok('getTimeStamps', { query: { subGroupId: sub._id, pageNumber: 2 } });
    const beyond = await api.ok('getTimeStamps', { query: { subGroupId: sub._id, pageNumber: 3 } });
    if (!('timeStamps' in first && 'timeStamps' in second && 'timeStamps' in beyond)) throw new Error('pages');
    expect(first.timeStamps.map((stamp) => stamp.startTime)).toEqual(['2026-11-20T03:00:00.000Z', '2026-11-20T02:00:00.000Z']);
    expect(second.timeStamps.map((stamp) => stamp.startTime)).toEqual(['2026-11-20T01:00:00.000Z']);
    expect([first.totalPages, second.totalPages, beyond.totalPages, beyond.timeStamps.length]).toEqual([2, 2, 2, 0]);
    const empty = await api.ok('createSubGroup', { body: { name: 'Empty', timeGroupId: group._id } });
    expect(await api.ok('getTimeStamps', { query: { subGroupId: empty._id } })).toEqual({ timeStamps: [], totalPages: 1 });
  });

  it('lists the stamps of a local day, including one that crosses into it from the day before', async () => {
    await api.ok('createTimeStamp', { body: { name: 'Night', timeGroupId: group._id, startTime: '2026-11-21T22:30:00.000Z', endTime: '2026-11-21T23:30:00.000Z' } });
    const stockholm = await api.ok('getTimeStamps', { query: { date: '2026-11-22', timeZone: 'Europe/Stockholm' } });
    const utc = await api.ok('getTimeStamps', { query: { date: '2026-11-22' } });
    if (!('timeStamps' in stockholm && 'timeStamps' in utc)) throw new Error('pages');
    expect(stockholm.timeStamps.map((stamp) => stamp.name)).toEqual(['Night']);
    expect(utc.timeStamps).toEqual([]);
  });

  it("lists a stamp still running since the day before among a day's stamps, and not among the days before it started", async () => {
    api.setNow('2026-11-23T12:00:00.000Z');
    const running = await api.ok('createTimeStamp', { body: { name: 'Overnight', timeGroupId: group._id, startTime: '2026-11-22T20:00:00.000Z' } });
    const day = await api.ok('getTimeStamps', { query: { date: '2026-11-22', timeZone: 'Europe/Stockholm' } });
    const before = await api.ok('getTimeStamps', { query: { date: '2026-11-21' } });
    if (!('timeStamps' in day && 'timeStamps' in before)) throw new Error('pages');
    expect(day.timeStamps.map((stamp) => [stamp.name, stamp.ended])).toEqual([
      ['Night', true],
      ['Overnight', false],
    ]);
    expect(before.timeStamps.map((stamp) => stamp.name)).toEqual(['Night']);
    await api.ok('updateTimeStamp', { body: { timeStampId: running._id, ended: true } });
  });

  describe('bad input is refused with its code and changes nothing', () => {
    let stampId: string;
    let activeId: string;
    beforeAll(async () => {
      api.setNow('2026-11-23T12:00:00.000Z');
      stampId = (await api.ok('createTimeStamp', { body: { name: 'Fixed', timeGroupId: group._id, startTime: '2026-11-23T10:00:00.000Z', endTime: '2026-11-23T11:00:00.000Z' } }))._id;
      activeId = (await api.ok('createTimeStamp', { body: { name: 'Open', timeGroupId: group._id } }))._id;
      await api.ok('createTimeStamp', { body: { name: 'Fixed', timeGroupId: group._id, startTime: '2026-11-23T08:00:00.000Z', endTime: '2026-11-23T08:10:00.000Z' } });
    });

    const cases: Array<[string, (api: TimeApi) => ReturnType<TimeApi['call']>, number, string, string?]> = [
      ['a stamp without a name', (a) => a.call('createTimeStamp', { body: { timeGroupId: group._id } }), 400, 'NAME_AND_GROUP_REQUIRED', 'Name and time group is required'],
      ['a stamp with a blank name', (a) => a.call('createTimeStamp', { body: { name: '   ', timeGroupId: group._id } }), 400, 'NAME_AND_GROUP_REQUIRED', 'Name and time group is required'],
      ['a stamp without a time group', (a) => a.call('createTimeStamp', { body: { name: 'Coding' } }), 400, 'NAME_AND_GROUP_REQUIRED', 'Name and time group is required'],
      [
        'a stamp that ends before it starts',
        (a) => a.call('createTimeStamp', { body: { name: 'Coding', timeGroupId: group._id, startTime: '2026-11-23T10:00:00.000Z', endTime: '2026-11-23T09:59:59.999Z' } }),
        400,
        'END_BEFORE_START',
        'A time stamp cannot end before it starts',
      ],
      ['a second active stamp in one sub group', (a) => a.call('createTimeStamp', { body: { name: 'Open', timeGroupId: group._id } }), 409, 'ALREADY_ACTIVE'],
      ['a stamp in a group nobody has', (a) => a.call('createTimeStamp', { body: { name: 'Coding', timeGroupId: 'AAAAAAAAAAAA' } }), 404, 'TIME_GROUP_NOT_FOUND'],
      ['a stamp in an unknown zone', (a) => a.call('createTimeStamp', { body: { name: 'Coding', timeGroupId: group._id, timeZone: 'Nowhere/Land' } }), 400, 'INVALID_TIME_ZONE'],
      ['a start time without a zone offset', (a) => a.call('createTimeStamp', { body: { name: 'Coding', timeGroupId: group._id, startTime: '2026-11-23 10:00' } }), 400, 'VALIDATION_FAILED'],
      ['a leap second, which no Date holds', (a) => a.call('createTimeStamp', { body: { name: 'Coding', timeGroupId: group._id, startTime: '2026-12-31T23:59:60Z' } }), 400, 'VALIDATION_FAILED'],
      ['an edit to a leap second', (a) => a.call('updateTimeStamp', { body: { timeStampId: stampId, endTime: '2026-12-31T23:59:60Z' } }), 400, 'VALIDATION_FAILED'],
      ['an edit that ends before the start', (a) => a.call('updateTimeStamp', { body: { timeStampId: stampId, endTime: '2026-11-23T09:00:00.000Z' } }), 400, 'END_BEFORE_START'],
      ['an edit that starts after the end', (a) => a.call('updateTimeStamp', { body: { timeStampId: stampId, startTime: '2026-11-23T11:00:00.001Z' } }), 400, 'END_BEFORE_START'],
      ['a stop before the active stamp started', (a) => a.call('updateTimeStamp', { body: { timeStampId: activeId, endTime: '2026-11-23T11:00:00.000Z' } }), 400, 'END_BEFORE_START'],
      ['reopening with an end time', (a) => a.call('updateTimeStamp', { body: { timeStampId: stampId, ended: false, endTime: '2026-11-23T12:00:00.000Z' } }), 400, 'REOPEN_WITH_END_TIME'],
      ['a late stop of a stamp already stopped', (a) => a.call('updateTimeStamp', { body: { timeStampId: stampId, ended: true } }), 409, 'ALREADY_ENDED', 'This stamp has already been stopped'],
      [
        'a late stop with its own end time, of a stamp already stopped',
        (a) => a.call('updateTimeStamp', { body: { timeStampId: stampId, ended: true, endTime: '2026-11-23T11:30:00.000Z' } }),
        409,
        'ALREADY_ENDED',
        'This stamp has already been stopped',
      ],
      ['an edit with no change', (a) => a.call('updateTimeStamp', { body: { timeStampId: stampId } }), 400, 'NOTHING_TO_CHANGE'],
      ['an edit of a stamp nobody has', (a) => a.call('updateTimeStamp', { body: { timeStampId: 'AAAAAAAAAAAA', ended: true } }), 404, 'TIME_STAMP_NOT_FOUND'],
      ['deleting a stamp nobody has', (a) => a.call('deleteTimeStamp', { query: { timeStampId: 'AAAAAAAAAAAA' } }), 404, 'TIME_STAMP_NOT_FOUND'],
      ['an id of the wrong length', (a) => a.call('deleteTimeStamp', { query: { timeStampId: 'short' } }), 400, 'VALIDATION_FAILED'],
      ['a read with no query', (a) => a.call('getTimeStamps'), 400, 'ONE_QUERY_AT_A_TIME'],
      ['a read with two queries', (a) => a.call('getTimeStamps', { query: { active: true, date: '2026-11-23' } }), 400, 'ONE_QUERY_AT_A_TIME'],
      ['a page number without a sub group', (a) => a.call('getTimeStamps', { query: { active: true, pageNumber: 2 } }), 400, 'ONE_QUERY_AT_A_TIME'],
      ['page 0', (a) => a.call('getTimeStamps', { query: { subGroupId: 'AAAAAAAAAAAA', pageNumber: 0 } }), 400, 'VALIDATION_FAILED'],
      ['an unknown field', (a) => a.call('createTimeStamp', { body: { name: 'Coding', timeGroupId: group._id, colour: 'red' } as never }), 400, 'VALIDATION_FAILED'],
    ];

    it.each(cases)('%s', async (_what, attempt, status, code, message) => {
      const before = await api.snapshot();
      const answer = await attempt(api);
      expect(answer.statusCode).toBe(status);
      expect(answer.body).toMatchObject({ status: false, error: { code, ...(message === undefined ? {} : { message }) } });
      expect(await api.snapshot()).toEqual(before);
    });

    it('refuses reopening a stamp while its sub group has another active one', async () => {
      const openSub = await api.ok('getTimeStamps', { query: { timeStampId: activeId } });
      if (!('subGroupId' in openSub)) throw new Error('one stamp');
      const ended = await api.ok('createTimeStamp', {
        body: { name: 'Open', timeGroupId: group._id, subGroupId: openSub.subGroupId, startTime: '2026-11-23T06:00:00.000Z', endTime: '2026-11-23T07:00:00.000Z' },
      });
      const before = await api.snapshot();
      const answer = await api.call('updateTimeStamp', { body: { timeStampId: ended._id, ended: false } });
      expect(answer.statusCode).toBe(409);
      expect(answer.body).toMatchObject({ error: { code: 'ALREADY_ACTIVE' } });
      expect(await api.snapshot()).toEqual(before);
    });
  });
});

describe('a double tap', () => {
  let api: TimeApi;
  beforeAll(async () => {
    api = await startTimeApi({ username: 'tapper' });
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('opens one stamp however many starts arrive at once; the others are 409 ALREADY_ACTIVE', async () => {
    const group = await api.ok('createTimeGroup', { body: { name: 'Taps' } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.call('createTimeStamp', { body: { name: 'Tap', timeGroupId: group._id } })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) expect(answer.body).toMatchObject({ error: { code: 'ALREADY_ACTIVE' } });
    expect(await api.ok('getTimeStamps', { query: { active: true } })).toMatchObject({ timeStamps: [{ name: 'Tap' }] });
    expect(await api.ok('getSubGroups', { query: { timeGroupId: group._id } })).toMatchObject([{ name: 'Tap', usage: 1 }]);
  });

  it('creates one sub group of a name however many arrive at once; the others are 409 SUB_GROUP_NAME_TAKEN', async () => {
    const group = await api.ok('createTimeGroup', { body: { name: 'Names' } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.call('createSubGroup', { body: { name: 'Same', timeGroupId: group._id } })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) expect(answer.body).toMatchObject({ error: { code: 'SUB_GROUP_NAME_TAKEN' } });
  });
});
