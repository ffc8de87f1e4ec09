// What the drinks area's API tests share: an app with a clock the test moves, a signed-up user,
// short calls by operationId with the user's token, makers of collections, drinks, images and
// storage groups (through the images' and storage's own APIs), readers that narrow GET /drink's
// answers, and a snapshot of every table to prove that a refused call changed nothing.
import type { OperationId, RequestBody, ResponseData, Schemas } from '../../../src/contract/types';
import type { DrinksSettings } from '../../../src/server/areas/drinks/settings';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf, type Answer, type CallOptions } from '../contractClient';
import { uploadImageAs } from '../recipes/recipesApi';

export type Drink = Schemas['Drink'];
export type DrinkPage = Schemas['DrinkPage'];
export type DrinkSummary = Schemas['DrinkSummary'];
export type DrinkCollection = Schemas['DrinkCollection'];
export type NewDrink = RequestBody<'createDrink'>;

export const NOW = '2026-11-27T18:00:00.000Z';
export const MINUTE = 60_000;

type Options<Id extends OperationId> = Omit<CallOptions<Id>, 'token'>;

export interface Caller {
  user: SignedUp;
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<Answer<Id>>;
  /** The data of a call that must succeed. */
  ok: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<ResponseData<Id>>;
  makeCollection: (name: string) => Promise<DrinkCollection>;
  makeDrink: (collectionId: string, name: string, fields?: Omit<NewDrink, 'collectionId' | 'name'>) => Promise<Drink>;
  readDrink: (drinkId: string) => Promise<Drink>;
  /** Every drink of the collection, page after page. */
  drinksOf: (collectionId: string) => Promise<Drink[]>;
  /** One page of the collection's drinks. */
  drinkPageOf: (collectionId: string, paging?: { limit?: number; after?: string }) => Promise<DrinkPage>;
  readCollection: (drinkCollectionId: string) => Promise<DrinkCollection>;
  readCollections: () => Promise<DrinkCollection[]>;
  /** "What can I make" from a storage group. */
  makeableFrom: (storageGroupId: string) => Promise<DrinkSummary[]>;
  /** Uploads a tiny PNG through the images area and answers its id. */
  uploadImage: () => Promise<string>;
  /** A new storage group holding these items, made through the storage area's API; answers its id. */
  stock: (name: string, items: RequestBody<'createStorageItems'>['items']) => Promise<string>;
}

export interface DrinksApi extends Caller {
  t: TestApp;
  setNow: (iso: string) => void;
  advance: (ms: number) => void;
  /** Another user of the same app, calling with their own token. */
  otherUser: (username: string) => Promise<Caller>;
  snapshot: () => Promise<Record<string, string[]>>;
}

export function asDrink(data: ResponseData<'getDrinks'>): Drink {
  if (Array.isArray(data) || 'drinks' in data) throw new Error(`Expected one drink, got ${JSON.stringify(data)}`);
  return data;
}

/** What "What can I make" answers of a drink. */
export function summaryOf(drink: Drink): DrinkSummary {
  return { _id: drink._id, name: drink.name, collectionId: drink.collectionId };
}

export function asDrinkPage(data: ResponseData<'getDrinks'>): DrinkPage {
  if (Array.isArray(data) || !('drinks' in data)) throw new Error(`Expected a page of drinks, got ${JSON.stringify(data)}`);
  return data;
}

export function asSummaries(data: ResponseData<'getDrinks'>): DrinkSummary[] {
  if (!Array.isArray(data)) throw new Error(`Expected a list of drinks, got ${JSON.stringify(data)}`);
  return data;
}

export function asCollection(data: ResponseData<'getDrinkCollections'>): DrinkCollection {
  if (Array.isArray(data)) throw new Error(`Expected one collection, got ${JSON.stringify(data)}`);
  return data;
}

export function callerOf(t: TestApp, user: SignedUp): Caller {
  const call: Caller['call'] = (id, options = {}) => callOperation(t.app, id, { ...options, token: user.access.token } as CallOptions<typeof id>);
  const ok: Caller['ok'] = async (id, options) => dataOf(await call(id, options));
  return {
    user,
    call,
    ok,
    makeCollection: (name) => ok('createDrinkCollection', { body: { name } }),
    makeDrink: (collectionId, name, fields = {}) => ok('createDrink', { body: { ...fields, collectionId, name } }),
    readDrink: async (drinkId) => asDrink(await ok('getDrinks', { query: { drinkId } })),
    drinksOf: async (collectionId) => {
      const drinks: Drink[] = [];
      let after: string | undefined;
      do {
        const page = asDrinkPage(await ok('getDrinks', { query: { collectionId, ...(after === undefined ? {} : { after }) } }));
        drinks.push(...page.drinks);
        after = page.next ?? undefined;
      } while (after !== undefined);
      return drinks;
    },
    drinkPageOf: async (collectionId, paging = {}) => asDrinkPage(await ok('getDrinks', { query: { collectionId, ...paging } })),
    readCollection: async (drinkCollectionId) => asCollection(await ok('getDrinkCollections', { query: { drinkCollectionId } })),
    readCollections: async () => {
      const data = await ok('getDrinkCollections');
      if (!Array.isArray(data)) throw new Error(`Expected every collection, got ${JSON.stringify(data)}`);
      return data;
    },
    makeableFrom: async (storageGroupId) => asSummaries(await ok('getDrinks', { query: { storageGroupId } })),
    uploadImage: () => uploadImageAs(t, user),
    stock: async (name, items) => {
      const group = await ok('createStorageGroup', { body: { name } });
      if (items.length > 0) await ok('createStorageItems', { body: { storageGroupId: group._id, items } });
      return group._id;
    },
  };
}

export async function startDrinksApi(username = 'dora', settings: Omit<Partial<DrinksSettings>, 'now'> = {}): Promise<DrinksApi> {
  let clock = Date.parse(NOW);
  const t = await createTestApp({ settings: { drinks: { now: () => new Date(clock), ...settings } } });
  const user = await signUp(t.app, username);
  return {
    ...callerOf(t, user),
    t,
    setNow: (iso) => {
      clock = Date.parse(iso);
    },
    advance: (ms) => {
      clock += ms;
    },
    otherUser: async (name) => callerOf(t, await signUp(t.app, name)),
    snapshot: () => tableSnapshot(t.database.db),
  };
}

export { expectRefusal } from '../expectRefusal';
