import type { RequestBody, Schemas } from '../../../contract/types';
import { sameFood } from '../../../domain/ingredients/food';
import { parseIngredient } from '../../../domain/ingredients/parseIngredient';
import { ok, refused, type FakeServer } from '../../testing/fakeServer';
import { fakeId, fakeTime } from '../../testing/fakeIds';

type DrinkCollection = Schemas['DrinkCollection'];
type Drink = Schemas['Drink'];
type DrinkIngredient = Schemas['DrinkIngredient'];
type NewDrinkIngredient = Schemas['NewDrinkIngredient'];

/** A collection as the fake holds it: without its count, which is worked out from the drinks. */
export type FakeDrinkCollection = Omit<DrinkCollection, 'drinkCount'>;

/** What the fake drinks area holds; tests seed it and read it. */
export interface FakeDrinksStore {
  collections: FakeDrinkCollection[];
  drinks: Drink[];
  /** Drinks in a page of a collection's (200 as the server's default; tests lower it). */
  pageSize: number;
}

export interface FakeDrinksSeed {
  collections?: FakeDrinkCollection[];
  drinks?: Drink[];
  pageSize?: number;
}

/**
 * The foods in stock in a storage place (items with no quantity written or more than 0), for
 * "What can I make"; undefined when the place is not the user's. The storage fake answers it.
 */
export type StoredFoods = (storageGroupId: string) => readonly string[] | undefined;

/** A drink collection, made now (later calls are newer). */
export function fakeDrinkCollection(name: string, overrides: Partial<FakeDrinkCollection> = {}): FakeDrinkCollection {
  const createdAt = fakeTime();
  return { _id: fakeId('dcol'), name, createdAt, updatedAt: createdAt, ...overrides };
}

/** An ingredient read as the server reads it: "1 1/2 oz lime juice" is 1.5 fl-oz of "lime juice"; fields sent win. */
export function fakeDrinkIngredient(sent: NewDrinkIngredient): DrinkIngredient {
  const text = sent.text.trim();
  const read = parseIngredient(text);
  const unit = read.unit === 'oz' ? 'fl-oz' : read.unit;
  return {
    text,
    quantity: sent.quantity === undefined ? read.quantity : sent.quantity,
    quantity2: sent.quantity2 === undefined ? read.quantity2 : sent.quantity2,
    unit: sent.unit === undefined ? unit : sent.unit,
    name: sent.name?.trim() || read.food.trim() || text,
  };
}

const readAll = (sent: readonly NewDrinkIngredient[]) => sent.filter((each) => each.text.trim() !== '').map(fakeDrinkIngredient);
const cleanLines = (lines: readonly string[]) => lines.map((line) => line.trim()).filter((line) => line !== '');
function cleanTags(tags: readonly string[]) {
  const seen = new Set<string>();
  return cleanLines(tags).filter((tag) => !seen.has(tag.toLowerCase()) && Boolean(seen.add(tag.toLowerCase())));
}

/** A drink of `collection`, made now; `ingredients` are written lines, read as the server reads them. */
export function fakeDrink(name: string, collection: FakeDrinkCollection, overrides: Partial<Omit<Drink, 'ingredients'>> & { ingredients?: string[] } = {}): Drink {
  const createdAt = fakeTime();
  const { ingredients = [], ...rest } = overrides;
  return {
    _id: fakeId('drnk'),
    collectionId: collection._id,
    name,
    steps: [],
    glass: '',
    garnish: '',
    tags: [],
    rating: null,
    notes: '',
    imageId: null,
    createdAt,
    updatedAt: createdAt,
    ...rest,
    ingredients: readAll(ingredients.map((text) => ({ text }))),
  };
}

