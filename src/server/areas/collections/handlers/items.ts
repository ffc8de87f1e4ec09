import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { refusals } from '../refusals';
import { itemPage } from '../itemPages';
import { requireCollection, requireItem, requireLockedCollection, requireNoFault, requireRoom } from '../required';
import * as items from '../repository/items';
import type { CollectionsSettings } from '../settings';
import type { CollectionsTables } from '../tables';
import { checkImages, checkValues } from '../values';
import { fieldsOf, keptOf, toItem, valuesOf } from '../views';

/** /item. */
export function createItemHandlers({ db, dialect }: AreaDeps<CollectionsTables>, settings: CollectionsSettings) {
  const now = () => settings.now().toISOString();

  return {
    async getItems({ query: { itemId, collectionId, limit, after }, caller: { userId } }) {
      if ((itemId === undefined) === (collectionId === undefined)) throw refusals.oneQueryAtATime();
      if (itemId !== undefined) {
        if (limit !== undefined || after !== undefined) throw refusals.pagingNeedsCollection();
        return toItem(await requireItem(db, userId, itemId));
      }
      await requireCollection(db, userId, collectionId!);
      const page = await itemPage(db, userId, collectionId!, { after, limit: limit ?? settings.itemPageSize, maxChars: settings.itemPageChars });
      return { items: page.rows.map(toItem), next: page.next };
    },

    async createItem({ body: { collectionId, values }, caller: { userId } }) {
      return db.transaction().execute(async (trx) => {
        const fields = fieldsOf(await requireLockedCollection(trx, dialect, userId, collectionId));
        await requireRoom(trx, userId, collectionId, 1, settings.maxItems);
        const checked = checkValues(fields, values);
        await checkImages(trx, userId, fields, [checked]);
        requireNoFault(checked.faults);
        const at = now();
        const row = { id: newId(), collection_id: collectionId, values: JSON.stringify(checked.set), unconverted: '{}', created_at: at, updated_at: at, position: 0 };
        await items.insertItems(trx, userId, [row]);
        return toItem({ ...row, user_id: userId });
      });
    },

    async updateItem({ body: { itemId, values = {}, discardUnconverted = [] }, caller: { userId } }) {
      if (Object.keys(values).length === 0 && discardUnconverted.length === 0) throw refusals.nothingToChange();
      return db.transaction().execute(async (trx) => {
        const found = await requireItem(trx, userId, itemId);
        const fields = fieldsOf(await requireLockedCollection(trx, dialect, userId, found.collection_id));
        // Read again under the collection's lock: a change of fields may have rewritten it meanwhile.
        const row = await requireItem(trx, userId, itemId);
        const checked = checkValues(fields, values);
        await checkImages(trx, userId, fields, [checked]);
        requireNoFault(checked.faults);
        const known = new Set(fields.map((field) => field.id));
        const unknown = discardUnconverted.find((fieldId) => !known.has(fieldId));
        if (unknown !== undefined) throw refusals.fieldNotFound(unknown);

        const nextValues = { ...valuesOf(row), ...checked.set };
        for (const fieldId of checked.clear) delete nextValues[fieldId];
        const kept = keptOf(row);
        for (const fieldId of discardUnconverted) delete kept[fieldId];
        await items.updateItem(trx, userId, itemId, { values: JSON.stringify(nextValues), unconverted: JSON.stringify(kept), updated_at: now() });
        return toItem(await requireItem(trx, userId, itemId));
      });
    },

    async deleteItem({ query: { itemId }, caller: { userId } }) {
      await db.transaction().execute(async (trx) => {
        await requireItem(trx, userId, itemId);
        await items.deleteItem(trx, userId, itemId);
      });
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
