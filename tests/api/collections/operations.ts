// The collections area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user makes a "Records" collection with three fields, adds an item, imports two more, reads
// them, changes the year field's type (one value does not convert and is reported), changes an
// item, deletes it, and deletes the collection with the rest; each call asserting what a user would
// notice.
import { expect } from 'vitest';
import type { Schemas, User } from '../../../src/contract/types';
import type { collections } from '../../../src/server/areas/collections/index';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';

export interface CollectionsWorld {
  t: TestApp;
  user: User;
  records: Schemas['Collection'];
  /** Field ids by name. */
  field: Record<'title' | 'year' | 'format', string>;
  blue: Schemas['Item'];
  imported: string[];
  /** The collections clock: moved before the import, so the imported items come after the first one. */
  clock: number;
}

const NOW = '2026-11-27T09:00:00.000Z';
const LATER = '2026-11-27T09:01:00.000Z';

export const operations: AreaOperations<typeof collections, CollectionsWorld> = {
  async start() {
    const world = { clock: Date.parse(NOW) } as CollectionsWorld;
    world.t = await createTestApp({ settings: { collections: { now: () => new Date(world.clock) } } });
    world.user = await signUp(world.t.app, 'kerstin');
    return world;
  },
  entries: {
    createCollection: {
      call: ({ t, user }) =>
        callOperation(t.app, 'createCollection', {
          body: { name: 'Records', fields: [{ name: 'Title', type: 'text' }, { name: 'Year', type: 'text' }, { name: 'Format', type: 'choice', choices: ['Vinyl', 'CD'] }] },
          token: user.access.token,
        }),
      check: (data, world) => {
        expect(data).toMatchObject({ name: 'Records', view: { layout: 'table' }, itemCount: 0, createdAt: NOW });
        expect(data.fields.map(({ name, type }) => [name, type])).toEqual([['Title', 'text'], ['Year', 'text'], ['Format', 'choice']]);
        world.records = data;
        const [title, year, format] = data.fields.map((field) => field.id) as [string, string, string];
        world.field = { title, year, format };
      },
    },
    createItem: {
      call: ({ t, user, records, field }) => callOperation(t.app, 'createItem', { body: { collectionId: records._id, values: { [field.title]: 'Blue', [field.year]: '1971', [field.format]: 'Vinyl' } }, token: user.access.token }),
      check: (data, world) => {
        expect(data).toMatchObject({ collectionId: world.records._id, values: { [world.field.title]: 'Blue', [world.field.year]: '1971', [world.field.format]: 'Vinyl' }, unconverted: {} });
        world.blue = data;
      },
    },
    importItems: {
      call: (world) => {
        const { t, user, records, field } = world;
        world.clock = Date.parse(LATER);
        return callOperation(t.app, 'importItems', { body: { collectionId: records._id, items: [{ values: { [field.title]: 'Court and Spark', [field.year]: 'mid seventies' } }, { values: { [field.title]: 'Hejira', [field.year]: '1976' } }] }, token: user.access.token });
      },
      check: (data, world) => {
        expect(data).toEqual({ count: 2, itemIds: [expect.any(String), expect.any(String)] });
        world.imported = data.itemIds;
      },
    },
    getCollections: {
      call: ({ t, user }) => callOperation(t.app, 'getCollections', { token: user.access.token }),
      check: (data, { records }) => expect(data).toEqual([{ ...records, itemCount: 3 }]),
    },
    getItems: {
      call: ({ t, user, records }) => callOperation(t.app, 'getItems', { query: { collectionId: records._id }, token: user.access.token }),
      check: async (data, { t, user, blue, imported }) => {
        expect((data as Schemas['ItemPage']).items.map((item) => item._id)).toEqual([blue._id, ...imported]);
        expect((data as Schemas['ItemPage']).next).toBeNull();
        expect(dataOf(await callOperation(t.app, 'getItems', { query: { itemId: blue._id }, token: user.access.token }))).toEqual(blue);
      },
    },
    updateCollection: {
      call: ({ t, user, records, field }) =>
        callOperation(t.app, 'updateCollection', {
          body: { collectionId: records._id, fields: records.fields.map((each) => (each.id === field.year ? { ...each, type: 'number' as const } : each)), view: { layout: 'grid', sort: { fieldId: field.year, direction: 'asc' } } },
          token: user.access.token,
        }),
      check: (data, { field, imported }) => {
        expect(data.unconverted).toEqual([{ itemId: imported[0], fieldId: field.year }]);
        expect(data.collection.view).toEqual({ layout: 'grid', sort: { fieldId: field.year, direction: 'asc' } });
      },
    },
    updateItem: {
      call: ({ t, user, blue, field }) => callOperation(t.app, 'updateItem', { body: { itemId: blue._id, values: { [field.format]: null, [field.title]: 'Blue (remastered)' } }, token: user.access.token }),
      check: (data, { field }) => expect(data.values).toEqual({ [field.title]: 'Blue (remastered)', [field.year]: 1971 }),
    },
    deleteItem: {
      call: ({ t, user, blue }) => callOperation(t.app, 'deleteItem', { query: { itemId: blue._id }, token: user.access.token }),
      check: async (data, { t, user, blue }) => {
        expect(data).toBeNull();
        expect((await callOperation(t.app, 'getItems', { query: { itemId: blue._id }, token: user.access.token })).statusCode).toBe(404);
      },
    },
    deleteCollection: {
      call: ({ t, user, records }) => callOperation(t.app, 'deleteCollection', { query: { collectionId: records._id }, token: user.access.token }),
      check: async (data, { t, user }) => {
        expect(data).toEqual({ deletedItems: 2 });
        expect(dataOf(await callOperation(t.app, 'getCollections', { token: user.access.token }))).toEqual([]);
      },
    },
  },
};