const params = (request: Request) => new URL(request.url).searchParams;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The drinks area's calls (contract/drinks.yaml) on a fake server, over an in-memory store that is
 * empty unless seeded. Good enough for screens: unknown ids are 404 with the contract's codes,
 * collections come oldest first with their counts, a collection's drinks by name a page at a time,
 * "What can I make" as summaries, deleting a collection with
 * drinks needs `deleteDrinks` or `moveDrinksTo` (409 otherwise), ingredients are read with the
 * domain's parser as the server reads them, and "What can I make" matches foods as the server
 * does, over `storedFoods` (none when not given). A test may replace a handler to make a call fail.
 */
export function installFakeDrinksServer(server: FakeServer, seed: FakeDrinksSeed = {}, storedFoods: StoredFoods = () => undefined): FakeDrinksStore {
  const store: FakeDrinksStore = { collections: [...(seed.collections ?? [])], drinks: [...(seed.drinks ?? [])], pageSize: seed.pageSize ?? 200 };
  const collection = (id: string | null | undefined) => store.collections.find((each) => each._id === id);
  const withCount = (each: FakeDrinkCollection): DrinkCollection => ({ ...each, drinkCount: store.drinks.filter((drink) => drink.collectionId === each._id).length });
  const replaceDrink = (changed: Drink) => {
    store.drinks = store.drinks.map((drink) => (drink._id === changed._id ? changed : drink));
  };

  Object.assign(server.routes, {
    'GET /drink-collection': (request: Request) => {
      const id = params(request).get('drinkCollectionId');
      if (id === null) return ok([...store.collections].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(withCount));
      const found = collection(id);
      return found ? ok(withCount(found)) : refused(404, 'DRINK_COLLECTION_NOT_FOUND');
    },
    'POST /drink-collection': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createDrinkCollection'>;
      if (!body.name.trim()) return refused(400, 'DRINK_COLLECTION_NAME_REQUIRED');
      const made = fakeDrinkCollection(body.name.trim());
      store.collections.push(made);
      return ok(withCount(made));
    },
    'PUT /drink-collection': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateDrinkCollection'>;
      const found = collection(body.drinkCollectionId);
      if (!found) return refused(404, 'DRINK_COLLECTION_NOT_FOUND');
      if (!body.name.trim()) return refused(400, 'DRINK_COLLECTION_NAME_REQUIRED');
      const changed = { ...found, name: body.name.trim(), updatedAt: new Date().toISOString() };
      store.collections = store.collections.map((each) => (each._id === found._id ? changed : each));
      return ok(withCount(changed));
    },
    'DELETE /drink-collection': (request: Request) => {
      const query = params(request);
      const found = collection(query.get('drinkCollectionId'));
      if (!found) return refused(404, 'DRINK_COLLECTION_NOT_FOUND');
      const deleteDrinks = query.get('deleteDrinks') === 'true';
      const moveTo = query.get('moveDrinksTo');
      if (deleteDrinks && moveTo !== null) return refused(400, 'ONE_QUERY_AT_A_TIME');
      const held = store.drinks.filter((drink) => drink.collectionId === found._id);
      if (moveTo !== null) {
        if (moveTo === found._id) return refused(400, 'MOVE_INTO_ITSELF');
        if (!collection(moveTo)) return refused(404, 'DRINK_COLLECTION_NOT_FOUND');
      } else if (held.length > 0 && !deleteDrinks) {
        return refused(409, 'DRINK_COLLECTION_NOT_EMPTY');
      }
      store.collections = store.collections.filter((each) => each._id !== found._id);
      if (moveTo !== null) store.drinks = store.drinks.map((drink) => (drink.collectionId === found._id ? { ...drink, collectionId: moveTo } : drink));
      else store.drinks = store.drinks.filter((drink) => drink.collectionId !== found._id);
      return ok({ deletedDrinks: moveTo === null ? held.length : 0, movedDrinks: moveTo === null ? 0 : held.length });
    },
    'GET /drink': (request: Request) => {
      const query = params(request);
      const ways = ['drinkId', 'collectionId', 'storageGroupId'].filter((name) => query.has(name));
      if (ways.length !== 1) return refused(400, 'ONE_QUERY_AT_A_TIME');
      const drinkId = query.get('drinkId');
      if (drinkId !== null) {
        const found = store.drinks.find((drink) => drink._id === drinkId);
        return found ? ok(found) : refused(404, 'DRINK_NOT_FOUND');
      }
      const collectionId = query.get('collectionId');
      if (collectionId !== null) {
        if (!collection(collectionId)) return refused(404, 'DRINK_COLLECTION_NOT_FOUND');
        // Pages as the server's: `after` is the last drink's id of the page before.
        const all = store.drinks.filter((drink) => drink.collectionId === collectionId).sort(byName);
        const after = query.get('after');
        const start = after === null ? 0 : all.findIndex((drink) => drink._id === after) + 1;
        if (after !== null && start === 0) return refused(400, 'DRINK_CURSOR_INVALID');
        const page = all.slice(start, start + Number(query.get('limit') ?? store.pageSize));
        return ok({ drinks: page, next: start + page.length < all.length ? page.at(-1)!._id : null });
      }
      const foods = storedFoods(query.get('storageGroupId')!);
      if (foods === undefined) return refused(404, 'STORAGE_GROUP_NOT_FOUND');
      const makeable = (drink: Drink) => drink.ingredients.length > 0 && drink.ingredients.every((ingredient) => foods.some((food) => sameFood(food, ingredient.name)));
      return ok(
        store.drinks
          .filter(makeable)
          .sort(byName)
          .map(({ _id, name, collectionId: inCollection }) => ({ _id, name, collectionId: inCollection })),
      );
    },
    'POST /drink': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createDrink'>;
      const into = collection(body.collectionId);
      if (!into) return refused(404, 'DRINK_COLLECTION_NOT_FOUND');
      if (!body.name.trim()) return refused(400, 'DRINK_NAME_REQUIRED');
      const made: Drink = {
        ...fakeDrink(body.name.trim(), into),
        steps: cleanLines(body.steps ?? []),
        glass: body.glass ?? '',
        garnish: body.garnish ?? '',
        tags: cleanTags(body.tags ?? []),
        rating: body.rating ?? null,
        notes: body.notes ?? '',
        imageId: body.imageId ?? null,
        ingredients: readAll(body.ingredients ?? []),
      };
      store.drinks.push(made);
      return ok(made);
    },
    'PUT /drink': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateDrink'>;
      const found = store.drinks.find((drink) => drink._id === body.drinkId);
      if (!found) return refused(404, 'DRINK_NOT_FOUND');
      const { drinkId: _id, ...change } = body;
      if (Object.keys(change).length === 0) return refused(400, 'NOTHING_TO_CHANGE');
      if (change.name !== undefined && !change.name.trim()) return refused(400, 'DRINK_NAME_REQUIRED');
      if (change.collectionId !== undefined && !collection(change.collectionId)) return refused(404, 'DRINK_COLLECTION_NOT_FOUND');
      const changed: Drink = {
        ...found,
        ...change,
        name: change.name?.trim() ?? found.name,
        ingredients: change.ingredients ? readAll(change.ingredients) : found.ingredients,
        steps: change.steps ? cleanLines(change.steps) : found.steps,
        tags: change.tags ? cleanTags(change.tags) : found.tags,
        rating: change.rating === undefined ? found.rating : change.rating,
        imageId: change.imageId === undefined ? found.imageId : change.imageId,
        updatedAt: new Date().toISOString(),
      };
      replaceDrink(changed);
      return ok(changed);
    },
    'DELETE /drink': (request: Request) => {
      const drinkId = params(request).get('drinkId');
      if (!store.drinks.some((drink) => drink._id === drinkId)) return refused(404, 'DRINK_NOT_FOUND');
      store.drinks = store.drinks.filter((drink) => drink._id !== drinkId);
      return ok();
    },
  });
  return store;
}
