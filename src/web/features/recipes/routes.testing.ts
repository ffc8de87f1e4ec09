// Shared by the recipes route tests: a fake server holding the recipes, images and shopping stores
// (testing/openAreaApp opens the app on it).
import type { FakeServer } from '../../testing/fakeServer';
import { installFakeImagesServer, type FakeImagesSeed } from '../../testing/fakeImagesServer';
import { installFakeRecipesServer, type FakeRecipesSeed } from './fakeServer.testing';
import { installFakeShoppingServer, type FakeShoppingSeed } from '../shopping/fakeServer.testing';
import { areaServer } from '../../testing/openAreaApp';
import { testUser } from '../../testing/testUser';

export { bodies, openApp, queries } from '../../testing/openAreaApp';

export interface KitchenSeed extends FakeRecipesSeed {
  images?: FakeImagesSeed;
  shopping?: FakeShoppingSeed;
}

function installKitchen(server: FakeServer, seed: KitchenSeed) {
  return {
    recipes: installFakeRecipesServer(server, seed),
    images: installFakeImagesServer(server, seed.images),
    shopping: installFakeShoppingServer(server, seed.shopping),
  };
}

/** A fake server for a user (whose default shopping list is `defaultShoppingList`, if given) with recipes, images and shopping seeded. */
export function recipesServer(seed: KitchenSeed = {}, defaultShoppingList?: string) {
  const base = testUser();
  const user = defaultShoppingList ? testUser({ preferences: { ...base.preferences, defaultShoppingList } }) : base;
  return areaServer(installKitchen, seed, user);
}
