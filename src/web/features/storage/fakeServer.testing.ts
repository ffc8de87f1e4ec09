import type { RequestBody, Schemas } from '../../../contract/types';
import { sameFood } from '../../../domain/ingredients/food';
import { addAmounts, normalizeUnit } from '../../../domain/units/units';
import { ok, refused, type FakeServer } from '../../testing/fakeServer';
import { fakeId, fakeTime } from '../../testing/fakeIds';

type StorageGroup = Schemas['StorageGroup'];
type StorageItem = Schemas['StorageItem'];
type RecipeSummary = Schemas['RecipeSummary'];
type CookableRecipe = Schemas['CookableRecipe'];

/** A group as the fake holds it: without counts, which are worked out from its items. */
export type FakeStorageGroup = Omit<StorageGroup, 'itemCount' | 'expiringCount'>;

/** What the fake storage area holds; tests seed it and read it. */
export interface FakeStorageStore {
  groups: FakeStorageGroup[];
  items: StorageItem[];
  /** What GET /recipe?cookFromStorage=true answers (the recipes area works it out; seeded here). */
  cookable: CookableRecipe[];
  /** What GET /recipe?foodItemId= answers for a food item, by the item's id (none when absent). */
  recipesByFood: Record<string, RecipeSummary[]>;
}

export interface FakeStorageSeed {
  groups?: FakeStorageGroup[];
  items?: StorageItem[];
  cookable?: CookableRecipe[];
  recipesByFood?: Record<string, RecipeSummary[]>;
}


/** A storage group (a place), made now (later calls are newer). */
export function fakeStorageGroup(name: string, overrides: Partial<FakeStorageGroup> = {}): FakeStorageGroup {
  return { _id: fakeId('stgr'), name, createdAt: fakeTime(), ...overrides };
}

/** A food item of `group` with no amount, date or note. */
export function fakeStorageItem(name: string, group: FakeStorageGroup, overrides: Partial<StorageItem> = {}): StorageItem {
  const createdAt = fakeTime();
  return { _id: fakeId('stit'), storageGroupId: group._id, name, quantity: null, unit: null, bestBefore: null, note: '', isFood: true, createdAt, updatedAt: createdAt, ...overrides };
}

/** A recipe as lists show it. */
export function fakeRecipeSummary(name: string, overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  return { _id: fakeId('reci'), name, collectionId: 'recicollect1', servings: null, totalTimeMs: null, imageId: null, createdDateTime: fakeTime(), ...overrides };
}

const params = (request: Request) => new URL(request.url).searchParams;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
/** Today in UTC, the server's default for `date`. */
const utcToday = () => new Date().toISOString().slice(0, 10);
/** The day 7 days after `date` (contract/storage.yaml "expires soon"). */
const weekAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * The storage area's calls (contract/storage.yaml) on a fake server, over an in-memory store that
 * is empty unless seeded, plus the two reads of GET /recipe that storage's screens make
 * (`cookFromStorage`, `foodItemId`) answered from the seed (any other GET /recipe goes to the
 * handler installed before, if any). Unknown ids are 404 with the contract's codes; a group's
 * delete follows the contract's rules; `mergeSameFood` uses the domain's food and unit rules as
 * the server does. A test may replace a handler to make a call fail.
 */
