import type { RequestBody, Schemas } from '../../../contract/types';
import { parseIngredient } from '../../../domain/ingredients/parseIngredient';
import { ok, refused, type FakeServer } from '../../testing/fakeServer';
import { fakeId, fakeTime } from '../../testing/fakeIds';

type RecipeCollection = Schemas['RecipeCollection'];
type Recipe = Schemas['Recipe'];
type RecipeSummary = Schemas['RecipeSummary'];
type RecipeSuggestion = Schemas['RecipeSuggestion'];

/** A collection as the fake holds it: without its count, which is worked out from the recipes. */
export type FakeRecipeCollection = Omit<RecipeCollection, 'recipeCount'>;

/** What GET /recipe?recipeUrl= answers for a page: a suggestion, or a refusal (status and code). */
export type FakeImport = RecipeSuggestion | { status: number; code: string };

/** What the fake recipes area holds; tests seed it and read it. */
export interface FakeRecipesStore {
  collections: FakeRecipeCollection[];
  recipes: Recipe[];
  /** The pages the import can read, by the URL as typed. An unknown URL is 422 RECIPE_PAGE_UNREACHABLE. */
  imports: Record<string, FakeImport>;
}

export interface FakeRecipesSeed {
  collections?: FakeRecipeCollection[];
  recipes?: Recipe[];
  imports?: Record<string, FakeImport>;
}


/** A recipe collection, made now (later calls are newer). */
export function fakeRecipeCollection(name: string, overrides: Partial<FakeRecipeCollection> = {}): FakeRecipeCollection {
  return { _id: fakeId('rcol'), name, createdDateTime: fakeTime(), ...overrides };
}

/** A recipe of `collection`, made now, its ingredients parsed as the server parses them. */
export function fakeRecipe(name: string, collection: FakeRecipeCollection, overrides: Partial<Omit<Recipe, 'parsedIngredients'>> = {}): Recipe {
  const createdDateTime = fakeTime();
  const recipe: Omit<Recipe, 'parsedIngredients'> = {
    _id: fakeId('rcp'),
    name,
    collectionId: collection._id,
    steps: [],
    ingredients: [],
    servings: null,
    prepTimeMs: null,
    cookTimeMs: null,
    totalTimeMs: null,
    sourceUrl: null,
    notes: '',
    imageId: null,
    createdDateTime,
    updatedDateTime: createdDateTime,
    ...overrides,
  };
  return withParsed(recipe);
}

function withParsed(recipe: Omit<Recipe, 'parsedIngredients'>): Recipe {
  return { ...recipe, parsedIngredients: recipe.ingredients.map((line) => parseIngredient(line)) };
}

const lines = (given: readonly string[] | undefined) => given?.map((line) => line.trim()).filter((line) => line !== '');
const params = (request: Request) => new URL(request.url).searchParams;
const newestFirst = (a: Recipe, b: Recipe) => b.createdDateTime.localeCompare(a.createdDateTime);

function summaryOf({ _id, name, collectionId, servings, totalTimeMs, imageId, createdDateTime }: Recipe): RecipeSummary {
  return { _id, name, collectionId, servings, totalTimeMs, imageId, createdDateTime };
}

/**
 * The recipes area's calls (contract/recipes.yaml) on a fake server, over an in-memory store that
 * is empty unless seeded. Good enough for screens: unknown ids are 404 with the contract's codes,
 * collections come oldest first with their counts, a collection's recipes newest first, a search
 * matches the name or an ingredient ignoring case, deleting a collection with recipes needs
 * `deleteRecipes` or `moveRecipesTo` (409 otherwise), and ingredients are parsed with the domain's
 * parser as the server does. A test may replace a handler to make a call fail.
 */
