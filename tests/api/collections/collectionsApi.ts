// What the collections area's API tests share: an app with a clock the test moves, a signed-up
// user, short calls by operationId with the user's token, makers of collections and items, readers
// that narrow the GET answers (one or a list), an image upload, and a snapshot of every table to
// prove that a refused call changed nothing.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { OperationId, RequestBody, ResponseData, Schemas } from '../../../src/contract/types';
import { API_PREFIX } from '../../../src/server/paths';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf, type Answer, type CallOptions } from '../contractClient';

export type Collection = Schemas['Collection'];
export type Item = Schemas['Item'];
export type FieldInput = Schemas['CollectionFieldInput'];

export const NOW = '2026-11-27T10:00:00.000Z';

type Options<Id extends OperationId> = Omit<CallOptions<Id>, 'token'>;

export interface Caller {
  user: SignedUp;
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<Answer<Id>>;
  /** The data of a call that must succeed. */
  ok: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<ResponseData<Id>>;
  makeCollection: (name: string, fields?: FieldInput[]) => Promise<Collection>;
  makeItem: (collectionId: string, values?: RequestBody<'createItem'>['values']) => Promise<Item>;
  readCollection: (collectionId: string) => Promise<Collection>;
  readCollections: () => Promise<Collection[]>;
  readItem: (itemId: string) => Promise<Item>;
  /** Every item of the collection, page after page. */
  itemsOf: (collectionId: string) => Promise<Item[]>;
  uploadImage: () => Promise<string>;
}

export interface CollectionsApi extends Caller {
  t: TestApp;
  setNow: (iso: string) => void;
  /** Another user of the same app, calling with their own token. */
  otherUser: (username: string) => Promise<Caller>;
  snapshot: () => Promise<Record<string, string[]>>;
}

async function uploadImageAs(t: TestApp, user: SignedUp): Promise<string> {
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c0ffee' } }).png().toBuffer();
  const response = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/image`, headers: { 'x-access-token': user.access.token, 'content-type': 'image/png' }, payload: png });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { _id: string } }).data._id;
}

export function callerOf(t: TestApp, user: SignedUp): Caller {
  const call: Caller['call'] = (id, options = {}) => callOperation(t.app, id, { ...options, token: user.access.token } as CallOptions<typeof id>);
  const ok: Caller['ok'] = async (id, options) => dataOf(await call(id, options));
  return {
    user,
    call,
    ok,
    makeCollection: (name, fields) => ok('createCollection', { body: { name, ...(fields === undefined ? {} : { fields }) } }),
    makeItem: (collectionId, values) => ok('createItem', { body: { collectionId, ...(values === undefined ? {} : { values }) } }),
    readCollection: async (collectionId) => asOne(await ok('getCollections', { query: { collectionId } })),
    readCollections: async () => asList(await ok('getCollections', {})),
    readItem: async (itemId) => asItem(await ok('getItems', { query: { itemId } })),
    itemsOf: async (collectionId) => {
      const all: Item[] = [];
      let after: string | undefined;
      do {
        const page = asPage(await ok('getItems', { query: { collectionId, ...(after === undefined ? {} : { after }) } }));
        all.push(...page.items);
        after = page.next ?? undefined;
      } while (after !== undefined);
      return all;
    },
    uploadImage: () => uploadImageAs(t, user),
  };
}

export async function startCollectionsApi(username = 'cora'): Promise<CollectionsApi> {
  let clock = Date.parse(NOW);
  const t = await createTestApp({ settings: { collections: { now: () => new Date(clock) } } });
  const user = await signUp(t.app, username);
  return {
    ...callerOf(t, user),
    t,
    setNow: (iso) => {
      clock = Date.parse(iso);
    },
    otherUser: async (name) => callerOf(t, await signUp(t.app, name)),
    snapshot: () => tableSnapshot(t.database.db),
  };
}

export { expectRefusal } from '../expectRefusal';

/** The field of a collection by name (its id is the server's). */
export function fieldNamed(collection: Collection, name: string): Schemas['CollectionField'] {
  const field = collection.fields.find((candidate) => candidate.name === name);
  if (field === undefined) throw new Error(`No field "${name}" in ${JSON.stringify(collection.fields)}`);
  return field;
}

export function asOne<T>(data: T | T[]): T {
  if (Array.isArray(data)) throw new Error(`Expected one, got a list: ${JSON.stringify(data)}`);
  return data;
}

export function asItem(data: Item | Schemas['ItemPage']): Item {
  if ('items' in data) throw new Error(`Expected one item, got a page: ${JSON.stringify(data)}`);
  return data;
}

export function asPage(data: Item | Schemas['ItemPage']): Schemas['ItemPage'] {
  if (!('items' in data)) throw new Error(`Expected a page, got ${JSON.stringify(data)}`);
  return data;
}

export function asList<T>(data: T | T[]): T[] {
  if (!Array.isArray(data)) throw new Error(`Expected a list, got ${JSON.stringify(data)}`);
  return data;
}
