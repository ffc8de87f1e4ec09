import type { RequestBody, Schemas } from '../../../contract/types';
import { sameFood } from '../../../domain/ingredients/food';
import { addAmounts, normalizeUnit } from '../../../domain/units/units';
import { ok, refused, type FakeServer } from '../../testing/fakeServer';
import { fakeCount, fakeId, fakeTime } from '../../testing/fakeIds';

type ShoppingList = Schemas['ShoppingList'];
type ShoppingItem = Schemas['ShoppingItem'];

/** A list as the fake holds it: without counts, which are worked out from its items. */
export type FakeShoppingList = Omit<ShoppingList, 'openCount' | 'checkedCount'>;

/** What the fake shopping area holds; tests seed it and read it. */
export interface FakeShoppingStore {
  /** In creation order (oldest first), as GET /shopping-list answers them. */
  lists: FakeShoppingList[];
  /** Every item of every list; a list's are sorted by `position` when answered. */
  items: ShoppingItem[];
}

export interface FakeShoppingSeed {
  lists?: FakeShoppingList[];
  items?: ShoppingItem[];
}


/** A shopping list, made now (later calls are newer). */
export function fakeShoppingList(name: string, overrides: Partial<FakeShoppingList> = {}): FakeShoppingList {
  return { _id: fakeId('shop'), name, createdAt: fakeTime(), ...overrides };
}

/** An open item of `list` with no amount or note, placed after the fakes made before it. */
export function fakeShoppingItem(name: string, list: FakeShoppingList, overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  const createdAt = fakeTime();
  return { _id: fakeId('item'), shoppingListId: list._id, name, quantity: null, unit: null, note: '', checked: false, checkedAt: null, position: fakeCount(), createdAt, ...overrides };
}

const params = (request: Request) => new URL(request.url).searchParams;
const byPosition = (a: ShoppingItem, b: ShoppingItem) => a.position - b.position;

/**
 * The shopping area's calls (contract/shopping.yaml) on a fake server, over an in-memory store
 * that is empty unless seeded. Good enough for screens: unknown ids are 404 with the contract's
 * codes, lists come oldest first and items in position order, and `mergeSameFood` uses the
 * domain's food and unit rules as the server does. A test may replace a handler to make a call fail.
 */
