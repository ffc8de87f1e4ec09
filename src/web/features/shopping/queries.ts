import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { RequestBody, Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';
import type { Invalidation } from '../../api/queryClient';
import { useApi } from '../../api/useApi';
import { isQueued } from '../../outbox/queued';
import { useQueueableMutation } from '../../outbox/useQueueableMutation';
import { shoppingChangeLabels as l } from './changeLabels';
import { shoppingToasts as t } from './toasts';
import { shoppingArea } from './unsent';

export type ShoppingList = Schemas['ShoppingList'];
export type ShoppingListWithItems = Schemas['ShoppingListWithItems'];
export type ShoppingItem = Schemas['ShoppingItem'];
export type NewShoppingItem = Schemas['NewShoppingItem'];
/** A place checked items can be put into (a storage group), as far as shopping needs it. */
export type StoragePlace = Pick<Schemas['StorageGroup'], '_id' | 'name'>;

// Cache keys: openapi-react-query keys a query [method, path, init], so each prefixes every query
// of its path (invalidating one refreshes them all).
/** Every GET /shopping-list query (all lists, one list with its items). */
export const shoppingListsKey = ['get', '/shopping-list'] as const;
/** The dashboard shows the default list's open items. */
const dashboardKey = ['get', '/dashboard'] as const;
/** A change to a list or its items alters the lists' counts, the list and the dashboard. */
const shoppingChange: readonly Invalidation[] = [shoppingListsKey, ['get', '/shopping-item'], dashboardKey];

/** What a route's loader just fetched stays fresh this long, so the screen's mount does not fetch it again. */
const freshAfterLoad = 5_000;

type ListsBody = { status: true; data: ShoppingListWithItems | ShoppingList[] };

/** GET /shopping-list: every list, oldest first, with its open and checked counts. */
export function shoppingListsQuery(api: Api) {
  return api.queryOptions('get', '/shopping-list', undefined, {
    select: (body): ShoppingList[] => {
      if (!Array.isArray(body.data)) throw new Error('expected the shopping lists');
      return body.data;
    },
    meta: { failureToast: t.listsFetchFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /shopping-list?shoppingListId=: one list with its items in position order. */
export function shoppingListQuery(api: Api, shoppingListId: string) {
  return api.queryOptions('get', '/shopping-list', { params: { query: { shoppingListId } } }, {
    select: (body): ShoppingListWithItems => {
      if (Array.isArray(body.data)) throw new Error('expected one shopping list');
      return body.data;
    },
    staleTime: freshAfterLoad,
  });
}

/** Changes the cached list (its items, with the counts worked out again); a no-op when it is not cached. */
function changeCachedList(queryClient: QueryClient, api: Api, listId: string, change: (items: ShoppingItem[]) => ShoppingItem[]) {
  const key = shoppingListQuery(api, listId).queryKey;
  const before = queryClient.getQueryData(key) as ListsBody | undefined;
  if (!before || Array.isArray(before.data)) return before;
  const items = change(before.data.items);
  const openCount = items.filter((item) => !item.checked).length;
  queryClient.setQueryData(key, { ...before, data: { ...before.data, items, openCount, checkedCount: items.length - openCount } } as never);
  return before;
}

function restoreCachedList(queryClient: QueryClient, api: Api, listId: string, before: ListsBody | undefined) {
  if (before) queryClient.setQueryData(shoppingListQuery(api, listId).queryKey, before as never);
}

/** The lists' counts are out of date: refetched when next shown, not now (a tap must not wait on it). */
function markListsStale(queryClient: QueryClient, api: Api) {
  void queryClient.invalidateQueries({ queryKey: shoppingListsQuery(api).queryKey, exact: true, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: dashboardKey, refetchType: 'none' });
}

// Mutations. Each refreshes what it changes (`invalidates`) and shows its toasts; call them as
// openapi-react-query does: `mutate({ body })` or `mutate({ params: { query } })`.

/** POST /shopping-list {name}. */
export function useCreateShoppingList() {
  return useApi().useMutation('post', '/shopping-list', {
    meta: { invalidates: [shoppingListsKey], successToast: t.listAdded, failureToast: t.listAddFailed },
  });
}

/** PUT /shopping-list {shoppingListId, name}: a rename. */
export function useRenameShoppingList() {
  return useApi().useMutation('put', '/shopping-list', {
    meta: { invalidates: shoppingChange, successToast: t.listUpdated, failureToast: t.listUpdateFailed },
  });
}

/** DELETE /shopping-list?shoppingListId=: the list and its items. */
export function useDeleteShoppingList() {
  return useApi().useMutation('delete', '/shopping-list', {
    meta: { invalidates: shoppingChange, successToast: t.listDeleted, failureToast: t.listDeleteFailed },
  });
}

/**
 * PUT /shopping-list {shoppingListId, itemOrder}: the new order shows at once and is saved behind
 * it; a refusal puts the saved order back (ITEM_ORDER_MISMATCH: the list changed elsewhere, so it
 * is read again).
 */
export function useReorderShoppingItems(listId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return api.useMutation('put', '/shopping-list', {
    meta: { failureToast: t.orderFailed },
    onMutate: async (variables) => {
      const order = variables.body.itemOrder ?? [];
      await queryClient.cancelQueries({ queryKey: shoppingListQuery(api, listId).queryKey });
      const before = changeCachedList(queryClient, api, listId, (items) =>
        order.map((id) => items.find((item) => item._id === id)).filter((item): item is ShoppingItem => item !== undefined),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      restoreCachedList(queryClient, api, listId, context?.before);
      void queryClient.invalidateQueries({ queryKey: shoppingListQuery(api, listId).queryKey });
    },
    onSuccess: (body) => {
      changeCachedList(queryClient, api, listId, () => body.data.items);
      void queryClient.invalidateQueries({ queryKey: dashboardKey, refetchType: 'none' });
    },
  });
}

/**
 * POST /shopping-item {shoppingListId, items, mergeSameFood?}: the list refreshes. Offline the
 * items wait in the outbox and show at the end of the list, marked (unsent.ts lays them over it).
 */
export function useCreateShoppingItems() {
  return useQueueableMutation<unknown, AddVariables>({
    area: shoppingArea,
    label: ({ body }) => ({ id: l.add.id, values: { name: body.items.map((item) => item.name).join(', ') } }),
    request: ({ body }) => ({ method: 'POST', path: '/shopping-item', body }),
    meta: { invalidates: shoppingChange, failureToast: t.itemAddFailed },
  });
}

export interface AddVariables {
  body: RequestBody<'createShoppingItems'>;
}

/** POST /shopping-item putting back what a delete took (with `checked`), for Undo. */
export function useRestoreShoppingItems() {
  return useQueueableMutation<unknown, AddVariables>({
    area: shoppingArea,
    label: ({ body }) => ({ id: l.restore.id, values: { count: String(body.items.length) } }),
    request: ({ body }) => ({ method: 'POST', path: '/shopping-item', body }),
    meta: { invalidates: shoppingChange, failureToast: t.restoreFailed },
  });
}

/** PUT /shopping-item {shoppingItemId, name?, quantity?, unit?, note?}: an edit of an item. */
export function useUpdateShoppingItem() {
  return useApi().useMutation('put', '/shopping-item', {
    meta: { invalidates: shoppingChange, successToast: t.itemUpdated, failureToast: t.itemUpdateFailed },
  });
}

/**
 * PUT /shopping-item {shoppingItemId, checked}: checking off is optimistic and instant (issue 12).
 * The cached list changes before the call; the server's answer replaces the item, a failure puts
 * it back as it was. Nothing is refetched on the way, so quick taps never flicker. Offline it
 * waits in the outbox and the check stays on screen, marked as not sent yet (issue 25).
 */
export function useCheckShoppingItem(listId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  // The latest tap on each item: only its answer (or failure) is shown, so a quick second tap is
  // not undone by the first tap's answer arriving after it.
  const latest = useRef({ seq: 0, byItem: new Map<string, number>() });
  const isLatest = (id: string, seq: number | undefined) => latest.current.byItem.get(id) === seq;
  return useQueueableMutation<{ data: ShoppingItem }, CheckVariables, { seq: number; checked: boolean }>({
    area: shoppingArea,
    label: ({ name, body }) => ({ id: (body.checked ? l.check : l.uncheck).id, values: { name } }),
    request: ({ body }) => ({ method: 'PUT', path: '/shopping-item', body }),
    meta: { failureToast: t.checkFailed },
    onMutate: async (variables) => {
      const { shoppingItemId, checked } = variables.body;
      latest.current.seq += 1;
      const seq = latest.current.seq;
      latest.current.byItem.set(shoppingItemId, seq);
      await queryClient.cancelQueries({ queryKey: shoppingListQuery(api, listId).queryKey });
      changeCachedList(queryClient, api, listId, (items) =>
        items.map((item) => (item._id === shoppingItemId ? { ...item, checked, checkedAt: checked ? new Date().toISOString() : null } : item)),
      );
      return { seq, checked: !checked };
    },
    onError: (_error, variables, context) => {
      if (!context || !isLatest(variables.body.shoppingItemId, context.seq)) return;
      changeCachedList(queryClient, api, listId, (items) => items.map((item) => (item._id === variables.body.shoppingItemId ? { ...item, checked: context.checked } : item)));
    },
    onSuccess: (body, _variables, context) => {
      if (isQueued(body)) return;
      if (isLatest(body.data._id, context?.seq)) changeCachedList(queryClient, api, listId, (items) => items.map((item) => (item._id === body.data._id ? body.data : item)));
      markListsStale(queryClient, api);
    },
  });
}

/** A check or uncheck; the item's name is for the outbox list ("Check off Milk"). */
export interface CheckVariables {
  name: string;
  body: { shoppingItemId: string; checked: boolean };
}

/**
 * DELETE /shopping-item?shoppingListId=&checked=true: the checked items leave the list at once;
 * resolves with what was deleted (for Undo), which offline is what left the list here.
 */
export function useClearCheckedItems(listId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useQueueableMutation<{ data: ShoppingItem[] }, { listName: string }, { before: ListsBody | undefined }>({
    area: shoppingArea,
    label: ({ listName }) => ({ id: l.clearChecked.id, values: { list: listName } }),
    request: () => ({ method: 'DELETE', path: '/shopping-item', query: { shoppingListId: listId, checked: 'true' } }),
    meta: { invalidates: shoppingChange, failureToast: t.clearFailed },
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: shoppingListQuery(api, listId).queryKey });
      return { before: changeCachedList(queryClient, api, listId, (items) => items.filter((item) => !item.checked)) };
    },
    onError: (_error, _variables, context) => restoreCachedList(queryClient, api, listId, context?.before),
    onSuccess: (body) => {
      if (isQueued(body)) markListsStale(queryClient, api);
    },
  });
  const clear = async (listName: string): Promise<ShoppingItem[]> => {
    const cached = queryClient.getQueryData(shoppingListQuery(api, listId).queryKey) as ListsBody | undefined;
    const gone = cached && !Array.isArray(cached.data) ? cached.data.items.filter((item) => item.checked) : [];
    const result = await mutation.mutateAsync({ listName });
    return isQueued(result) ? gone : result.data;
  };
  return { clear, isPending: mutation.isPending };
}

/** DELETE /shopping-item?shoppingItemId=, or ?shoppingListId=&checked=true: answers what it deleted (for Undo). */
export function useDeleteShoppingItems(failureToast: MessageDescriptor = t.itemDeleteFailed) {
  return useApi().useMutation('delete', '/shopping-item', {
    meta: { invalidates: shoppingChange, failureToast },
  });
}

/** GET /storage-group: the places checked items can be put into (the storage area's groups, read through its API). */
export function storagePlacesQuery(api: Api) {
  return api.queryOptions('get', '/storage-group', undefined, {
    select: (body): StoragePlace[] => (Array.isArray(body.data) ? body.data.map(({ _id, name }) => ({ _id, name })) : [body.data]),
    meta: { failureToast: t.placesFetchFailed },
  });
}

/** POST /storage-item {storageGroupId, items, mergeSameFood}: storage's groups, items and the dashboard refresh. */
export function usePutIntoStorage() {
  return useApi().useMutation('post', '/storage-item', {
    meta: { invalidates: [['get', '/storage-group'], ['get', '/storage-item'], dashboardKey], failureToast: t.storeFailed },
  });
}

/** What POST /storage-item takes for a bought item: its name, amount and note (storage's units are at most 30 characters). */
export function storable(item: ShoppingItem): Schemas['NewStorageItem'] {
  return { name: item.name, quantity: item.quantity, unit: item.unit ? item.unit.slice(0, 30) : null, ...(item.note ? { note: item.note } : {}) };
}

/** What POST /shopping-item takes to put a deleted item back as it was (checked or not). */
export function restorable(item: ShoppingItem): NewShoppingItem {
  return { name: item.name, quantity: item.quantity, unit: item.unit, note: item.note, checked: item.checked };
}
