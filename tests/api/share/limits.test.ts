// Proves the share links' per-user ceiling (issue 24) with a small one from the area's settings
// (the real one is 1,000, in contract/share.yaml): one more is 409 TOO_MANY_SHARES, changing
// nothing; an expired link still counts until revoked; each user has their own; revoking one
// makes room again.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dataOf } from '../contractClient';
import { proveCeiling, startCeilingApp, type CallerAs, type CeilingApp } from '../ceilings';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

describe('share limits', () => {
  let app: CeilingApp;
  let clock = NOW;

  beforeAll(async () => {
    app = await startCeilingApp({ share: { now: () => new Date(clock), maxShares: 3 } });
  });
  afterAll(async () => {
    await app.t.close();
  });

  /** A collection of the user's own to share. */
  const collectionOf = async (as: CallerAs) => dataOf(await as.call('createCollection', { body: { name: 'Books' } }))._id;

  it('refuses a link past the ceiling with 409 TOO_MANY_SHARES, expired links counting', async () => {
    const targets = new Map<CallerAs, string>([
      [app.owner, await collectionOf(app.owner)],
      [app.other, await collectionOf(app.other)],
    ]);
    const share = (as: CallerAs, expiresAt?: string) =>
      as.call('createShare', { body: { kind: 'collection', targetId: targets.get(as)!, ...(expiresAt === undefined ? {} : { expiresAt }) } });
    // The first link expires before the refusal below: it still takes room.
    await proveCeiling(app, {
      max: 3,
      code: 'TOO_MANY_SHARES',
      named: '3 share links',
      add: async (as, n) => {
        const answer = await share(as, as === app.owner && n === 0 ? new Date(NOW + 60_000).toISOString() : undefined);
        if (n === 2) clock = NOW + 120_000;
        return answer;
      },
      remove: (id) => app.owner.call('deleteShare', { query: { shareId: id } }),
    });
  });
});
