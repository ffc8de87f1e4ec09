// /tag and the tags of time groups: a user's tags by title (unique per user, ignoring case),
// attached to groups by updateTimeGroup's `tags` (a replacement), shown on every group answer,
// renamed everywhere at once and taken off the groups when deleted; a table of bad inputs, each
// refused with its code and changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tag, TimeGroup } from '../../../src/contract/types';
import { signUp } from '../../helpers/auth';
import { callOperation, dataOf } from '../contractClient';
import { startTimeApi, type TimeApi } from './timeApi';

describe('tags', () => {
  let api: TimeApi;
  let work: TimeGroup;
  let home: TimeGroup;
  beforeAll(async () => {
    api = await startTimeApi();
    work = await api.ok('createTimeGroup', { body: { name: 'Work' } });
    home = await api.ok('createTimeGroup', { body: { name: 'Home' } });
  });
  afterAll(async () => {
    await api.t.close();
  });

  const groupTags = async (group: TimeGroup) => {
    const answer = await api.ok('getTimeGroups', { query: { timeGroupId: group._id } });
    if (Array.isArray(answer)) throw new Error('one group');
    return answer.tags;
  };

  it('creates tags with trimmed titles and lists them by title, ignoring case', async () => {
    const zeta = await api.ok('createTag', { body: { title: ' zeta ' } });
    expect(zeta).toEqual({ _id: expect.stringMatching(/^[\w-]{12}$/), title: 'zeta' });
    await api.ok('createTag', { body: { title: 'Alpha' } });
    await api.ok('createTag', { body: { title: 'beta' } });
    expect((await api.ok('getTags')).map((tag) => tag.title)).toEqual(['Alpha', 'beta', 'zeta']);
  });

  it("sets a group's tags, replacing the ones it had, and every group answer shows them by title", async () => {
    const [alpha, beta, zeta] = (await api.ok('getTags')) as [Tag, Tag, Tag];
    expect(await api.ok('updateTimeGroup', { body: { groupId: work._id, tags: [zeta._id, alpha._id] } })).toEqual({ _id: work._id, name: 'Work', tags: [alpha, zeta] });
    expect(await groupTags(work)).toEqual([alpha, zeta]);
    // A replacement, not an addition.
    await api.ok('updateTimeGroup', { body: { groupId: work._id, tags: [beta._id, zeta._id] } });
    expect(await groupTags(work)).toEqual([beta, zeta]);
    await api.ok('updateTimeGroup', { body: { groupId: home._id, name: 'House', tags: [beta._id] } });
    const all = await api.ok('getTimeGroups', { query: { date: '2026-11-23' } });
    expect((all as TimeGroup[]).map((group) => [group.name, group.tags])).toEqual([
      ['House', [beta]],
      ['Work', [beta, zeta]],
    ]);
    // A rename alone leaves the tags; an empty list takes them all off.
    expect(await api.ok('updateTimeGroup', { body: { groupId: home._id, name: 'Home' } })).toEqual({ _id: home._id, name: 'Home', tags: [beta] });
    expect(await api.ok('updateTimeGroup', { body: { groupId: home._id, tags: [] } })).toEqual({ _id: home._id, name: 'Home', tags: [] });
    expect(await groupTags(home)).toEqual([]);
  });

  it('renames a tag on every group that carries it, and keeps its own title in another case', async () => {
    const beta = (await api.ok('getTags')).find((tag) => tag.title === 'beta')!;
    expect(await api.ok('updateTag', { body: { tagId: beta._id, title: 'Billable ' } })).toEqual({ _id: beta._id, title: 'Billable' });
    expect(await api.ok('updateTag', { body: { tagId: beta._id, title: 'BILLABLE' } })).toEqual({ _id: beta._id, title: 'BILLABLE' });
    expect((await groupTags(work)).map((tag) => tag.title)).toEqual(['BILLABLE', 'zeta']);
  });

  it('takes a deleted tag off its groups, which stay', async () => {
    const zeta = (await api.ok('getTags')).find((tag) => tag.title === 'zeta')!;
    expect(await api.ok('deleteTag', { query: { tagId: zeta._id } })).toBeNull();
    expect((await api.ok('getTags')).map((tag) => tag.title)).toEqual(['Alpha', 'BILLABLE']);
    expect((await groupTags(work)).map((tag) => tag.title)).toEqual(['BILLABLE']);
    const snapshot = await api.snapshot();
    expect(snapshot.time_group_tag).toHaveLength(1);
  });

  it("deletes a group's tag links with the group, and the tags stay", async () => {
    const doomed = await api.ok('createTimeGroup', { body: { name: 'Doomed' } });
    const alpha = (await api.ok('getTags')).find((tag) => tag.title === 'Alpha')!;
    await api.ok('updateTimeGroup', { body: { groupId: doomed._id, tags: [alpha._id] } });
    expect((await api.snapshot()).time_group_tag).toHaveLength(2);
    await api.ok('deleteTimeGroup', { query: { timeGroupId: doomed._id } });
    expect((await api.snapshot()).time_group_tag).toHaveLength(1);
    expect((await api.ok('getTags')).map((tag) => tag.title)).toEqual(['Alpha', 'BILLABLE']);
  });

  it('lets another user have a tag of the same title, and shows each user only their own', async () => {
    const other = await signUp(api.t.app, 'tove');
    const answer = await callOperation(api.t.app, 'createTag', { body: { title: 'alpha' }, token: other.access.token });
    expect(dataOf(answer)).toMatchObject({ title: 'alpha' });
    expect(dataOf(await callOperation(api.t.app, 'getTags', { token: other.access.token }))).toEqual([{ _id: expect.any(String), title: 'alpha' }]);
    expect((await api.ok('getTags')).map((tag) => tag.title)).toEqual(['Alpha', 'BILLABLE']);
  });

  describe('bad input is refused with its code and changes nothing', () => {
    const nobody = 'AAAAAAAAAAAA';
    let alpha: Tag;
    beforeAll(async () => {
      alpha = (await api.ok('getTags')).find((tag) => tag.title === 'Alpha')!;
    });

    const cases: Array<[string, (api: TimeApi) => ReturnType<TimeApi['call']>, number, string]> = [
      ['a tag without a title', (x) => x.call('createTag', { body: {} as never }), 400, 'VALIDATION_FAILED'],
      ['a tag with a blank title', (x) => x.call('createTag', { body: { title: '  ' } }), 400, 'VALIDATION_FAILED'],
      ['a tag with a 101-character title', (x) => x.call('createTag', { body: { title: 't'.repeat(101) } }), 400, 'VALIDATION_FAILED'],
      ['a tag with a title that is not a string', (x) => x.call('createTag', { body: { title: 7 } as never }), 400, 'VALIDATION_FAILED'],
      ['a tag with a field the contract does not name', (x) => x.call('createTag', { body: { title: 'X', colour: 'red' } as never }), 400, 'VALIDATION_FAILED'],
      ['a tag whose title the user has, in other case', (x) => x.call('createTag', { body: { title: 'ALPHA' } }), 409, 'TAG_TITLE_TAKEN'],
      ["renaming a tag to another tag's title", (x) => x.call('updateTag', { body: { tagId: alpha._id, title: 'billable' } }), 409, 'TAG_TITLE_TAKEN'],
      ['renaming a tag nobody has', (x) => x.call('updateTag', { body: { tagId: nobody, title: 'X' } }), 404, 'TAG_NOT_FOUND'],
      ['renaming a tag to a blank title', (x) => x.call('updateTag', { body: { tagId: alpha._id, title: ' ' } }), 400, 'VALIDATION_FAILED'],
      ['renaming a tag with a malformed id', (x) => x.call('updateTag', { body: { tagId: 'short', title: 'X' } }), 400, 'VALIDATION_FAILED'],
      ['deleting a tag nobody has', (x) => x.call('deleteTag', { query: { tagId: nobody } }), 404, 'TAG_NOT_FOUND'],
      ['deleting a tag without an id', (x) => x.call('deleteTag', { query: {} as never }), 400, 'VALIDATION_FAILED'],
      ['tagging a group with a tag nobody has (and renaming it in the same call)', (x) => x.call('updateTimeGroup', { body: { groupId: work._id, name: 'Renamed', tags: [alpha._id, nobody] } }), 404, 'TAG_NOT_FOUND'],
      ['tagging a group nobody has', (x) => x.call('updateTimeGroup', { body: { groupId: nobody, tags: [alpha._id] } }), 404, 'TIME_GROUP_NOT_FOUND'],
      ['the same tag twice', (x) => x.call('updateTimeGroup', { body: { groupId: work._id, tags: [alpha._id, alpha._id] } }), 400, 'VALIDATION_FAILED'],
      ['tags that are not a list', (x) => x.call('updateTimeGroup', { body: { groupId: work._id, tags: alpha._id } as never }), 400, 'VALIDATION_FAILED'],
      ['a malformed tag id', (x) => x.call('updateTimeGroup', { body: { groupId: work._id, tags: ['nope'] } }), 400, 'VALIDATION_FAILED'],
      ['a group update with neither name nor tags', (x) => x.call('updateTimeGroup', { body: { groupId: work._id } }), 400, 'NOTHING_TO_CHANGE'],
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
