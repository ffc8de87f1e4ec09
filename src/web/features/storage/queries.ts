import { useQueryClient } from '@tanstack/react-query';
import type { OutboxChange } from '../../../../machines/outboxMachine';
import type { Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';
import type { Invalidation } from '../../api/queryClient';
import { useApi } from '../../api/useApi';
import { useQueueableMutation } from '../../outbox/useQueueableMutation';
import { localIsoDate } from '../../router/localDate';
import { addDays, expiringWithinDays } from './expiry';
import { storageToasts as t } from './toasts';
import { storageChangeLabels as l, storageArea, withUpdate, type ItemUpdate } from './unsent';

export type StorageGroup = Schemas['StorageGroup'];
export type StorageItem = Schemas['StorageItem'];
export type StorageItemInGroup = Schemas['StorageItemInGroup'];
export type CookableRecipe = Schemas['CookableRecipe'];
export type RecipeSummary = Schemas['RecipeSummary'];

// Cache keys: openapi-react-query keys a query [method, path, init], so each prefixes every query
// of its path (invalidating one refreshes them all).
const groupsKey = ['get', '/storage-group'] as const;
const itemsKey = ['get', '/storage-item'] as const;
/** "What can I cook?" and an item's recipes read storage through the recipes area. */
const recipesKey = ['get', '/recipe'] as const;
/** The dashboard shows the items expiring soon. */
const dashboardKey = ['get', '/dashboard'] as const;
/** Any change to storage alters the groups' counts, the item lists, what can be cooked and the dashboard. */
const storageChange: readonly Invalidation[] = [groupsKey, itemsKey, recipesKey, dashboardKey];

/** What a route's loader just fetched stays fresh this long, so the screen's mount does not fetch it again. */
const freshAfterLoad = 5_000;

/** The user's today (their own time zone), which "expires soon" counts from. */
export const today = () => localIsoDate();

function many<T>(data: unknown, what: string): T[] {
  if (!Array.isArray(data)) throw new Error(`expected ${what}`);
  return data as T[];
}

function one<T>(data: unknown, what: string): T {
  if (Array.isArray(data)) throw new Error(`expected one ${what}`);
  return data as T;
}

/** GET /storage-group?date=: every group, oldest first, with its item and expiring counts. */
export function storageGroupsQuery(api: Api, date = today()) {
  return api.queryOptions('get', '/storage-group', { params: { query: { date } } }, {
    select: (body) => many<StorageGroup>(body.data, 'the storage groups'),
    meta: { failureToast: t.groupsFetchFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /storage-group?storageGroupId=&date=: one group with its counts. */
export function storageGroupQuery(api: Api, storageGroupId: string, date = today()) {
  return api.queryOptions('get', '/storage-group', { params: { query: { storageGroupId, date } } }, {
    select: (body) => one<StorageGroup>(body.data, 'storage group'),
    staleTime: freshAfterLoad,
  });
}

/** GET /storage-item?storageGroupId=: a group's items by name. */
export function groupItemsQuery(api: Api, storageGroupId: string) {
  return api.queryOptions('get', '/storage-item', { params: { query: { storageGroupId } } }, {
    select: (body) => many<StorageItemInGroup>(body.data, 'the items'),
    staleTime: freshAfterLoad,
  });
}

/** GET /storage-item?storageItemId=: one item. */
export function storageItemQuery(api: Api, storageItemId: string) {
  return api.queryOptions('get', '/storage-item', { params: { query: { storageItemId } } }, {
    select: (body) => one<StorageItem>(body.data, 'item'),
    staleTime: freshAfterLoad,
  });
}

/** GET /storage-item?search=: items of every group whose name or note holds the text. */
export function storageSearchQuery(api: Api, search: string) {
  return api.queryOptions('get', '/storage-item', { params: { query: { search } } }, {
    select: (body) => many<StorageItemInGroup>(body.data, 'the found items'),
    meta: { failureToast: t.searchFailed },
  });
}

/** GET /storage-item?expiringBy=: what goes out of date within a week of today (or has), soonest first. */
export function expiringItemsQuery(api: Api, date = today()) {
  return api.queryOptions('get', '/storage-item', { params: { query: { expiringBy: addDays(date, expiringWithinDays) } } }, {
    select: (body) => many<StorageItemInGroup>(body.data, 'the expiring items'),
    staleTime: freshAfterLoad,
  });
}

/** GET /recipe?cookFromStorage=true: "What can I cook?", best share of ingredients at hand first. */
export function cookableRecipesQuery(api: Api) {
  return api.queryOptions('get', '/recipe', { params: { query: { cookFromStorage: true } } }, {
    select: (body) => many<CookableRecipe>(body.data, 'the cookable recipes'),
    staleTime: freshAfterLoad,
  });
}

/** GET /recipe?foodItemId=: the recipes with an ingredient of the item's food, newest first. */
export function recipesForItemQuery(api: Api, foodItemId: string) {
  return api.queryOptions('get', '/recipe', { params: { query: { foodItemId } } }, {
    select: (body) => many<RecipeSummary>(body.data, 'the recipes'),
    staleTime: freshAfterLoad,
  });
}

// Mutations. Each refreshes what it changes (`invalidates`) and shows its toasts; call them as
// openapi-react-query does: `mutate({ body })` or `mutate({ params: { query } })`.

/** POST /storage-group {name}. */
export function useCreateStorageGroup() {
  return useApi().useMutation('post', '/storage-group', {
    meta: { invalidates: [groupsKey], successToast: t.groupAdded, failureToast: t.groupAddFailed },
  });
}

/** PUT /storage-group {storageGroupId, name}: a rename. */
export function useRenameStorageGroup() {
  return useApi().useMutation('put', '/storage-group', {
    meta: { invalidates: storageChange, successToast: t.groupUpdated, failureToast: t.groupUpdateFailed },
  });
}

/** DELETE /storage-group?storageGroupId=&(deleteItems=true | moveItemsTo=): the group, its items deleted or moved. */
export function useDeleteStorageGroup() {
  return useApi().useMutation('delete', '/storage-group', {
    meta: { invalidates: storageChange, successToast: t.groupDeleted, failureToast: t.groupDeleteFailed },
  });
}

/** POST /storage-item {storageGroupId, items}: an item added from the group's page. */
export function useAddStorageItem() {
  return useApi().useMutation('post', '/storage-item', {
    meta: { invalidates: storageChange, successToast: t.itemAdded, failureToast: t.itemAddFailed },
  });
}

/** PUT /storage-item {storageItemId, ...fields}: an edit of an item. */
export function useUpdateStorageItem() {
  return useApi().useMutation('put', '/storage-item', {
    meta: { invalidates: storageChange, successToast: t.itemUpdated, failureToast: t.itemUpdateFailed },
  });
}

/** An edit of an item of a group's page; the name and amount (as the user reads it) are for the outbox list. */
export interface GroupItemUpdate {
  name: string;
  amount: string;
  body: ItemUpdate;
}

/**
 * PUT /storage-item on a group's page (its amount, most often): shown at once in the group's
 * items; a refusal puts the item back. Offline it waits in the outbox, the edit stays on screen
 * and the item is marked as not sent yet (issue 25).
 */
export function useUpdateGroupItem(storageGroupId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = groupItemsQuery(api, storageGroupId).queryKey;
  type ItemsBody = { status: true; data: StorageItemInGroup[] };
  return useQueueableMutation<unknown, GroupItemUpdate, { before: ItemsBody | undefined }>({
    area: storageArea,
    label: ({ name, amount }): OutboxChange['label'] => (amount ? { id: l.amount.id, values: { name, amount } } : { id: l.edit.id, values: { name } }),
    request: ({ body }) => ({ method: 'PUT', path: '/storage-item', body }),
    meta: { invalidates: storageChange, successToast: t.itemUpdated, failureToast: t.itemUpdateFailed },
    onMutate: async ({ body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key) as ItemsBody | undefined;
      if (before && Array.isArray(before.data)) {
        queryClient.setQueryData(key, { ...before, data: before.data.map((item) => (item._id === body.storageItemId ? withUpdate(item, body) : item)) } as never);
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before as never);
    },
  });
}

/** DELETE /storage-item?storageItemId= (asked first on either page). */
export function useDeleteStorageItem() {
  return useApi().useMutation('delete', '/storage-item', {
    meta: { invalidates: storageChange, successToast: t.itemDeleted, failureToast: t.itemDeleteFailed },
  });
}
