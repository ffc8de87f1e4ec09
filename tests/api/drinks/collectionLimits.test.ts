// Proves the drink collections' per-user ceiling (issue 24) with a small one from the area's
// settings (the real one is 500, in contract/drinks.yaml): one more is 409
// TOO_MANY_DRINK_COLLECTIONS, changing nothing; each user has their own; deleting one makes room.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { proveCeiling, startCeilingApp, type CeilingApp } from '../ceilings';

describe('drink collection limits', () => {
  let app: CeilingApp;

  beforeAll(async () => {
    app = await startCeilingApp({ drinks: { maxCollections: 2 } });
  });
  afterAll(async () => {
    await app.t.close();
  });

  it('refuses a drink collection past the ceiling with 409 TOO_MANY_DRINK_COLLECTIONS', async () => {
    await proveCeiling(app, {
      max: 2,
      code: 'TOO_MANY_DRINK_COLLECTIONS',
      named: '2 drink collections',
      add: (as, n) => as.call('createDrinkCollection', { body: { name: `Tiki ${n}` } }),
      remove: (id) => app.owner.call('deleteDrinkCollection', { query: { drinkCollectionId: id } }),
    });
  });
});
