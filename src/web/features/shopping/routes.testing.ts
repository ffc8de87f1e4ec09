// Shared by the shopping route tests: a fake server holding a shopping store (testing/openAreaApp
// opens the app on it).
import { areaServer } from '../../testing/openAreaApp';
import { installFakeShoppingServer, type FakeShoppingSeed } from './fakeServer.testing';
import { testUser } from '../../testing/testUser';

export { bodies, openApp, queries } from '../../testing/openAreaApp';

/** A fake server for a user (whose default list is `defaultShoppingList`, if given) with the shopping area seeded. */
export function shoppingServer(seed: FakeShoppingSeed = {}, defaultShoppingList?: string) {
  const base = testUser();
  const user = defaultShoppingList ? testUser({ preferences: { ...base.preferences, defaultShoppingList } }) : base;
  return areaServer(installFakeShoppingServer, seed, user);
}
