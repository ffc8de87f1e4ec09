// What the storage area's API tests share: an app with a clock the test moves, a signed-up user,
// short calls by operationId with the user's token, makers of groups and items, readers that
// narrow GET /storage-item's answers (one item or a list), and a snapshot of every table to prove
// that a refused call changed nothing.
import type { OperationId, RequestBody, ResponseData, Schemas } from '../../../src/contract/types';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf, type Answer, type CallOptions } from '../contractClient';

export type StorageGroup = Schemas['StorageGroup'];
export type StorageItem = Schemas['StorageItem'];
export type StorageItemInGroup = Schemas['StorageItemInGroup'];
export type NewStorageItem = Schemas['NewStorageItem'];

/** 23:30 UTC on the 25th: already the 26th in Stockholm, so a default "today" shows it is UTC's. */
export const NOW = '2026-11-25T23:30:00.000Z';
export const TODAY = '2026-11-25';

type Options<Id extends OperationId> = Omit<CallOptions<Id>, 'token'>;

export interface Caller {
  user: SignedUp;
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<Answer<Id>>;
  /** The data of a call that must succeed. */
  ok: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<ResponseData<Id>>;
  makeGroup: (name: string) => Promise<StorageGroup>;
  /** Puts items into a group and answers the added ones. */
  putItems: (storageGroupId: string, items: NewStorageItem[], mergeSameFood?: boolean) => Promise<ResponseData<'createStorageItems'>>;
  makeItem: (storageGroupId: string, item: NewStorageItem) => Promise<StorageItem>;
  readItem: (storageItemId: string) => Promise<StorageItem>;
  readGroup: (storageGroupId: string, date?: string) => Promise<StorageGroup>;
  readGroups: (date?: string) => Promise<StorageGroup[]>;
  itemsOf: (storageGroupId: string) => Promise<StorageItemInGroup[]>;
  search: (text: string) => Promise<StorageItemInGroup[]>;
  expiringBy: (date: string) => Promise<StorageItemInGroup[]>;
}

export interface StorageApi extends Caller {
  t: TestApp;
  setNow: (iso: string) => void;
  advance: (ms: number) => void;
  /** Another user of the same app, calling with their own token. */
  otherUser: (username: string) => Promise<Caller>;
  snapshot: () => Promise<Record<string, string[]>>;
}

function callerOf(t: TestApp, user: SignedUp): Caller {
  const call: Caller['call'] = (id, options = {}) => callOperation(t.app, id, { ...options, token: user.access.token } as CallOptions<typeof id>);
  const ok: Caller['ok'] = async (id, options) => dataOf(await call(id, options));
  const putItems: Caller['putItems'] = (storageGroupId, items, mergeSameFood) =>
    ok('createStorageItems', { body: { storageGroupId, items, ...(mergeSameFood === undefined ? {} : { mergeSameFood }) } });
  const list = async (query: Options<'getStorageItems'>['query']) => asList(await ok('getStorageItems', { query }));
  return {
    user,
    call,
    ok,
    makeGroup: (name) => ok('createStorageGroup', { body: { name } }),
    putItems,
    makeItem: async (storageGroupId, item) => (await putItems(storageGroupId, [item])).added[0]!,
    readItem: async (storageItemId) => asItem(await ok('getStorageItems', { query: { storageItemId } })),
    readGroup: async (storageGroupId, date) => asGroup(await ok('getStorageGroups', { query: { storageGroupId, ...(date === undefined ? {} : { date }) } })),
    readGroups: async (date) => asGroups(await ok('getStorageGroups', { query: date === undefined ? {} : { date } })),
    itemsOf: (storageGroupId) => list({ storageGroupId }),
    search: (text) => list({ search: text }),
    expiringBy: (date) => list({ expiringBy: date }),
  };
}

export async function startStorageApi(username = 'sigrid'): Promise<StorageApi> {
  let clock = Date.parse(NOW);
  const t = await createTestApp({ settings: { storage: { now: () => new Date(clock) } } });
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

/** An item as a list shows it (with its group's name). */
export function inGroup(item: StorageItem, groupName: string): StorageItemInGroup {
  const { _id, storageGroupId, ...rest } = item;
  return { _id, storageGroupId, groupName, ...rest };
}

export type NewItemBody = RequestBody<'createStorageItems'>;

export function asItem(data: ResponseData<'getStorageItems'>): StorageItem {
  if (Array.isArray(data)) throw new Error(`Expected one item, got ${JSON.stringify(data)}`);
  return data;
}

export function asList(data: ResponseData<'getStorageItems'>): StorageItemInGroup[] {
  if (!Array.isArray(data)) throw new Error(`Expected a list of items, got ${JSON.stringify(data)}`);
  return data;
}

export function asGroup(data: ResponseData<'getStorageGroups'>): StorageGroup {
  if (Array.isArray(data)) throw new Error(`Expected one group, got ${JSON.stringify(data)}`);
  return data;
}

export function asGroups(data: ResponseData<'getStorageGroups'>): StorageGroup[] {
  if (!Array.isArray(data)) throw new Error(`Expected the list of groups, got ${JSON.stringify(data)}`);
  return data;
}
