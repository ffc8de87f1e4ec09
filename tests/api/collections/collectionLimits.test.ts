// Proves the collections' per-user ceiling (issue 24) with a small one from the area's settings
// (the real one is 500, in contract/collections.yaml; a collection's 20,000 items are proved in
// limits.test.ts): one more is 409 TOO_MANY_COLLECTIONS, changing nothing; each user has their
// own; deleting one makes room again.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { proveCeiling, startCeilingApp, type CeilingApp } from '../ceilings';

describe('collection count limits', () => {
  let app: CeilingApp;

  beforeAll(async () => {
    app = await startCeilingApp({ collections: { maxCollections: 2 } });
  });
  afterAll(async () => {
    await app.t.close();
  });

  it('refuses a collection past the ceiling with 409 TOO_MANY_COLLECTIONS', async () => {
    await proveCeiling(app, {
      max: 2,
      code: 'TOO_MANY_COLLECTIONS',
      named: '2 collections',
      add: (as, n) => as.call('createCollection', { body: { name: `Books ${n}` } }),
      remove: (id) => app.owner.call('deleteCollection', { query: { collectionId: id } }),
    });
  });
});
