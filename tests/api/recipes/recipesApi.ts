// What the recipes area's API tests share: an app with a clock the test moves, a signed-up user,
// short calls by operationId with the user's token, makers of collections, recipes, images and
// storage items (through the images' and storage's own APIs), readers that narrow GET /recipe's
// answers, and a snapshot of every table to prove that a refused call changed nothing.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { OperationId, QueryOf, RequestBody, ResponseData, Schemas } from '../../../src/contract/types';
import { API_PREFIX } from '../../../src/server/paths';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp, type TestAppOptions } from '../../helpers/testApp';
import { callOperation, dataOf, type Answer, type CallOptions } from '../contractClient';

export type Recipe = Schemas['Recipe'];
export type RecipeSummary = Schemas['RecipeSummary'];
export type RecipeCollection = Schemas['RecipeCollection'];
export type RecipeNameSuggestion = Schemas['RecipeNameSuggestion'];
export type CookableRecipe = Schemas['CookableRecipe'];
export type NewRecipe = RequestBody<'createRecipe'>;

export const NOW = '2026-11-25T09:00:00.000Z';

type Options<Id extends OperationId> = Omit<CallOptions<Id>, 'token'>;

export interface Caller {
  user: SignedUp;
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<Answer<Id>>;
  /** The data of a call that must succeed. */
  ok: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<ResponseData<Id>>;
  makeCollection: (name: string) => Promise<RecipeCollection>;
  makeRecipe: (collectionId: string, name: string, fields?: Omit<NewRecipe, 'collectionId' | 'name'>) => Promise<Recipe>;
  readRecipe: (recipeId: string) => Promise<Recipe>;
  readCollection: (recipeCollectionId: string) => Promise<RecipeCollection>;
  readCollections: () => Promise<RecipeCollection[]>;
  /** A collection's recipe names, newest first (optionally those a search finds). */
  namesIn: (collectionId: string, query?: string) => Promise<string[]>;
  suggest: (text: string) => Promise<RecipeNameSuggestion[]>;
  recipesUsing: (foodItemId: string) => Promise<RecipeSummary[]>;
  whatCanICook: () => Promise<CookableRecipe[]>;
  /** Uploads a tiny PNG through the images area and answers its id. */
  uploadImage: () => Promise<string>;
  /** Puts items into a new storage group through the storage area's API and answers their ids by name. */
  stock: (items: RequestBody<'createStorageItems'>['items']) => Promise<Map<string, string>>;
}

export interface RecipesApi extends Caller {
  t: TestApp;
  setNow: (iso: string) => void;
  advance: (ms: number) => void;
  /** Another user of the same app, calling with their own token. */
  otherUser: (username: string) => Promise<Caller>;
  snapshot: () => Promise<Record<string, string[]>>;
}

type RecipesData = ResponseData<'getRecipes'>;

export function asRecipe(data: RecipesData): Recipe {
  if (Array.isArray(data) || !('parsedIngredients' in data)) throw new Error(`Expected one recipe, got ${JSON.stringify(data)}`);
  return data;
}

export function asSuggestion(data: RecipesData): Schemas['RecipeSuggestion'] {
  if (Array.isArray(data) || !('url' in data)) throw new Error(`Expected an import suggestion, got ${JSON.stringify(data)}`);
  return data;
}

export function asSummaries(data: RecipesData): RecipeSummary[] {
  if (!Array.isArray(data) || data.some((item) => !('createdDateTime' in item))) throw new Error(`Expected recipe summaries, got ${JSON.stringify(data)}`);
  return data as RecipeSummary[];
}

export function asNameSuggestions(data: RecipesData): RecipeNameSuggestion[] {
  if (!Array.isArray(data) || data.some((item) => !('name' in item) || 'createdDateTime' in item)) throw new Error(`Expected name suggestions, got ${JSON.stringify(data)}`);
  return data as RecipeNameSuggestion[];
}

export function asCookable(data: RecipesData): CookableRecipe[] {
  if (!Array.isArray(data) || data.some((item) => !('matched' in item))) throw new Error(`Expected cookable recipes, got ${JSON.stringify(data)}`);
  return data as CookableRecipe[];
}

export function asCollection(data: ResponseData<'getRecipeCollections'>): RecipeCollection {
  if (Array.isArray(data)) throw new Error(`Expected one collection, got ${JSON.stringify(data)}`);
  return data;
}

/** A 2×2 PNG, made afresh (the images area keeps each upload as its own image). */
export function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 2, height: 2, channels: 3, background: '#c0ffee' } }).png().toBuffer();
}

export async function uploadImageAs(t: TestApp, user: SignedUp): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/image`,
    headers: { 'x-access-token': user.access.token, 'content-type': 'image/png' },
    payload: await tinyPng(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { _id: string } }).data._id;
}

export function callerOf(t: TestApp, user: SignedUp): Caller {
  const call: Caller['call'] = (id, options = {}) => callOperation(t.app, id, { ...options, token: user.access.token } as CallOptions<typeof id>);
  const ok: Caller['ok'] = async (id, options) => dataOf(await call(id, options));
  const get = (query: QueryOf<'getRecipes'>) => ok('getRecipes', { query });
  return {
    user,
    call,
    ok,
    makeCollection: (name) => ok('createRecipeCollection', { body: { name } }),
    makeRecipe: (collectionId, name, fields = {}) => ok('createRecipe', { body: { ...fields, collectionId, name } }),
    readRecipe: async (recipeId) => asRecipe(await get({ recipeId })),
    readCollection: async (recipeCollectionId) => asCollection(await ok('getRecipeCollections', { query: { recipeCollectionId } })),
    readCollections: async () => {
      const data = await ok('getRecipeCollections');
      if (!Array.isArray(data)) throw new Error(`Expected every collection, got ${JSON.stringify(data)}`);
      return data;
    },
    namesIn: async (collectionId, query) => asSummaries(await get({ collectionId, ...(query === undefined ? {} : { query }) })).map((summary) => summary.name),
    suggest: async (suggestion) => asNameSuggestions(await get({ suggestion })),
    recipesUsing: async (foodItemId) => asSummaries(await get({ foodItemId })),
    whatCanICook: async () => asCookable(await get({ cookFromStorage: true })),
    uploadImage: () => uploadImageAs(t, user),
    stock: async (items) => {
      const group = await ok('createStorageGroup', { body: { name: 'Pantry' } });
      const { added } = await ok('createStorageItems', { body: { storageGroupId: group._id, items } });
      return new Map(added.map((item) => [item.name, item._id]));
    },
  };
}

export async function startRecipesApi(username = 'rosa', options: TestAppOptions = {}): Promise<RecipesApi> {
  let clock = Date.parse(NOW);
  const t = await createTestApp({ ...options, settings: { ...options.settings, recipes: { now: () => new Date(clock), ...options.settings?.recipes } } });
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

/** The summary a list shows of a recipe. */
export function summaryOf(recipe: Recipe): RecipeSummary {
  return {
    _id: recipe._id,
    name: recipe.name,
    collectionId: recipe.collectionId,
    servings: recipe.servings,
    totalTimeMs: recipe.totalTimeMs,
    imageId: recipe.imageId,
    createdDateTime: recipe.createdDateTime,
  };
}
