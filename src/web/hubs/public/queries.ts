import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';

export type PublicDrink = Schemas['PublicDrink'];
export type PublicDrinkCollection = Schemas['PublicDrinkCollection'];
export type PublicCollection = Schemas['PublicCollection'];
export type PublicImage = Schemas['PublicImage'];

// The public reads (contract/share.yaml). They carry no access token (api/tokenRules.ts: paths
// under /public/), signed in or not. No toast: the page itself says what went wrong. A gone
// link stays gone: the query cache never retries a refusal (api/refusal.ts).

/** What a route's loader just fetched stays fresh this long, so the screen's mount does not fetch it again. */
const freshAfterLoad = 5_000;

function one<T>(data: unknown, what: string): T {
  if (typeof data !== 'object' || data === null) throw new Error(`expected the ${what}`);
  return data as T;
}

/** GET /public/drink/{token}. */
export function publicDrinkQuery(api: Api, token: string) {
  return api.queryOptions('get', '/public/drink/{token}', { params: { path: { token } } }, {
    select: (body) => one<PublicDrink>(body.data, 'shared drink'),
    staleTime: freshAfterLoad,
  });
}

/**
 * GET /public/drink-collection/{token}?after=: the shared drink collection a page of drinks at a
 * time, the pages read so far as one collection (`next` of the last page); `fetchNextPage` reads the next.
 */
export function publicDrinkCollectionQuery(api: Api, token: string) {
  return infiniteQueryOptions({
    queryKey: ['get', '/public/drink-collection/{token}', { params: { path: { token } } }, 'pages'] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const options = api.queryOptions('get', '/public/drink-collection/{token}', { params: { path: { token }, query: pageParam === undefined ? {} : { after: pageParam } } });
      const fetchPage = options.queryFn as unknown as (context: { queryKey: typeof options.queryKey; signal: AbortSignal }) => Promise<{ data?: unknown }>;
      return one<PublicDrinkCollection>((await fetchPage({ queryKey: options.queryKey, signal })).data, 'shared drink collection');
    },
    getNextPageParam: (last) => last.next ?? undefined,
    select: (data): PublicDrinkCollection => ({ ...data.pages[0]!, drinks: data.pages.flatMap((page) => page.drinks), next: data.pages.at(-1)!.next }),
    staleTime: freshAfterLoad,
  });
}

/**
 * GET /public/collection/{token}?after=: the shared collection a page of items at a time, the
 * pages read so far as one collection (`next` of the last page); `fetchNextPage` reads the next.
 */
export function publicCollectionQuery(api: Api, token: string) {
  return infiniteQueryOptions({
    queryKey: ['get', '/public/collection/{token}', { params: { path: { token } } }, 'pages'] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const options = api.queryOptions('get', '/public/collection/{token}', { params: { path: { token }, query: pageParam === undefined ? {} : { after: pageParam } } });
      const fetchPage = options.queryFn as unknown as (context: { queryKey: typeof options.queryKey; signal: AbortSignal }) => Promise<{ data?: unknown }>;
      return one<PublicCollection>((await fetchPage({ queryKey: options.queryKey, signal })).data, 'shared collection');
    },
    getNextPageParam: (last) => last.next ?? undefined,
    select: (data): PublicCollection => ({ ...data.pages[0]!, items: data.pages.flatMap((page) => page.items), next: data.pages.at(-1)!.next }),
    staleTime: freshAfterLoad,
  });
}
