// What the shopping area's API tests share: an app with a clock the test moves, a signed-up user,
// short calls by operationId with the user's token, makers of lists and items, readers that narrow
// GET /shopping-list's two answers, and a snapshot of every table to prove that a refused call
// changed nothing.
import type { OperationId, RequestBody, ResponseData, Schemas } from '../../../src/contract/types';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf, type Answer, type CallOptions } from '../contractClient';

export type ShoppingList = Schemas['ShoppingList'];
export type ShoppingListWithItems = Schemas['ShoppingListWithItems'];
export type ShoppingItem = Schemas['ShoppingItem'];
export type NewShoppingItem = Schemas['NewShoppingItem'];

export const NOW = '2026-11-26T10:00:00.000Z';

type Options<Id extends OperationId> = Omit<CallOptions<Id>, 'token'>;

export interface Caller {
  user: SignedUp;
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<Answer<Id>>;
  /** The data of a call that must succeed. */
  ok: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<ResponseData<Id>>;
}

export interface ShoppingApi extends Caller {
  t: TestApp;
  setNow: (iso: string) => void;
  advance: (ms: number) => void;
  /** Another user of the same app, calling with their own token. */
  otherUser: (username: string) => Promise<Caller>;
  makeList: (name: string) => Promise<ShoppingListWithItems>;
  /** Adds items and answers the new ones (and those merged into). */
  add: (shoppingListId: string, items: NewShoppingItem[], mergeSameFood?: boolean) => Promise<ResponseData<'createShoppingItems'>>;
  readList: (shoppingListId: string) => Promise<ShoppingListWithItems>;
  readLists: () => Promise<ShoppingList[]>;
  snapshot: () => Promise<Record<string, string[]>>;
}

function callerOf(t: TestApp, user: SignedUp): Caller {
  const call: Caller['call'] = (id, options = {}) => callOperation(t.app, id, { ...options, token: user.access.token } as CallOptions<typeof id>);
  return { user, call, ok: async (id, options) => dataOf(await call(id, options)) };
}

export async function startShoppingApi(username = 'sally'): Promise<ShoppingApi> {
  let clock = Date.parse(NOW);
  const t = await createTestApp({ settings: { shopping: { now: () => new Date(clock) } } });
  const caller = callerOf(t, await signUp(t.app, username));
  const { ok } = caller;
  return {
    ...caller,
    t,
    setNow: (iso) => {
      clock = Date.parse(iso);
    },
    advance: (ms) => {
      clock += ms;
    },
    otherUser: async (name) => callerOf(t, await signUp(t.app, name)),
    makeList: (name) => ok('createShoppingList', { body: { name } }),
    add: (shoppingListId, items, mergeSameFood) =>
      ok('createShoppingItems', { body: { shoppingListId, items, ...(mergeSameFood === undefined ? {} : { mergeSameFood }) } satisfies RequestBody<'createShoppingItems'> }),
    readList: async (shoppingListId) => asList(await ok('getShoppingLists', { query: { shoppingListId } })),
    readLists: async () => asLists(await ok('getShoppingLists')),
    snapshot: () => tableSnapshot(t.database.db),
  };
}

export function asList(data: ResponseData<'getShoppingLists'>): ShoppingListWithItems {
  if (Array.isArray(data)) throw new Error(`Expected one list with its items, got ${JSON.stringify(data)}`);
  return data;
}

export function asLists(data: ResponseData<'getShoppingLists'>): ShoppingList[] {
  if (!Array.isArray(data)) throw new Error(`Expected every list, got ${JSON.stringify(data)}`);
  return data;
}

/** Items as [name, quantity, unit] for short assertions of what a shopper reads. */
export const amounts = (items: readonly ShoppingItem[]): Array<[string, number | null, string | null]> => items.map((item) => [item.name, item.quantity, item.unit]);

export { expectRefusal } from '../expectRefusal';
