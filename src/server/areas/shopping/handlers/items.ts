import type { Schemas } from '../../../../contract/types';
import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { planAdditions, type PlannedItem } from '../merge';
import { refusals } from '../refusals';
import { requireItem, requireList, requireListForChange } from '../required';
import * as items from '../repository/items';
import { MAX_ITEMS_PER_LIST, type ShoppingSettings } from '../settings';
import type { ShoppingTables } from '../tables';
import { itemName, itemUnit } from '../text';
import { toItem } from '../views';

function planned(item: Schemas['NewShoppingItem']): PlannedItem {
  return { name: itemName(item.name), quantity: item.quantity ?? null, unit: itemUnit(item.unit), note: item.note?.trim() ?? '', checked: item.checked ?? false };
}

/** /shopping-item. */
export function createItemHandlers({ db }: AreaDeps<ShoppingTables>, settings: ShoppingSettings) {
  const now = () => settings.now().toISOString();

  return {
    async getShoppingItems({ query: { shoppingListId }, caller: { userId } }) {
      await requireList(db, userId, shoppingListId);
      return (await items.itemsOf(db, userId, shoppingListId)).map(toItem);
    },

    async createShoppingItems({ body: { shoppingListId, items: sent, mergeSameFood }, caller: { userId } }) {
      const incoming = sent.map(planned);
      return db.transaction().execute(async (trx) => {
        await requireListForChange(trx, userId, shoppingListId);
        const open = await items.itemsOf(trx, userId, shoppingListId, { checked: false });
        const plan = planAdditions(open, incoming, mergeSameFood === true);
        const count = await items.countItems(trx, userId, shoppingListId);
        if (count + plan.added.length > MAX_ITEMS_PER_LIST) throw refusals.listFull(MAX_ITEMS_PER_LIST - count);

        const at = now();
        const first = await items.nextPosition(trx, userId, shoppingListId);
        const rows = plan.added.map((item, index) => ({
          id: newId(),
          list_id: shoppingListId,
          name: item.name,
          quantity: item.quantity,
          unit: item.unit,
          note: item.note,
          checked: item.checked ? 1 : 0,
          checked_at: item.checked ? at : null,
          position: first + index,
          created_at: at,
        }));
        await items.insertItems(trx, userId, rows);
        for (const [id, change] of plan.merged) await items.updateItem(trx, userId, id, change);
        return {
          added: rows.map((row) => toItem({ ...row, user_id: userId })),
          merged: open.filter((row) => plan.merged.has(row.id)).map((row) => toItem({ ...row, ...plan.merged.get(row.id) })),
        };
      });
    },

    async updateShoppingItem({ body: { shoppingItemId, name, quantity, unit, note, checked }, caller: { userId } }) {
      if (name === undefined && quantity === undefined && unit === undefined && note === undefined && checked === undefined) throw refusals.nothingToChange();
      const changes: items.ItemChanges = {
        ...(name === undefined ? {} : { name: itemName(name) }),
        ...(quantity === undefined ? {} : { quantity }),
        ...(unit === undefined ? {} : { unit: itemUnit(unit) }),
        ...(note === undefined ? {} : { note: note.trim() }),
      };
      return db.transaction().execute(async (trx) => {
        const item = await requireItem(trx, userId, shoppingItemId);
        // Checking one already checked keeps the time it was first checked (a double tap).
        if (checked === true && item.checked === 0) Object.assign(changes, { checked: 1, checked_at: now() });
        if (checked === false) Object.assign(changes, { checked: 0, checked_at: null });
        if (Object.keys(changes).length > 0) await items.updateItem(trx, userId, shoppingItemId, changes);
        return toItem(await requireItem(trx, userId, shoppingItemId));
      });
    },

    async deleteShoppingItems({ query: { shoppingItemId, shoppingListId, checked }, caller: { userId } }) {
      if (shoppingItemId !== undefined && shoppingListId === undefined && checked === undefined) {
        return db.transaction().execute(async (trx) => {
          const item = await requireItem(trx, userId, shoppingItemId);
          await items.deleteItems(trx, userId, [item.id]);
          return [toItem(item)];
        });
      }
      if (shoppingItemId !== undefined || shoppingListId === undefined || checked !== true) throw refusals.oneDeleteAtATime();
      return db.transaction().execute(async (trx) => {
        await requireList(trx, userId, shoppingListId);
        const done = await items.itemsOf(trx, userId, shoppingListId, { checked: true });
        await items.deleteItems(
          trx,
          userId,
          done.map((item) => item.id),
        );
        return done.map(toItem);
      });
    },
  } satisfies Partial<SecuredHandlers>;
}