export function installFakeShoppingServer(server: FakeServer, seed: FakeShoppingSeed = {}): FakeShoppingStore {
  const store: FakeShoppingStore = { lists: [...(seed.lists ?? [])], items: [...(seed.items ?? [])] };
  const list = (id: string | null | undefined) => store.lists.find((each) => each._id === id);
  const itemsOf = (id: string) => store.items.filter((item) => item.shoppingListId === id).sort(byPosition);
  const withCounts = (each: FakeShoppingList): ShoppingList => {
    const items = itemsOf(each._id);
    const openCount = items.filter((item) => !item.checked).length;
    return { ...each, openCount, checkedCount: items.length - openCount };
  };
  const withItems = (each: FakeShoppingList) => ({ ...withCounts(each), items: itemsOf(each._id) });
  const replaceItem = (changed: ShoppingItem) => {
    store.items = store.items.map((each) => (each._id === changed._id ? changed : each));
    return changed;
  };
  const unitOf = (unit: string | null | undefined) => (unit?.trim() ? (normalizeUnit(unit) ?? unit.trim()) : null);

  Object.assign(server.routes, {
    'GET /shopping-list': (request: Request) => {
      const id = params(request).get('shoppingListId');
      if (id === null) return ok([...store.lists].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(withCounts));
      const found = list(id);
      return found ? ok(withItems(found)) : refused(404, 'SHOPPING_LIST_NOT_FOUND');
    },
    'POST /shopping-list': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createShoppingList'>;
      if (!body.name.trim()) return refused(400, 'SHOPPING_LIST_NAME_REQUIRED');
      const made = fakeShoppingList(body.name.trim());
      store.lists.push(made);
      return ok(withItems(made));
    },
    'PUT /shopping-list': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateShoppingList'>;
      const found = list(body.shoppingListId);
      if (!found) return refused(404, 'SHOPPING_LIST_NOT_FOUND');
      if (body.name === undefined && body.itemOrder === undefined) return refused(400, 'NOTHING_TO_CHANGE');
      if (body.name !== undefined && !body.name.trim()) return refused(400, 'SHOPPING_LIST_NAME_REQUIRED');
      if (body.itemOrder) {
        const own = itemsOf(found._id).map((item) => item._id);
        if (body.itemOrder.some((id) => !store.items.some((item) => item._id === id))) return refused(404, 'SHOPPING_ITEM_NOT_FOUND');
        if (body.itemOrder.length !== own.length || new Set(body.itemOrder).size !== own.length || !own.every((id) => body.itemOrder!.includes(id))) {
          return refused(400, 'ITEM_ORDER_MISMATCH');
        }
        body.itemOrder.forEach((id, index) => replaceItem({ ...store.items.find((item) => item._id === id)!, position: index + 1 }));
      }
      const changed = { ...found, name: body.name?.trim() ?? found.name };
      store.lists = store.lists.map((each) => (each._id === found._id ? changed : each));
      return ok(withItems(changed));
    },
    'DELETE /shopping-list': (request: Request) => {
      const id = params(request).get('shoppingListId');
      if (!list(id)) return refused(404, 'SHOPPING_LIST_NOT_FOUND');
      store.lists = store.lists.filter((each) => each._id !== id);
      store.items = store.items.filter((item) => item.shoppingListId !== id);
      return ok();
    },
    'GET /shopping-item': (request: Request) => {
      const id = params(request).get('shoppingListId') ?? '';
      return list(id) ? ok(itemsOf(id)) : refused(404, 'SHOPPING_LIST_NOT_FOUND');
    },
    'POST /shopping-item': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createShoppingItems'>;
      const into = list(body.shoppingListId);
      if (!into) return refused(404, 'SHOPPING_LIST_NOT_FOUND');
      if (body.items.some((item) => !item.name.trim())) return refused(400, 'SHOPPING_ITEM_NAME_REQUIRED');
      if (itemsOf(into._id).length + body.items.length > 1000) return refused(409, 'SHOPPING_LIST_FULL');
      const added: ShoppingItem[] = [];
      const merged = new Map<string, ShoppingItem>();
      let position = Math.max(0, ...itemsOf(into._id).map((item) => item.position));
      for (const given of body.items) {
        const amount = { quantity: given.quantity ?? null, unit: unitOf(given.unit) };
        const target = body.mergeSameFood && !given.checked
          ? itemsOf(into._id).find((item) => !item.checked && sameFood(item.name, given.name) && addAmounts({ quantity: item.quantity, unit: item.unit }, amount))
          : undefined;
        if (target) {
          const sum = addAmounts({ quantity: target.quantity, unit: target.unit }, amount)!;
          const changed = replaceItem({ ...target, quantity: sum.quantity, unit: sum.unit });
          if (added.some((item) => item._id === changed._id)) added.splice(added.findIndex((item) => item._id === changed._id), 1, changed);
          else merged.set(changed._id, changed);
          continue;
        }
        position += 1;
        const now = new Date().toISOString();
        const made: ShoppingItem = {
          _id: fakeId('item'),
          shoppingListId: into._id,
          name: given.name.trim(),
          quantity: amount.quantity,
          unit: amount.unit,
          note: given.note ?? '',
          checked: given.checked ?? false,
          checkedAt: given.checked ? now : null,
          position,
          createdAt: now,
        };
        store.items.push(made);
        added.push(made);
      }
      return ok({ added, merged: [...merged.values()] });
    },
    'PUT /shopping-item': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateShoppingItem'>;
      const found = store.items.find((item) => item._id === body.shoppingItemId);
      if (!found) return refused(404, 'SHOPPING_ITEM_NOT_FOUND');
      const { shoppingItemId: _id, ...change } = body;
      if (Object.keys(change).length === 0) return refused(400, 'NOTHING_TO_CHANGE');
      if (change.name !== undefined && !change.name.trim()) return refused(400, 'SHOPPING_ITEM_NAME_REQUIRED');
      const checked = change.checked ?? found.checked;
      return ok(
        replaceItem({
          ...found,
          name: change.name?.trim() ?? found.name,
          quantity: change.quantity === undefined ? found.quantity : change.quantity,
          unit: change.unit === undefined ? found.unit : unitOf(change.unit),
          note: change.note ?? found.note,
          checked,
          checkedAt: checked ? (found.checkedAt ?? new Date().toISOString()) : null,
        }),
      );
    },
    'DELETE /shopping-item': (request: Request) => {
      const query = params(request);
      const itemId = query.get('shoppingItemId');
      const listId = query.get('shoppingListId');
      if (itemId !== null && listId === null && !query.has('checked')) {
        const found = store.items.find((item) => item._id === itemId);
        if (!found) return refused(404, 'SHOPPING_ITEM_NOT_FOUND');
        store.items = store.items.filter((item) => item._id !== itemId);
        return ok([found]);
      }
      if (itemId === null && listId !== null && query.get('checked') === 'true') {
        if (!list(listId)) return refused(404, 'SHOPPING_LIST_NOT_FOUND');
        const gone = itemsOf(listId).filter((item) => item.checked);
        store.items = store.items.filter((item) => !gone.includes(item));
        return ok(gone);
      }
      return refused(400, 'ONE_QUERY_AT_A_TIME');
    },
  });
  return store;
}