export function installFakeStorageServer(server: FakeServer, seed: FakeStorageSeed = {}): FakeStorageStore {
  const store: FakeStorageStore = {
    groups: [...(seed.groups ?? [])],
    items: [...(seed.items ?? [])],
    cookable: [...(seed.cookable ?? [])],
    recipesByFood: { ...seed.recipesByFood },
  };
  const group = (id: string | null | undefined) => store.groups.find((each) => each._id === id);
  const itemsOf = (id: string) => store.items.filter((item) => item.storageGroupId === id);
  const isExpiring = (item: StorageItem, date: string) => item.bestBefore !== null && item.bestBefore <= weekAfter(date);
  const withCounts = (each: FakeStorageGroup, date: string): StorageGroup => {
    const items = itemsOf(each._id);
    return { ...each, itemCount: items.length, expiringCount: items.filter((item) => isExpiring(item, date)).length };
  };
  const inGroup = (item: StorageItem) => ({ ...item, groupName: group(item.storageGroupId)?.name ?? '' });
  const replaceItem = (changed: StorageItem) => {
    store.items = store.items.map((each) => (each._id === changed._id ? changed : each));
    return changed;
  };
  const unitOf = (unit: string | null | undefined) => (unit?.trim() ? unit.trim() : null);
  const previousRecipeRead = server.routes['GET /recipe'];

  Object.assign(server.routes, {
    'GET /storage-group': (request: Request) => {
      const query = params(request);
      const date = query.get('date') ?? utcToday();
      const id = query.get('storageGroupId');
      if (id === null) return ok([...store.groups].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((each) => withCounts(each, date)));
      const found = group(id);
      return found ? ok(withCounts(found, date)) : refused(404, 'STORAGE_GROUP_NOT_FOUND');
    },
    'POST /storage-group': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createStorageGroup'>;
      if (!body.name.trim()) return refused(400, 'STORAGE_GROUP_NAME_REQUIRED');
      const made = fakeStorageGroup(body.name.trim());
      store.groups.push(made);
      return ok(withCounts(made, utcToday()));
    },
    'PUT /storage-group': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateStorageGroup'>;
      const found = group(body.storageGroupId);
      if (!found) return refused(404, 'STORAGE_GROUP_NOT_FOUND');
      if (!body.name.trim()) return refused(400, 'STORAGE_GROUP_NAME_REQUIRED');
      const changed = { ...found, name: body.name.trim() };
      store.groups = store.groups.map((each) => (each._id === found._id ? changed : each));
      return ok(withCounts(changed, utcToday()));
    },
    'DELETE /storage-group': (request: Request) => {
      const query = params(request);
      const id = query.get('storageGroupId');
      const deleteItems = query.get('deleteItems') === 'true';
      const moveTo = query.get('moveItemsTo');
      if (!group(id)) return refused(404, 'STORAGE_GROUP_NOT_FOUND');
      if (deleteItems && moveTo !== null) return refused(400, 'ONE_QUERY_AT_A_TIME');
      const held = itemsOf(id!);
      let deletedItems = 0;
      let movedItems = 0;
      if (held.length > 0) {
        if (moveTo !== null) {
          if (moveTo === id) return refused(400, 'MOVE_INTO_ITSELF');
          if (!group(moveTo)) return refused(404, 'STORAGE_GROUP_NOT_FOUND');
          held.forEach((item) => replaceItem({ ...item, storageGroupId: moveTo }));
          movedItems = held.length;
        } else if (deleteItems) {
          store.items = store.items.filter((item) => item.storageGroupId !== id);
          deletedItems = held.length;
        } else {
          return refused(409, 'STORAGE_GROUP_NOT_EMPTY');
        }
      }
      store.groups = store.groups.filter((each) => each._id !== id);
      return ok({ deletedItems, movedItems });
    },
    'GET /storage-item': (request: Request) => {
      const query = params(request);
      const ways = ['storageItemId', 'storageGroupId', 'search', 'expiringBy'].filter((key) => query.has(key));
      if (ways.length !== 1) return refused(400, 'ONE_QUERY_AT_A_TIME');
      const itemId = query.get('storageItemId');
      if (itemId !== null) {
        const found = store.items.find((item) => item._id === itemId);
        return found ? ok(found) : refused(404, 'STORAGE_ITEM_NOT_FOUND');
      }
      const groupId = query.get('storageGroupId');
      if (groupId !== null) return group(groupId) ? ok(itemsOf(groupId).sort(byName).map(inGroup)) : refused(404, 'STORAGE_GROUP_NOT_FOUND');
      const search = query.get('search');
      if (search !== null) {
        const text = search.trim().toLowerCase();
        if (!text) return refused(400, 'SEARCH_TOO_SHORT');
        const found = store.items.filter((item) => item.name.toLowerCase().includes(text) || item.note.toLowerCase().includes(text));
        const starts = (item: StorageItem) => (item.name.toLowerCase().startsWith(text) ? 0 : 1);
        return ok(found.sort((a, b) => starts(a) - starts(b) || byName(a, b)).slice(0, 100).map(inGroup));
      }
      const by = query.get('expiringBy')!;
      const expiring = store.items.filter((item) => item.bestBefore !== null && item.bestBefore <= by);
      return ok(expiring.sort((a, b) => a.bestBefore!.localeCompare(b.bestBefore!) || byName(a, b)).map(inGroup));
    },
    'POST /storage-item': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createStorageItems'>;
      const into = group(body.storageGroupId);
      if (!into) return refused(404, 'STORAGE_GROUP_NOT_FOUND');
      if (body.items.some((item) => !item.name.trim())) return refused(400, 'STORAGE_ITEM_NAME_REQUIRED');
      const added: StorageItem[] = [];
      const merged = new Map<string, StorageItem>();
      for (const given of body.items) {
        const isFood = given.isFood ?? true;
        const amount = { quantity: given.quantity ?? null, unit: unitOf(given.unit) };
        const target = body.mergeSameFood
          ? itemsOf(into._id).find((item) => item.isFood === isFood && sameFood(item.name, given.name) && addAmounts({ quantity: item.quantity, unit: normalizeUnit(item.unit ?? '') ?? item.unit }, amount))
          : undefined;
        const now = new Date().toISOString();
        if (target) {
          const sum = addAmounts({ quantity: target.quantity, unit: target.unit }, amount)!;
          const earlier = [target.bestBefore, given.bestBefore ?? null].filter((date): date is string => date !== null).sort()[0] ?? null;
          const changed = replaceItem({ ...target, quantity: sum.quantity, unit: sum.unit, bestBefore: earlier, note: target.note || given.note || '', updatedAt: now });
          if (added.some((item) => item._id === changed._id)) added.splice(added.findIndex((item) => item._id === changed._id), 1, changed);
          else merged.set(changed._id, changed);
          continue;
        }
        const made: StorageItem = {
          _id: fakeId('stit'),
          storageGroupId: into._id,
          name: given.name.trim(),
          quantity: amount.quantity,
          unit: amount.unit,
          bestBefore: given.bestBefore ?? null,
          note: given.note ?? '',
          isFood,
          createdAt: now,
          updatedAt: now,
        };
        store.items.push(made);
        added.push(made);
      }
      return ok({ added, merged: [...merged.values()] });
    },
    'PUT /storage-item': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateStorageItem'>;
      const found = store.items.find((item) => item._id === body.storageItemId);
      if (!found) return refused(404, 'STORAGE_ITEM_NOT_FOUND');
      const { storageItemId: _id, ...change } = body;
      if (Object.keys(change).length === 0) return refused(400, 'NOTHING_TO_CHANGE');
      if (change.name !== undefined && !change.name.trim()) return refused(400, 'STORAGE_ITEM_NAME_REQUIRED');
      if (change.storageGroupId !== undefined && !group(change.storageGroupId)) return refused(404, 'STORAGE_GROUP_NOT_FOUND');
      return ok(
        replaceItem({
          ...found,
          name: change.name?.trim() ?? found.name,
          quantity: change.quantity === undefined ? found.quantity : change.quantity,
          unit: change.unit === undefined ? found.unit : unitOf(change.unit),
          bestBefore: change.bestBefore === undefined ? found.bestBefore : change.bestBefore,
          note: change.note ?? found.note,
          isFood: change.isFood ?? found.isFood,
          storageGroupId: change.storageGroupId ?? found.storageGroupId,
          updatedAt: new Date().toISOString(),
        }),
      );
    },
    'DELETE /storage-item': (request: Request) => {
      const id = params(request).get('storageItemId');
      if (!store.items.some((item) => item._id === id)) return refused(404, 'STORAGE_ITEM_NOT_FOUND');
      store.items = store.items.filter((item) => item._id !== id);
      return ok();
    },
    'GET /recipe': (request: Request, body: unknown) => {
      const query = params(request);
      if (query.get('cookFromStorage') === 'true') return ok(store.cookable);
      const foodItemId = query.get('foodItemId');
      if (foodItemId !== null) {
        const item = store.items.find((each) => each._id === foodItemId);
        if (!item) return refused(404, 'STORAGE_ITEM_NOT_FOUND');
        return ok(item.isFood ? (store.recipesByFood[foodItemId] ?? []) : []);
      }
      return previousRecipeRead ? previousRecipeRead(request, body) : refused(400, 'ONE_QUERY_AT_A_TIME');
    },
  });
  return store;
}
