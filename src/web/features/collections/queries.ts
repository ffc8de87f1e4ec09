import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';
import type { Invalidation } from '../../api/queryClient';
import { useApi } from '../../api/useApi';
import { collectionsToasts as t } from './toasts';

export type Collection = Schemas['Collection'];
export type CollectionField = Schemas['CollectionField'];
export type CollectionFieldInput = Schemas['CollectionFieldInput'];
export type CollectionView = Schemas['CollectionView'];
export type CollectionFilter = Schemas['CollectionFilter'];
export type FieldType = Schemas['FieldType'];
export type NumberFormat = Schemas['NumberFormat'];
export type Item = Schemas['Item'];
export type ItemValue = Schemas['ItemValue'];
export type UnconvertedValueRef = Schemas['UnconvertedValueRef'];
/** What a change of fields could not convert: the first values (the server lists 100) and how many in all. */
export interface UnconvertedReport {
  unconverted: readonly UnconvertedValueRef[];
  unconvertedCount: number;
}

// Cache keys: openapi-react-query keys a query [method, path, init], so each prefixes every query
// of its path (invalidating one refreshes them all).
const collectionsKey = ['get', '/collection'] as const;
const itemsKey = ['get', '/item'] as const;
/** Items change a collection's count; fields change its items: every change refreshes both. */
const collectionsChange: readonly Invalidation[] = [collectionsKey, itemsKey];

/** What a route's loader just fetched stays fresh this long, so the screen's mount does not fetch it again. */
const freshAfterLoad = 5_000;

function many<T>(data: unknown, what: string): T[] {
  if (!Array.isArray(data)) throw new Error(`expected ${what}`);
  return data as T[];
}

function one<T>(data: unknown, what: string): T {
  if (Array.isArray(data) || data === null || typeof data !== 'object') throw new Error(`expected one ${what}`);
  return data as T;
}

/** GET /collection: every collection, oldest first, with its fields, view and item count. */
export function collectionsQuery(api: Api) {
  return api.queryOptions('get', '/collection', {}, {
    select: (body) => many<Collection>(body.data, 'the collections'),
    meta: { failureToast: t.collectionsFetchFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /collection?collectionId=: one collection. */
export function collectionQuery(api: Api, collectionId: string) {
  return api.queryOptions('get', '/collection', { params: { query: { collectionId } } }, {
    select: (body) => one<Collection>(body.data, 'collection'),
    staleTime: freshAfterLoad,
  });
}

export type ItemPage = Schemas['ItemPage'];

function itemPage(data: unknown): ItemPage {
  if (data === null || typeof data !== 'object' || !Array.isArray((data as Partial<ItemPage>).items)) throw new Error('expected a page of items');
  return data as ItemPage;
}

/**
 * GET /item?collectionId=&after=: a collection's items a page at a time (the server's page size),
 * oldest first; `fetchNextPage` reads the next page while `hasNextPage`. The screen sorts and
 * filters the items read so far.
 */
export function collectionItemsQuery(api: Api, collectionId: string) {
  return infiniteQueryOptions({
    // Under GET /item's prefix, so every change that refreshes items refreshes these pages.
    queryKey: [...itemsKey, { params: { query: { collectionId } } }, 'pages'] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const query = { collectionId, ...(pageParam === undefined ? {} : { after: pageParam }) };
      const options = api.queryOptions('get', '/item', { params: { query } });
      const fetchPage = options.queryFn as unknown as (context: { queryKey: typeof options.queryKey; signal: AbortSignal }) => Promise<{ data?: unknown }>;
      return itemPage((await fetchPage({ queryKey: options.queryKey, signal })).data);
    },
    getNextPageParam: (last) => last.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
    staleTime: freshAfterLoad,
  });
}

/** GET /item?itemId=: one item. */
export function itemQuery(api: Api, itemId: string) {
  return api.queryOptions('get', '/item', { params: { query: { itemId } } }, {
    select: (body) => one<Item>(body.data, 'item'),
    staleTime: freshAfterLoad,
  });
}

/** The collection of an item as GET /item answered it (for the item page's loader). */
export function collectionIdOf(body: { data?: unknown }): string {
  return one<Item>(body.data, 'item').collectionId;
}

// Mutations. Each refreshes what it changes (`invalidates`) and shows its toasts; call them as
// openapi-react-query does: `mutate({ body })` or `mutate({ params: { query } })`.

/** POST /collection {name}. */
export function useCreateCollection() {
  return useApi().useMutation('post', '/collection', {
    meta: { invalidates: [collectionsKey], successToast: t.collectionAdded, failureToast: t.collectionAddFailed },
  });
}

/** PUT /collection {collectionId, name | fields}: a rename or a change of the fields. */
export function useUpdateCollection() {
  return useApi().useMutation('put', '/collection', {
    meta: { invalidates: collectionsChange, successToast: t.collectionUpdated, failureToast: t.collectionUpdateFailed },
  });
}

/** PUT /collection {collectionId, view}: the view saved as the user changes it, quietly (only a failure says so). */
export function useSaveCollectionView() {
  return useApi().useMutation('put', '/collection', {
    meta: { invalidates: [collectionsKey], failureToast: t.viewSaveFailed },
  });
}

/** DELETE /collection?collectionId=: the collection with its items (asked first). */
export function useDeleteCollection() {
  return useApi().useMutation('delete', '/collection', {
    meta: { invalidates: collectionsChange, successToast: t.collectionDeleted, failureToast: t.collectionDeleteFailed },
  });
}

/** POST /item {collectionId}: an empty item, filled in on its page. */
export function useCreateItem() {
  return useApi().useMutation('post', '/item', {
    meta: { invalidates: collectionsChange, successToast: t.itemAdded, failureToast: t.itemAddFailed },
  });
}

/** PUT /item {itemId, values?, discardUnconverted?}. */
export function useUpdateItem() {
  return useApi().useMutation('put', '/item', {
    meta: { invalidates: [itemsKey], successToast: t.itemUpdated, failureToast: t.itemUpdateFailed },
  });
}

/** DELETE /item?itemId= (asked first). */
export function useDeleteItem() {
  return useApi().useMutation('delete', '/item', {
    meta: { invalidates: collectionsChange, successToast: t.itemDeleted, failureToast: t.itemDeleteFailed },
  });
}

/**
 * POST /item-import {collectionId, items}: all or nothing. Its refusal (ITEM_IMPORT_INVALID, rows
 * at fault) is shown on the page with the server's words, so no failure toast repeats it.
 */
export function useImportItems() {
  return useApi().useMutation('post', '/item-import', {
    meta: { invalidates: collectionsChange, successToast: t.itemsImported },
  });
}
