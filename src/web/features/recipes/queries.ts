import type { Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';
import type { Invalidation } from '../../api/queryClient';
import { useApi } from '../../api/useApi';
import { recipesToasts as t } from './toasts';

export type RecipeCollection = Schemas['RecipeCollection'];
export type Recipe = Schemas['Recipe'];
export type RecipeSummary = Schemas['RecipeSummary'];
export type RecipeSuggestion = Schemas['RecipeSuggestion'];
export type NewRecipe = Schemas['NewRecipe'];
export type ShoppingList = Schemas['ShoppingList'];
export type NewShoppingItem = Schemas['NewShoppingItem'];

// Cache keys: openapi-react-query keys a query [method, path, init], so each prefixes every query
// of its path (invalidating one refreshes them all).
/** Every GET /recipe-collection query (all, one). */
export const recipeCollectionsKey = ['get', '/recipe-collection'] as const;
/** Every GET /recipe query (one recipe, a collection's recipes, a search). */
export const recipesKey = ['get', '/recipe'] as const;
/**
 * The shopping area's reads, refreshed after ingredients are added to a list. By key prefix, not
 * by its code: a feature never imports another (docs/adding-an-area.md).
 */
const shoppingKeys: readonly Invalidation[] = [['get', '/shopping-list'], ['get', '/shopping-item'], ['get', '/dashboard']];

/** A recipe change alters a collection's list and counts as well as the recipe itself. */
const recipeChange: readonly Invalidation[] = [recipesKey, recipeCollectionsKey];

/** What a route's loader just fetched stays fresh this long, so the screen's mount does not fetch it again. */
const freshAfterLoad = 5_000;

type RecipeAnswer = Recipe | RecipeSuggestion | RecipeSummary[] | Schemas['RecipeNameSuggestion'][] | Schemas['CookableRecipe'][];

function asCollections(data: RecipeCollection | RecipeCollection[]): RecipeCollection[] {
  if (!Array.isArray(data)) throw new Error('expected the recipe collections');
  return data;
}

function asCollection(data: RecipeCollection | RecipeCollection[]): RecipeCollection {
  if (Array.isArray(data)) throw new Error('expected one recipe collection');
  return data;
}

function asRecipe(data: RecipeAnswer): Recipe {
  if (Array.isArray(data) || !('_id' in data)) throw new Error('expected one recipe');
  return data;
}

function asSummaries(data: RecipeAnswer): RecipeSummary[] {
  if (!Array.isArray(data)) throw new Error('expected recipe summaries');
  return data as RecipeSummary[];
}

/** GET /recipe-collection: every collection, oldest first (the sidebar's order, spec §2), with its recipe count. */
export function recipeCollectionsQuery(api: Api) {
  return api.queryOptions('get', '/recipe-collection', undefined, {
    select: (body) => asCollections(body.data),
    meta: { failureToast: t.collectionsFetchFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /recipe-collection?recipeCollectionId=: one collection (404 RECIPE_COLLECTION_NOT_FOUND). */
export function recipeCollectionQuery(api: Api, recipeCollectionId: string) {
  return api.queryOptions('get', '/recipe-collection', { params: { query: { recipeCollectionId } } }, {
    select: (body) => asCollection(body.data),
    meta: { failureToast: t.collectionFetchFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /recipe?collectionId=(&query=): the collection's recipes, newest first, or those matching `query`. */
export function collectionRecipesQuery(api: Api, collectionId: string, query?: string) {
  const params = query ? { collectionId, query } : { collectionId };
  return api.queryOptions('get', '/recipe', { params: { query: params } }, {
    select: (body) => asSummaries(body.data),
    meta: { failureToast: t.recipesFetchFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /recipe?recipeId=: one recipe with its parsed ingredients (404 RECIPE_NOT_FOUND). */
export function recipeQuery(api: Api, recipeId: string) {
  return api.queryOptions('get', '/recipe', { params: { query: { recipeId } } }, {
    select: (body) => asRecipe(body.data),
    meta: { failureToast: t.recipeFetchFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /shopping-list: the user's lists, to choose where a recipe's ingredients go. */
export function shoppingListsQuery(api: Api) {
  return api.queryOptions('get', '/shopping-list', undefined, {
    select: (body): ShoppingList[] => {
      if (!Array.isArray(body.data)) throw new Error('expected the shopping lists');
      return body.data;
    },
    meta: { failureToast: t.shoppingListsFetchFailed },
  });
}

// Mutations. Each refreshes what it changes (`invalidates`) and shows its toasts; call them as
// openapi-react-query does: `mutate({ body })` or `mutate({ params: { query } })`.

/** POST /recipe-collection {name}. */
export function useCreateRecipeCollection() {
  return useApi().useMutation('post', '/recipe-collection', {
    meta: { invalidates: [recipeCollectionsKey], successToast: t.collectionAdded, failureToast: t.collectionAddFailed },
  });
}

/** PUT /recipe-collection {recipeCollectionId, name}: a rename. */
export function useRenameRecipeCollection() {
  return useApi().useMutation('put', '/recipe-collection', {
    meta: { invalidates: [recipeCollectionsKey], successToast: t.collectionUpdated, failureToast: t.collectionUpdateFailed },
  });
}

/** DELETE /recipe-collection?recipeCollectionId=&(deleteRecipes=true | moveRecipesTo=): the collection, its recipes deleted or moved. */
export function useDeleteRecipeCollection() {
  return useApi().useMutation('delete', '/recipe-collection', {
    meta: { invalidates: recipeChange, successToast: t.collectionDeleted, failureToast: t.collectionDeleteFailed },
  });
}

/** POST /recipe: a new recipe ('Added recipe'). */
export function useCreateRecipe() {
  return useApi().useMutation('post', '/recipe', {
    meta: { invalidates: recipeChange, successToast: t.recipeAdded, failureToast: t.recipeAddFailed },
  });
}

/** PUT /recipe: a changed recipe ('Updated recipe'). */
export function useUpdateRecipe() {
  return useApi().useMutation('put', '/recipe', {
    meta: { invalidates: recipeChange, successToast: t.recipeUpdated, failureToast: t.recipeUpdateFailed },
  });
}

/** DELETE /recipe {recipeId}. */
export function useDeleteRecipe() {
  return useApi().useMutation('delete', '/recipe', {
    meta: { invalidates: recipeChange, successToast: t.recipeDeleted, failureToast: t.recipeDeleteFailed },
  });
}

/**
 * GET /recipe?recipeUrl=: the recipe read from a page, for the form to show before saving. A
 * mutation because the user asks for it once, and nothing is kept; its refusals are explained in
 * the form beside the URL, so no toast.
 */
export function useImportRecipe() {
  return useApi().useMutation('get', '/recipe');
}

/**
 * POST /recipe-import: files and pages read before into a collection, `dryRun` for the preview.
 * Its refusals are explained on the page, so no toast.
 */
export function useImportRecipes() {
  return useApi().useMutation('post', '/recipe-import', {
    meta: { invalidates: recipeChange },
  });
}

/** The suggestion out of GET /recipe?recipeUrl='s answer. */
export function asSuggestion(data: RecipeAnswer): RecipeSuggestion {
  if (Array.isArray(data) || !('url' in data)) throw new Error('expected a recipe suggestion');
  return data;
}

/** POST /shopping-item {shoppingListId, items, mergeSameFood: true}: a recipe's ingredients onto a list. */
export function useAddIngredientsToShoppingList() {
  return useApi().useMutation('post', '/shopping-item', {
    meta: { invalidates: shoppingKeys, failureToast: t.ingredientsAddFailed },
  });
}
