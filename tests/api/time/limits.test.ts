// Proves the time tracker's per-user ceilings (issue 24) with small ones from the area's settings
// (the real ones are 500 time groups, 2,000 sub groups, 500 tags and 1,000 goals, in
// contract/time.yaml): one more is 409 with its own code, changing nothing; each user has their
// own; deleting one makes room again. Sub groups count across the user's groups.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dataOf } from '../contractClient';
import { proveCeiling, startCeilingApp, type CallerAs, type CeilingApp } from '../ceilings';

describe('time limits', () => {
  let app: CeilingApp;

  beforeAll(async () => {
    app = await startCeilingApp({ time: { maxGroups: 2, maxSubGroups: 3, maxTags: 2, maxGoals: 3 } });
  });
  afterAll(async () => {
    await app.t.close();
  });

  /** The user's time groups' ids (those the first test leaves), to put sub groups and goals into. */
  const groupsOf = async (as: CallerAs) => (dataOf(await as.call('getTimeGroups', { query: { shallow: true } })) as Array<{ _id: string }>).map((group) => group._id);

  it('refuses a time group past the ceiling with 409 TOO_MANY_TIME_GROUPS', async () => {
    await proveCeiling(app, {
      max: 2,
      code: 'TOO_MANY_TIME_GROUPS',
      named: '2 time groups',
      add: (as, n) => as.call('createTimeGroup', { body: { name: `Group ${n}` } }),
      remove: (id) => app.owner.call('deleteTimeGroup', { query: { timeGroupId: id } }),
    });
  });

  it('refuses a sub group past the ceiling across groups with 409 TOO_MANY_SUB_GROUPS', async () => {
    // The owner's two groups share the ceiling; the other user has one group.
    const groups = new Map<CallerAs, string[]>([
      [app.owner, await groupsOf(app.owner)],
      [app.other, await groupsOf(app.other)],
    ]);
    await proveCeiling(app, {
      max: 3,
      code: 'TOO_MANY_SUB_GROUPS',
      named: '3 sub groups',
      add: (as, n) => {
        const ofUser = groups.get(as)!;
        return as.call('createSubGroup', { body: { name: `Sub ${n}`, timeGroupId: ofUser[n % ofUser.length]! } });
      },
      remove: (id) => app.owner.call('deleteSubGroup', { query: { subGroupId: id } }),
    });
  });

  it('refuses a tag past the ceiling with 409 TOO_MANY_TAGS', async () => {
    await proveCeiling(app, {
      max: 2,
      code: 'TOO_MANY_TAGS',
      named: '2 tags',
      add: (as, n) => as.call('createTag', { body: { title: `Tag ${n}` } }),
      remove: (id) => app.owner.call('deleteTag', { query: { tagId: id } }),
    });
  });

  it('refuses a goal past the ceiling with 409 TOO_MANY_GOALS', async () => {
    const goalGroups = new Map<CallerAs, string>([
      [app.owner, (await groupsOf(app.owner))[0]!],
      [app.other, (await groupsOf(app.other))[0]!],
    ]);
    await proveCeiling(app, {
      max: 3,
      code: 'TOO_MANY_GOALS',
      named: '3 goals',
      add: (as, n) => as.call('createGoal', { body: { timeGroupId: goalGroups.get(as)!, period: 'day', comparison: 'atLeast', targetMs: 60_000 * (n + 1) } }),
      remove: (id) => app.owner.call('deleteGoal', { query: { goalId: id } }),
    });
  });
});
