// Proves the heartbeat definitions' per-user ceiling (issue 24) with a small one from the area's
// settings (the real one is 100, in contract/heartbeat.yaml): one more is 409
// TOO_MANY_HEARTBEATS, changing nothing; each user has their own; deleting one makes room again.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dataOf } from '../contractClient';
import { proveCeiling, startCeilingApp, type CallerAs, type CeilingApp } from '../ceilings';

describe('heartbeat limits', () => {
  let app: CeilingApp;

  beforeAll(async () => {
    app = await startCeilingApp({ heartbeats: { maxHeartbeats: 2 } });
  });
  afterAll(async () => {
    await app.t.close();
  });

  /** A sub group of the user's own for the definitions to stamp into. */
  const subGroupOf = async (as: CallerAs) => {
    const group = dataOf(await as.call('createTimeGroup', { body: { name: 'Work' } }));
    return dataOf(await as.call('createSubGroup', { body: { name: 'Coding', timeGroupId: group._id } }))._id;
  };

  it('refuses a definition past the ceiling with 409 TOO_MANY_HEARTBEATS', async () => {
    const subGroups = new Map<CallerAs, string>([
      [app.owner, await subGroupOf(app.owner)],
      [app.other, await subGroupOf(app.other)],
    ]);
    await proveCeiling(app, {
      max: 2,
      code: 'TOO_MANY_HEARTBEATS',
      named: '2 heartbeat URLs',
      add: (as, n) => as.call('createHeartbeat', { body: { name: `Editor ${n}`, subGroupId: subGroups.get(as)! } }),
      remove: (id) => app.owner.call('deleteHeartbeat', { query: { heartbeatId: id } }),
    });
  });
});
