import { infiniteQueryOptions, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';
import type { Invalidation } from '../../api/queryClient';
import { useApi } from '../../api/useApi';
import { drinksToasts as t } from './toasts';

export type DrinkCollection = Schemas['DrinkCollection'];
export type Drink = Schemas['Drink'];
export type DrinkPage = Schemas['DrinkPage'];
export type DrinkSummary = Schemas['DrinkSummary'];
export type DrinkIngredient = Schemas['DrinkIngredient'];
export type DrinkChange = Schemas['DrinkChange'];
export type StorageGroup = Schemas['StorageGroup'];

// Cache keys: openapi-react-query keys a query [method, path, init], so each prefixes every query
// of its path (invalidating one refreshes them all).
/** Every GET /drink-collection query (all, one). */
const collectionsKey = ['get', '/drink-collection'] as const;
/** Every GET /drink query (one drink, a collection's drinks, what can be made). */
const drinksKey = ['get', '/drink'] as const;
/** A drink change alters a collection's list and counts as well as the drink itself. */
const drinkChange: readonly Invalidation[] = [drinksKey, collectionsKey];

/** GET /drink?drinkId='s answer as cached (before `select`). */
type DrinkBody = { status: true; data: Drink };

/** What a route's loader just fetched stays fresh this long, so the screen's mount does not fetch it again. */
const freshAfterLoad = 5_000;

function many<T>(data: unknown, what: string): T[] {
  if (!Array.isArray(data)) throw new Error(`expected ${what}`);
  return data as T[];
}

function one<T>(data: unknown, what: string): T {
  if (Array.isArray(data) || (data !== null && typeof data === 'object' && 'drinks' in data)) throw new Error(`expected one ${what}`);
  return data as T;
}

/** GET /drink-collection: every collection, oldest first (the sidebar's order, spec §2), with its drink count. */
export function drinkCollectionsQuery(api: Api) {
  return api.queryOptions('get', '/drink-collection', undefined, {
    select: (body) => many<DrinkCollection>(body.data, 'the drink collections'),
    meta: { failureToast: t.collectionsFetchFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /drink-collection?drinkCollectionId=: one collection (404 DRINK_COLLECTION_NOT_FOUND). */
export function drinkCollectionQuery(api: Api, drinkCollectionId: string) {
  return api.queryOptions('get', '/drink-collection', { params: { query: { drinkCollectionId } } }, {
    select: (body) => one<DrinkCollection>(body.data, 'drink collection'),
    meta: { failureToast: t.collectionFetchFailed },
    staleTime: freshAfterLoad,
  });
}

function drinkPage(data: unknown): DrinkPage {
  if (data === null || typeof data !== 'object' || !Array.isArray((data as Partial<DrinkPage>).drinks)) throw new Error('expected a page of drinks');
  return data as DrinkPage;
}

/**
 * GET /drink?collectionId=&after=: the collection's drinks, whole, a page at a time (the server's
 * page size), by name; `fetchNextPage` reads the next page while `hasNextPage`. The page filters
 * and sorts the drinks read so far.
 */
export function collectionDrinksQuery(api: Api, collectionId: string) {
  return infiniteQueryOptions({
    // Under GET /drink's prefix, so every change that refreshes drinks refreshes these pages.
    queryKey: [...drinksKey, { params: { query: { collectionId } } }, 'pages'] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const query = { collectionId, ...(pageParam === undefined ? {} : { after: pageParam }) };
      const options = api.queryOptions('get', '/drink', { params: { query } });
      const fetchPage = options.queryFn as unknown as (context: { queryKey: typeof options.queryKey; signal: AbortSignal }) => Promise<{ data?: unknown }>;
      return drinkPage((await fetchPage({ queryKey: options.queryKey, signal })).data);
    },
    getNextPageParam: (last) => last.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.drinks),
    meta: { failureToast: t.drinksFetchFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /drink?drinkId=: one drink with its ingredients as read (404 DRINK_NOT_FOUND). */
export function drinkQuery(api: Api, drinkId: string) {
  return api.queryOptions('get', '/drink', { params: { query: { drinkId } } }, {
    select: (body) => one<Drink>(body.data, 'drink'),
    meta: { failureToast: t.drinkFetchFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /drink?storageGroupId=: "What can I make", every drink whose ingredients are all in the place (its id, name and collection). */
export function makeableDrinksQuery(api: Api, storageGroupId: string) {
  return api.queryOptions('get', '/drink', { params: { query: { storageGroupId } } }, {
    select: (body) => many<DrinkSummary>(body.data, 'drinks'),
    meta: { failureToast: t.makeableFetchFailed },
  });
}

/**
 * GET /storage-group: the user's storage places, to choose one for "What can I make". By path, not
 * by the storage area's code: a feature never imports another (docs/adding-an-area.md).
 */
export function storageGroupsQuery(api: Api) {
  return api.queryOptions('get', '/storage-group', undefined, {
    select: (body) => many<StorageGroup>(body.data, 'the storage places'),
    meta: { failureToast: t.storageGroupsFetchFailed },
  });
}

// Mutations. Each refreshes what it changes (`invalidates`) and shows its toasts; call them as
// openapi-react-query does: `mutate({ body })` or `mutate({ params: { query } })`.

/** POST /drink-collection {name}. */
export function useCreateDrinkCollection() {
  return useApi().useMutation('post', '/drink-collection', {
    meta: { invalidates: [collectionsKey], successToast: t.collectionAdded, failureToast: t.collectionAddFailed },
  });
}

/** PUT /drink-collection {drinkCollectionId, name}: a rename. */
export function useRenameDrinkCollection() {
  return useApi().useMutation('put', '/drink-collection', {
    meta: { invalidates: [collectionsKey], successToast: t.collectionUpdated, failureToast: t.collectionUpdateFailed },
  });
}

/** DELETE /drink-collection?drinkCollectionId=&(deleteDrinks=true | moveDrinksTo=): the collection, its drinks deleted or moved. */
export function useDeleteDrinkCollection() {
  return useApi().useMutation('delete', '/drink-collection', {
    meta: { invalidates: drinkChange, successToast: t.collectionDeleted, failureToast: t.collectionDeleteFailed },
  });
}

/** POST /drink {name, collectionId}: a new drink ('Added drink'), filled in on its page. */
export function useCreateDrink() {
  return useApi().useMutation('post', '/drink', {
    meta: { invalidates: drinkChange, successToast: t.drinkAdded, failureToast: t.drinkAddFailed },
  });
}

/**
 * PUT /drink: a changed or moved drink ('Updated drink'). The answer goes straight into the
 * drink's cache, and a rating shows at once (a tap on a star must not wait); a refusal puts the
 * saved drink back.
 */
export function useUpdateDrink() {
  const api = useApi();
  const queryClient = useQueryClient();
  return api.useMutation('put', '/drink', {
    meta: { invalidates: drinkChange, successToast: t.drinkUpdated, failureToast: t.drinkUpdateFailed },
    onMutate: async ({ body }) => {
      if (body.rating === undefined) return { before: undefined };
      const key = drinkQuery(api, body.drinkId).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key) as DrinkBody | undefined;
      if (before) queryClient.setQueryData(key, { ...before, data: { ...before.data, rating: body.rating } } as never);
      return { before };
    },
    onError: (_error, { body }, context) => {
      if (context?.before) queryClient.setQueryData(drinkQuery(api, body.drinkId).queryKey, context.before as never);
    },
    onSuccess: (answer) => queryClient.setQueryData(drinkQuery(api, answer.data._id).queryKey, answer as never),
  });
}

/** DELETE /drink?drinkId=. */
export function useDeleteDrink() {
  return useApi().useMutation('delete', '/drink', {
    meta: { invalidates: drinkChange, successToast: t.drinkDeleted, failureToast: t.drinkDeleteFailed },
  });
}
