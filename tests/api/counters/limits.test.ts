// Proves the counters area's per-user ceilings (issue 24) with small ones from the area's settings
// (the real ones are 500 groups and 2,000 counters, in contract/counters.yaml): one more is 409
// with its own code, changing nothing; each user has their own; deleting one makes room again.
// Counters count across the user's groups.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dataOf } from '../contractClient';
import { proveCeiling, startCeilingApp, type CallerAs, type CeilingApp } from '../ceilings';

describe('counters limits', () => {
  let app: CeilingApp;

  beforeAll(async () => {
    app = await startCeilingApp({ counters: { maxGroups: 2, maxCounters: 3 } });
  });
  afterAll(async () => {
    await app.t.close();
  });

  /** The user's counter groups' ids (those the first test leaves), to put counters into. */
  const groupsOf = async (as: CallerAs) => (dataOf(await as.call('getCounterGroups')) as Array<{ _id: string }>).map((group) => group._id);

  it('refuses a counter group past the ceiling with 409 TOO_MANY_COUNTER_GROUPS', async () => {
    await proveCeiling(app, {
      max: 2,
      code: 'TOO_MANY_COUNTER_GROUPS',
      named: '2 counter groups',
      add: (as, n) => as.call('createCounterGroup', { body: { name: `Group ${n}` } }),
      remove: (id) => app.owner.call('deleteCounterGroup', { query: { counterGroupId: id } }),
    });
  });

  it('refuses a counter past the ceiling across groups with 409 TOO_MANY_COUNTERS', async () => {
    // The owner's two groups share the ceiling; the other user has one group.
    const groups = new Map<CallerAs, string[]>([
      [app.owner, await groupsOf(app.owner)],
      [app.other, await groupsOf(app.other)],
    ]);
    await proveCeiling(app, {
      max: 3,
      code: 'TOO_MANY_COUNTERS',
      named: '3 counters',
      add: (as, n) => {
        const ofUser = groups.get(as)!;
        return as.call('createCounter', { body: { name: `Counter ${n}`, counterGroupId: ofUser[n % ofUser.length]! } });
      },
      remove: (id) => app.owner.call('deleteCounter', { query: { counterId: id } }),
    });
  });
});
