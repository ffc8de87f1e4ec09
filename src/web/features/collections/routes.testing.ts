// Shared by the collections route tests: a fake server holding a collections store (testing/
// openAreaApp opens the app on it) and a "Records" collection with one field of most types.
import { fakeCollection, fakeField, fakeItem, installFakeCollectionsServer, type FakeCollectionsSeed } from './fakeServer.testing';
import { areaServer } from '../../testing/openAreaApp';
import { installFakeShareServer } from '../../testing/fakeShareServer';

export { bodies, openApp, queries } from '../../testing/openAreaApp';

/** A fake server for the test user with the collections area seeded (and public links, for the collection page's share panel). */
export function collectionsServer(seed: FakeCollectionsSeed = {}) {
  const fake = areaServer(installFakeCollectionsServer, seed);
  installFakeShareServer(fake.server);
  return fake;
}

/** "Records": Title (text), Year (number), Format (choice), Owned (yes/no), Rating, Released (date). */
export function recordsFixture() {
  const title = fakeField('Title', 'text');
  const year = fakeField('Year', 'number');
  const format = fakeField('Format', 'choice', ['Vinyl', 'CD']);
  const owned = fakeField('Owned', 'yesNo');
  const rating = fakeField('Rating', 'rating');
  const released = fakeField('Released', 'date');
  const records = fakeCollection('Records', [title, year, format, owned, rating, released]);
  const items = [
    fakeItem(records, { [title.id]: 'Blue', [year.id]: 1971, [format.id]: 'Vinyl', [owned.id]: true, [rating.id]: 5, [released.id]: '1971-06-22' }),
    fakeItem(records, { [title.id]: 'Abbey Road', [year.id]: 1969, [format.id]: 'CD', [rating.id]: 4 }),
    fakeItem(records, { [title.id]: 'Kid A', [year.id]: 2000, [format.id]: 'CD', [owned.id]: false }),
  ];
  return { records, items, fields: { title, year, format, owned, rating, released } };
}