export function installFakeRecipesServer(server: FakeServer, seed: FakeRecipesSeed = {}): FakeRecipesStore {
  const store: FakeRecipesStore = { collections: [...(seed.collections ?? [])], recipes: [...(seed.recipes ?? [])], imports: { ...seed.imports } };
  const collection = (id: string | null | undefined) => store.collections.find((each) => each._id === id);
  const withCount = (each: FakeRecipeCollection): RecipeCollection => ({ ...each, recipeCount: store.recipes.filter((recipe) => recipe.collectionId === each._id).length });
  const recipesOf = (id: string) => store.recipes.filter((recipe) => recipe.collectionId === id).sort(newestFirst);

  Object.assign(server.routes, {
    'GET /recipe-collection': (request: Request) => {
      const id = params(request).get('recipeCollectionId');
      if (id === null) return ok([...store.collections].sort((a, b) => a.createdDateTime.localeCompare(b.createdDateTime)).map(withCount));
      const found = collection(id);
      return found ? ok(withCount(found)) : refused(404, 'RECIPE_COLLECTION_NOT_FOUND');
    },
    'POST /recipe-collection': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createRecipeCollection'>;
      if (!body.name.trim()) return refused(400, 'RECIPE_COLLECTION_NAME_REQUIRED');
      const made = fakeRecipeCollection(body.name.trim());
      store.collections.push(made);
      return ok(withCount(made));
    },
    'PUT /recipe-collection': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateRecipeCollection'>;
      const found = collection(body.recipeCollectionId);
      if (!found) return refused(404, 'RECIPE_COLLECTION_NOT_FOUND');
      if (!body.name.trim()) return refused(400, 'RECIPE_COLLECTION_NAME_REQUIRED');
      const changed = { ...found, name: body.name.trim() };
      store.collections = store.collections.map((each) => (each._id === found._id ? changed : each));
      return ok(withCount(changed));
    },
    'DELETE /recipe-collection': (request: Request) => {
      const query = params(request);
      const found = collection(query.get('recipeCollectionId'));
      if (!found) return refused(404, 'RECIPE_COLLECTION_NOT_FOUND');
      const deleteRecipes = query.get('deleteRecipes') === 'true';
      const moveTo = query.get('moveRecipesTo');
      if (deleteRecipes && moveTo !== null) return refused(400, 'ONE_QUERY_AT_A_TIME');
      const held = recipesOf(found._id);
      if (moveTo !== null) {
        if (moveTo === found._id) return refused(400, 'MOVE_INTO_ITSELF');
        if (!collection(moveTo)) return refused(404, 'RECIPE_COLLECTION_NOT_FOUND');
      } else if (held.length > 0 && !deleteRecipes) {
        return refused(409, 'RECIPE_COLLECTION_NOT_EMPTY');
      }
      store.collections = store.collections.filter((each) => each._id !== found._id);
      if (moveTo !== null) store.recipes = store.recipes.map((recipe) => (recipe.collectionId === found._id ? { ...recipe, collectionId: moveTo } : recipe));
      else store.recipes = store.recipes.filter((recipe) => recipe.collectionId !== found._id);
      return ok({ deletedRecipes: moveTo === null ? held.length : 0, movedRecipes: moveTo === null ? 0 : held.length });
    },
    'GET /recipe': (request: Request) => {
      const query = params(request);
      const recipeId = query.get('recipeId');
      const collectionId = query.get('collectionId');
      const recipeUrl = query.get('recipeUrl');
      if (recipeId !== null) {
        const found = store.recipes.find((recipe) => recipe._id === recipeId);
        return found ? ok(found) : refused(404, 'RECIPE_NOT_FOUND');
      }
      if (collectionId !== null) {
        if (!collection(collectionId)) return refused(404, 'RECIPE_COLLECTION_NOT_FOUND');
        const text = query.get('query');
        if (text !== null && !text.trim()) return refused(400, 'SEARCH_TOO_SHORT');
        const wanted = text?.trim().toLowerCase();
        const matches = (recipe: Recipe) => !wanted || [recipe.name, ...recipe.ingredients].some((each) => each.toLowerCase().includes(wanted));
        return ok(recipesOf(collectionId).filter(matches).map(summaryOf));
      }
      if (recipeUrl !== null) {
        if (!/^https?:\/\//.test(recipeUrl)) return refused(400, 'RECIPE_URL_INVALID');
        const found = store.imports[recipeUrl];
        if (!found) return refused(422, 'RECIPE_PAGE_UNREACHABLE');
        return 'code' in found ? refused(found.status, found.code) : ok(found);
      }
      return refused(400, 'ONE_QUERY_AT_A_TIME');
    },
    'POST /recipe': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createRecipe'>;
      if (!collection(body.collectionId)) return refused(404, 'RECIPE_COLLECTION_NOT_FOUND');
      if (!body.name.trim()) return refused(400, 'RECIPE_NAME_REQUIRED');
      const made = fakeRecipe(body.name.trim(), collection(body.collectionId)!, {
        steps: lines(body.steps) ?? [],
        ingredients: lines(body.ingredients) ?? [],
        servings: body.servings ?? null,
        prepTimeMs: body.prepTimeMs ?? null,
        cookTimeMs: body.cookTimeMs ?? null,
        totalTimeMs: body.totalTimeMs ?? null,
        sourceUrl: body.sourceUrl ?? null,
        notes: body.notes ?? '',
        imageId: body.imageId ?? null,
      });
      store.recipes.push(made);
      return ok(made);
    },
    // A small stand-in for the server's import: files holding one Recipe or an array of them, pages
    // as sent, a recipe named as one in the collection skipped; nothing written on a dry run.
    'POST /recipe-import': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'importRecipes'>;
      const into = collection(body.collectionId);
      if (!into) return refused(404, 'RECIPE_COLLECTION_NOT_FOUND');
      const report: Schemas['RecipeImportReport'] = { dryRun: body.dryRun === true, recipes: [], skipped: [] };
      const made: Recipe[] = [];
      const taken = new Set(recipesOf(into._id).map((recipe) => recipe.name.toLowerCase()));
      const consider = (source: string, recipe: { name: string; ingredients?: string[]; steps?: string[]; sourceUrl?: string }) => {
        if (taken.has(recipe.name.toLowerCase())) return report.skipped.push({ source, name: recipe.name, reason: 'alreadyInCollection' });
        taken.add(recipe.name.toLowerCase());
        const { ingredients = [], steps = [] } = recipe;
        report.recipes.push({ source, name: recipe.name, ingredientCount: ingredients.length, stepCount: steps.length });
        return made.push(fakeRecipe(recipe.name, into, { ingredients, steps, sourceUrl: recipe.sourceUrl ?? null }));
      };
      for (const file of body.files ?? []) {
        let json: unknown;
        try {
          json = JSON.parse(file.text);
        } catch {
          report.skipped.push({ source: file.name, name: null, reason: 'notJson' });
          continue;
        }
        const nodes = (Array.isArray(json) ? json : [json]) as Array<{ '@type'?: string; name?: string; recipeIngredient?: string[] }>;
        const recipes = nodes.filter((node) => node['@type'] === 'Recipe' && typeof node.name === 'string');
        if (recipes.length === 0) report.skipped.push({ source: file.name, name: null, reason: 'noRecipe' });
        for (const node of recipes) consider(file.name, { name: node.name!, ingredients: node.recipeIngredient ?? [] });
      }
      for (const page of body.pages ?? []) consider(page.url, { ...page, sourceUrl: page.url });
      if (!report.dryRun) {
        if (made.length === 0) return refused(400, 'RECIPE_IMPORT_EMPTY');
        store.recipes.push(...made);
      }
      return ok(report);
    },
    'PUT /recipe': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateRecipe'>;
      const found = store.recipes.find((recipe) => recipe._id === body.recipeId);
      if (!found) return refused(404, 'RECIPE_NOT_FOUND');
      const { recipeId: _id, ...change } = body;
      if (Object.keys(change).length === 0) return refused(400, 'NOTHING_TO_CHANGE');
      if (change.name !== undefined && !change.name.trim()) return refused(400, 'RECIPE_NAME_REQUIRED');
      if (change.collectionId !== undefined && !collection(change.collectionId)) return refused(404, 'RECIPE_COLLECTION_NOT_FOUND');
      const { parsedIngredients: _parsed, ...rest } = found;
      const changed = withParsed({
        ...rest,
        ...change,
        name: change.name?.trim() ?? found.name,
        steps: lines(change.steps) ?? found.steps,
        ingredients: lines(change.ingredients) ?? found.ingredients,
        updatedDateTime: new Date().toISOString(),
      });
      store.recipes = store.recipes.map((recipe) => (recipe._id === found._id ? changed : recipe));
      return ok(changed);
    },
    'DELETE /recipe': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'deleteRecipe'>;
      if (!store.recipes.some((recipe) => recipe._id === body.recipeId)) return refused(404, 'RECIPE_NOT_FOUND');
      store.recipes = store.recipes.filter((recipe) => recipe._id !== body.recipeId);
      return ok();
    },
  });
  return store;
}

