// Proves the recipe collections' per-user ceiling (issue 24) with a small one from the area's
// settings (the real one is 500, in contract/recipes.yaml): one more is 409
// TOO_MANY_RECIPE_COLLECTIONS, changing nothing; each user has their own; deleting one makes room.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { proveCeiling, startCeilingApp, type CeilingApp } from '../ceilings';

describe('recipe collection limits', () => {
  let app: CeilingApp;

  beforeAll(async () => {
    app = await startCeilingApp({ recipes: { maxCollections: 2 } });
  });
  afterAll(async () => {
    await app.t.close();
  });

  it('refuses a recipe collection past the ceiling with 409 TOO_MANY_RECIPE_COLLECTIONS', async () => {
    await proveCeiling(app, {
      max: 2,
      code: 'TOO_MANY_RECIPE_COLLECTIONS',
      named: '2 recipe collections',
      add: (as, n) => as.call('createRecipeCollection', { body: { name: `Bread ${n}` } }),
      remove: (id) => app.owner.call('deleteRecipeCollection', { query: { recipeCollectionId: id } }),
    });
  });
});
