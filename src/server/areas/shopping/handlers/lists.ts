import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { refusals } from '../refusals';
import { requireList, requireListForChange } from '../required';
import * as items from '../repository/items';
import * as lists from '../repository/lists';
import type { ShoppingSettings } from '../settings';
import type { ShoppingDb, ShoppingTables } from '../tables';
import { toList, toListWithItems } from '../views';

/** A list's name, trimmed; empty is refused. */
function listName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw refusals.listNameRequired();
  return trimmed;
}

/** /shopping-list. */
export function createListHandlers({ db }: AreaDeps<ShoppingTables>, settings: ShoppingSettings) {
  async function view(trx: ShoppingDb, userId: string, id: string) {
    const list = await requireList(trx, userId, id);
    return toListWithItems(list, await items.itemsOf(trx, userId, id));
  }

  /** Refuses an order that is not exactly the list's items: 404 when an id is not the caller's item at all. */
  async function checkOrder(trx: ShoppingDb, userId: string, current: readonly items.ItemRow[], order: readonly string[]) {
    const own = new Set(current.map((item) => item.id));
    const elsewhere = [...new Set(order.filter((id) => !own.has(id)))];
    const found = await items.existingItemIds(trx, userId, elsewhere);
    if (elsewhere.some((id) => !found.has(id))) throw refusals.itemNotFound();
    if (elsewhere.length > 0 || order.length !== current.length || new Set(order).size !== order.length) throw refusals.itemOrderMismatch();
  }

  return {
    async getShoppingLists({ query: { shoppingListId }, caller: { userId } }) {
      if (shoppingListId !== undefined) return view(db, userId, shoppingListId);
      const rows = await lists.listLists(db, userId);
      const counts = await lists.itemCounts(
        db,
        userId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toList(row, counts.get(row.id) ?? { open: 0, checked: 0 }));
    },

    async createShoppingList({ body, caller: { userId } }) {
      const row = { id: newId(), name: listName(body.name), created_at: settings.now().toISOString() };
      if ((await lists.countLists(db, userId)) >= settings.maxLists) throw refusals.tooManyLists(settings.maxLists);
      await lists.insertList(db, userId, row);
      return toListWithItems({ ...row, user_id: userId }, []);
    },

    async updateShoppingList({ body: { shoppingListId, name, itemOrder }, caller: { userId } }) {
      if (name === undefined && itemOrder === undefined) throw refusals.nothingToChange();
      const newName = name === undefined ? undefined : listName(name);
      return db.transaction().execute(async (trx) => {
        await requireListForChange(trx, userId, shoppingListId);
        if (itemOrder !== undefined) {
          const current = await items.itemsOf(trx, userId, shoppingListId);
          await checkOrder(trx, userId, current, itemOrder);
          await items.reorderItems(trx, userId, shoppingListId, current, itemOrder);
        }
        if (newName !== undefined) await lists.renameList(trx, userId, shoppingListId, newName);
        return view(trx, userId, shoppingListId);
      });
    },

    async deleteShoppingList({ query: { shoppingListId }, caller: { userId } }) {
      await db.transaction().execute(async (trx) => {
        await requireList(trx, userId, shoppingListId);
        await lists.deleteList(trx, userId, shoppingListId);
      });
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
