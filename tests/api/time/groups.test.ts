// /time-group and /sub-group changes: creating and renaming, moving a sub group's stamps into
// another (the old sub group is gone, the totals follow the stamps, all or nothing), deleting with
// everything under it, and a table of bad inputs, each refused with its code and changing nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TimeGroup } from '../../../src/contract/types';
import { HOUR, startTimeApi, type TimeApi } from './timeApi';

describe('time groups and sub groups', () => {
  let api: TimeApi;
  let work: TimeGroup;
  let home: TimeGroup;
  beforeAll(async () => {
    api = await startTimeApi();
    work = await api.ok('createTimeGroup', { body: { name: ' Work ' } });
    home = await api.ok('createTimeGroup', { body: { name: 'Home' } });
  });
  afterAll(async () => {
    await api.t.close();
  });
  afterEach(async () => {
    // The kept all-time sums and counts never drift from the stamps, whatever the test did.
    const { kept, summed } = await api.keptAndSummed();
    expect(kept).toEqual(summed);
  });

  const totalOf = async (group: TimeGroup) => {
    const answer = await api.ok('getTimeGroups', { query: { timeGroupId: group._id, date: '2026-11-23' } });
    if (Array.isArray(answer)) throw new Error('one group');
    return answer;
  };
  const stamp = (name: string, group: TimeGroup, hour: string) =>
    api.ok('createTimeStamp', { body: { name, timeGroupId: group._id, startTime: `2026-11-23T${hour}:00:00.000Z`, endTime: `2026-11-23T${hour}:59:59.999Z` } });

  it('creates and renames groups and sub groups, trimming names', async () => {
    expect(work.name).toBe('Work');
    expect(await api.ok('updateTimeGroup', { body: { groupId: work._id, name: 'Job ' } })).toEqual({ _id: work._id, name: 'Job', tags: [] });
    const sub = await api.ok('createSubGroup', { body: { name: 'Mail', timeGroupId: work._id } });
    expect(await api.ok('updateSubGroup', { body: { subGroupId: sub._id, name: 'E-mail' } })).toEqual({ ...sub, name: 'E-mail' });
    // A new name that differs only in case is the same sub group's own.
    expect(await api.ok('updateSubGroup', { body: { subGroupId: sub._id, name: 'E-MAIL' } })).toMatchObject({ name: 'E-MAIL' });
    expect(await api.ok('getSubGroups', { query: { subGroupId: sub._id } })).toMatchObject({ name: 'E-MAIL', usage: 0 });
  });

  it("moves a sub group's stamps into another, in another group, and deletes the old sub group", async () => {
    const from = await stamp('Reading', work, '08');
    await stamp('Reading', work, '09');
    const to = await stamp('Books', home, '10');
    expect(await totalOf(work)).toMatchObject({ today: 2 * HOUR - 2, usage: 2 });

    const moved = await api.ok('updateSubGroup', { body: { subGroupId: from.subGroupId, moveSubGroup: true, newSubGroupId: to.subGroupId } });
    expect(moved).toMatchObject({ _id: to.subGroupId, name: 'Books', timeGroupId: home._id, usage: 3 });
    expect((await api.call('getSubGroups', { query: { subGroupId: from.subGroupId } })).statusCode).toBe(404);
    expect(await api.ok('getTimeStamps', { query: { timeStampId: from._id } })).toMatchObject({ name: 'Books', subGroupId: to.subGroupId, timeGroupId: home._id });
    expect(await totalOf(work)).toMatchObject({ today: 0, usage: 0 });
    expect(await totalOf(home)).toMatchObject({ today: 3 * HOUR - 3, usage: 3 });
  });

  it('deletes a sub group with its stamps, and a group with its sub groups and stamps', async () => {
    const kept = await stamp('Kept', home, '11');
    const gone = await stamp('Gone', home, '12');
    await api.ok('deleteSubGroup', { query: { subGroupId: gone.subGroupId } });
    expect((await api.call('getTimeStamps', { query: { timeStampId: gone._id } })).statusCode).toBe(404);
    expect((await api.call('getTimeStamps', { query: { timeStampId: kept._id } })).statusCode).toBe(200);

    await api.ok('deleteTimeGroup', { query: { timeGroupId: home._id } });
    expect((await api.call('getTimeStamps', { query: { timeStampId: kept._id } })).statusCode).toBe(404);
    expect((await api.call('getSubGroups', { query: { subGroupId: kept.subGroupId } })).statusCode).toBe(404);
    expect(await api.ok('getTimeGroups', { query: { shallow: true } })).toEqual([{ _id: work._id, name: 'Job' }]);
    const snapshot = await api.snapshot();
    expect([snapshot.time_stamp, snapshot.sub_group?.length]).toEqual([[], 1]);
  });

  describe('bad input is refused with its code and changes nothing', () => {
    let a: string;
    let b: string;
    let other: TimeGroup;
    beforeAll(async () => {
      api.setNow('2026-11-23T12:00:00.000Z');
      other = await api.ok('createTimeGroup', { body: { name: 'Other' } });
      a = (await api.ok('createTimeStamp', { body: { name: 'Active A', timeGroupId: work._id } })).subGroupId;
      b = (await api.ok('createTimeStamp', { body: { name: 'Active B', timeGroupId: other._id } })).subGroupId;
    });

    const nobody = 'AAAAAAAAAAAA';
    const cases: Array<[string, (api: TimeApi) => ReturnType<TimeApi['call']>, number, string, string?]> = [
      ['a group without a name', (x) => x.call('createTimeGroup', { body: {} as never }), 400, 'VALIDATION_FAILED'],
      ['a group with a blank name', (x) => x.call('createTimeGroup', { body: { name: '   ' } }), 400, 'VALIDATION_FAILED'],
      ['a group with a 101-character name', (x) => x.call('createTimeGroup', { body: { name: 'x'.repeat(101) } }), 400, 'VALIDATION_FAILED'],
      ['renaming a group nobody has', (x) => x.call('updateTimeGroup', { body: { groupId: nobody, name: 'X' } }), 404, 'TIME_GROUP_NOT_FOUND'],
      ['deleting a group nobody has', (x) => x.call('deleteTimeGroup', { query: { timeGroupId: nobody } }), 404, 'TIME_GROUP_NOT_FOUND'],
      ['a sub group without a name', (x) => x.call('createSubGroup', { body: { timeGroupId: work._id } }), 400, 'NAME_AND_GROUP_REQUIRED', 'Name and time group is required'],
      ['a sub group without a time group', (x) => x.call('createSubGroup', { body: { name: 'Loose' } }), 400, 'NAME_AND_GROUP_REQUIRED'],
      ['a sub group in a group nobody has', (x) => x.call('createSubGroup', { body: { name: 'Loose', timeGroupId: nobody } }), 404, 'TIME_GROUP_NOT_FOUND'],
      ['a sub group whose name the group has, in other case', (x) => x.call('createSubGroup', { body: { name: 'active a', timeGroupId: work._id } }), 409, 'SUB_GROUP_NAME_TAKEN'],
      ["renaming to a sibling's name", (x) => x.call('updateSubGroup', { body: { subGroupId: a, name: 'E-mail' } }), 409, 'SUB_GROUP_NAME_TAKEN'],
      ['an update with no change', (x) => x.call('updateSubGroup', { body: { subGroupId: a } }), 400, 'NOTHING_TO_CHANGE'],
      ['a move without a target', (x) => x.call('updateSubGroup', { body: { subGroupId: a, moveSubGroup: true } }), 400, 'MOVE_NEEDS_TARGET'],
      ['a target without moveSubGroup', (x) => x.call('updateSubGroup', { body: { subGroupId: a, newSubGroupId: b } }), 400, 'MOVE_NEEDS_TARGET'],
      ['a move with a new name too', (x) => x.call('updateSubGroup', { body: { subGroupId: a, moveSubGroup: true, newSubGroupId: b, name: 'Both' } }), 400, 'MOVE_NEEDS_TARGET'],
      ['a move into itself', (x) => x.call('updateSubGroup', { body: { subGroupId: a, moveSubGroup: true, newSubGroupId: a } }), 400, 'MOVE_INTO_ITSELF'],
      ['a move into a sub group nobody has', (x) => x.call('updateSubGroup', { body: { subGroupId: a, moveSubGroup: true, newSubGroupId: nobody } }), 404, 'SUB_GROUP_NOT_FOUND'],
      ['a move that would leave two active stamps in one sub group', (x) => x.call('updateSubGroup', { body: { subGroupId: a, moveSubGroup: true, newSubGroupId: b } }), 409, 'ALREADY_ACTIVE'],
      ['deleting a sub group nobody has', (x) => x.call('deleteSubGroup', { query: { subGroupId: nobody } }), 404, 'SUB_GROUP_NOT_FOUND'],
      ['reading sub groups of a group nobody has', (x) => x.call('getSubGroups', { query: { timeGroupId: nobody } }), 404, 'TIME_GROUP_NOT_FOUND'],
      ['reading sub groups by group and id at once', (x) => x.call('getSubGroups', { query: { timeGroupId: work._id, subGroupId: a } }), 400, 'ONE_QUERY_AT_A_TIME'],
    ];

    it.each(cases)('%s', async (_what, attempt, status, code, message) => {
      const before = await api.snapshot();
      const answer = await attempt(api);
      expect(answer.statusCode).toBe(status);
      expect(answer.body).toMatchObject({ status: false, error: { code, ...(message === undefined ? {} : { message }) } });
      expect(await api.snapshot()).toEqual(before);
    });
  });
});
