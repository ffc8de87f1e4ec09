// Shared by the drinks route tests: a fake server holding the drinks, images, storage and share stores
// (testing/openAreaApp opens the app on it). "What can I make" reads the storage fake's items.
import type { LocalUser } from '../../session/localSession';
import type { FakeServer } from '../../testing/fakeServer';
import { installFakeDrinksServer, type FakeDrinksSeed } from './fakeServer.testing';
import { installFakeImagesServer, type FakeImagesSeed } from '../../testing/fakeImagesServer';
import { installFakeShareServer, type FakeShareSeed } from '../../testing/fakeShareServer';
import { installFakeStorageServer, type FakeStorageSeed } from '../storage/fakeServer.testing';
import { areaServer } from '../../testing/openAreaApp';

export { bodies, openApp, queries } from '../../testing/openAreaApp';

export interface BarSeed extends FakeDrinksSeed {
  images?: FakeImagesSeed;
  storage?: FakeStorageSeed;
  share?: FakeShareSeed;
}

function installBar(server: FakeServer, seed: BarSeed) {
  const storage = installFakeStorageServer(server, seed.storage);
  // In stock: an item with no quantity written, or more than 0 (contract/drinks.yaml).
  const storedFoods = (groupId: string) =>
    storage.groups.some((group) => group._id === groupId)
      ? storage.items.filter((item) => item.storageGroupId === groupId && (item.quantity === null || item.quantity > 0)).map((item) => item.name)
      : undefined;
  return {
    drinks: installFakeDrinksServer(server, seed, storedFoods),
    images: installFakeImagesServer(server, seed.images),
    storage,
    share: installFakeShareServer(server, seed.share),
  };
}

/** A fake server for the test user (or `user`) with drinks, images and storage seeded. */
export function drinksServer(seed: BarSeed = {}, user?: LocalUser) {
  return areaServer(installBar, seed, user);
}
