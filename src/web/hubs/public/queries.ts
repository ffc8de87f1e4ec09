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

/** GET /public/drink-collection/{token}. */
export function publicDrinkCollectionQuery(api: Api, token: string) {
  return api.queryOptions('get', '/public/drink-collection/{token}', { params: { path: { token } } }, {
    select: (body) => one<PublicDrinkCollection>(body.data, 'shared drink collection'),
    staleTime: freshAfterLoad,
  });
}

/** GET /public/collection/{token}. */
export function publicCollectionQuery(api: Api, token: string) {
  return api.queryOptions('get', '/public/collection/{token}', { params: { path: { token } } }, {
    select: (body) => one<PublicCollection>(body.data, 'shared collection'),
    staleTime: freshAfterLoad,
  });
}
