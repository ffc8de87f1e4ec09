import type { Schemas } from '../../../../contract/types';
import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { planPut, type IncomingItem } from '../putItems';
import { refusals } from '../refusals';
import { requireGroup, requireItem, requireLockedGroup } from '../required';
import * as items from '../repository/items';
import type { StorageSettings } from '../settings';
import type { StorageTables } from '../tables';
import { toItem, toItemInGroup } from '../views';

/** Search answers at most this many items (the contract says so too). */
const SEARCH_LIMIT = 100;

function itemName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw refusals.itemNameRequired();
  return trimmed;
}

/** A unit as written, trimmed; nothing written is no unit. */
function unitOf(unit: string | null): string | null {
  const trimmed = unit?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function incoming(item: Schemas['NewStorageItem']): IncomingItem {
  return {
    name: itemName(item.name),
    quantity: item.quantity ?? null,
    unit: unitOf(item.unit ?? null),
    best_before: item.bestBefore ?? null,
    note: item.note?.trim() ?? '',
    // Default food: the loop from shopping to recipes is about food (issue 12).
    is_food: item.isFood === false ? 0 : 1,
  };
}

/** /storage-item. */
export function createItemHandlers({ db, dialect }: AreaDeps<StorageTables>, settings: StorageSettings) {
  const now = () => settings.now().toISOString();

  return {
    async getStorageItems({ query: { storageItemId, storageGroupId, search, expiringBy }, caller: { userId } }) {
      if ([storageItemId, storageGroupId, search, expiringBy].filter((given) => given !== undefined).length !== 1) throw refusals.oneQueryAtATime();
      if (storageItemId !== undefined) return toItem(await requireItem(db, userId, storageItemId));
      if (storageGroupId !== undefined) {
        await requireGroup(db, userId, storageGroupId);
        return (await items.itemsOfGroup(db, userId, storageGroupId)).map(toItemInGroup);
      }
      if (search !== undefined) {
        const text = search.trim();
        if (text === '') throw refusals.searchTooShort();
        return (await items.searchItems(db, userId, text, SEARCH_LIMIT)).map(toItemInGroup);
      }
      return (await items.expiringThrough(db, userId, expiringBy!)).map(toItemInGroup);
    },

    async createStorageItems({ body: { storageGroupId, items: sent, mergeSameFood = false }, caller: { userId } }) {
      const wanted = sent.map(incoming);
      return db.transaction().execute(async (trx) => {
        await requireLockedGroup(trx, dialect, userId, storageGroupId);
        const existing = mergeSameFood ? await items.rowsOfGroup(trx, userId, storageGroupId) : [];
        const plan = planPut(existing, wanted, { merge: mergeSameFood, groupId: storageGroupId, at: now(), newId });
        const stored = await items.countItems(trx, userId);
        if (stored + plan.added.length > settings.maxItems) throw refusals.tooManyItems(settings.maxItems, Math.max(0, settings.maxItems - stored));
        await items.insertItems(trx, userId, plan.added);
        for (const row of plan.merged) {
          await items.updateItem(trx, userId, row.id, { quantity: row.quantity, unit: row.unit, best_before: row.best_before, note: row.note, updated_at: row.updated_at });
        }
        return { added: plan.added.map(toItem), merged: plan.merged.map(toItem) };
      });
    },

    async updateStorageItem({ body: { storageItemId, name, quantity, unit, bestBefore, note, isFood, storageGroupId }, caller: { userId } }) {
      if ([name, quantity, unit, bestBefore, note, isFood, storageGroupId].every((field) => field === undefined)) throw refusals.nothingToChange();
      const changes: items.ItemChanges = {
        ...(name === undefined ? {} : { name: itemName(name) }),
        ...(quantity === undefined ? {} : { quantity }),
        ...(unit === undefined ? {} : { unit: unitOf(unit) }),
        ...(bestBefore === undefined ? {} : { best_before: bestBefore }),
        ...(note === undefined ? {} : { note: note.trim() }),
        ...(isFood === undefined ? {} : { is_food: isFood ? 1 : 0 }),
        ...(storageGroupId === undefined ? {} : { group_id: storageGroupId }),
        updated_at: now(),
      };
      return db.transaction().execute(async (trx) => {
        await requireItem(trx, userId, storageItemId);
        if (storageGroupId !== undefined) await requireGroup(trx, userId, storageGroupId);
        await items.updateItem(trx, userId, storageItemId, changes);
        return toItem(await requireItem(trx, userId, storageItemId));
      });
    },

    async deleteStorageItem({ query: { storageItemId }, caller: { userId } }) {
      await db.transaction().execute(async (trx) => {
        await requireItem(trx, userId, storageItemId);
        await items.deleteItem(trx, userId, storageItemId);
      });
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
