import type { Schemas } from '../../../../contract/types';
import { reconcileItem } from '../../../../domain/collections/fieldChange';
import type { CollectionField } from '../../../../domain/collections/fieldValues';
import { fitView, viewProblem, type CollectionView } from '../../../../domain/collections/viewFit';
import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { planFields } from '../fields';
import { refusals } from '../refusals';
import { requireCollection, requireLockedCollection } from '../required';
import * as collections from '../repository/collections';
import * as items from '../repository/items';
import type { CollectionsSettings } from '../settings';
import type { CollectionsDb, CollectionsTables } from '../tables';
import { fieldsOf, keptOf, toCollection, valuesOf, viewOf } from '../views';

const DEFAULT_VIEW: CollectionView = { layout: 'table' };

function collectionName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw refusals.collectionNameRequired();
  return trimmed;
}

function requireFittingView(view: CollectionView, fields: readonly CollectionField[]): CollectionView {
  const problem = viewProblem(view, fields);
  if (problem !== undefined) throw refusals.viewInvalid(problem);
  return view;
}

/**
 * Rewrites the values of every item of the collection for its new fields, `batch` items at a time
 * with a turn of the event loop in between (other requests are answered meanwhile). Answers the
 * first `reportedUnconverted` items and fields whose value did not convert (kept in the item's
 * `unconverted`) and how many there are: a change on a full collection could fail on every item.
 */
async function reconcileItems(trx: CollectionsDb, userId: string, collectionId: string, before: readonly CollectionField[], after: readonly CollectionField[], at: string, { rewriteBatch: batch, nextTurn, reportedUnconverted }: CollectionsSettings) {
  const unconverted: Schemas['UnconvertedValueRef'][] = [];
  let unconvertedCount = 0;
  let place: items.ItemPlace | undefined;
  for (;;) {
    const rows = await items.itemsOf(trx, userId, collectionId, place, batch);
    for (const row of rows) {
      const result = reconcileItem({ values: valuesOf(row), unconverted: keptOf(row) }, before, after);
      if (!result.changed) continue;
      await items.updateItem(trx, userId, row.id, { values: JSON.stringify(result.values), unconverted: JSON.stringify(result.unconverted), updated_at: at });
      for (const fieldId of result.failed) if (unconvertedCount++ < reportedUnconverted) unconverted.push({ itemId: row.id, fieldId });
    }
    place = rows.at(-1);
    if (place === undefined || rows.length < batch) return { unconverted, unconvertedCount };
    await nextTurn();
  }
}

/** /collection. */
export function createCollectionHandlers({ db, dialect }: AreaDeps<CollectionsTables>, settings: CollectionsSettings) {
  const now = () => settings.now().toISOString();

  async function withCount(trx: CollectionsDb, userId: string, row: collections.CollectionRow) {
    const counts = await collections.itemCountsOf(trx, userId, [row.id]);
    return toCollection(row, counts.get(row.id));
  }

  return {
    async getCollections({ query: { collectionId }, caller: { userId } }) {
      if (collectionId !== undefined) return withCount(db, userId, await requireCollection(db, userId, collectionId));
      const rows = await collections.listCollections(db, userId);
      const counts = await collections.itemCountsOf(
        db,
        userId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toCollection(row, counts.get(row.id)));
    },

    async createCollection({ body, caller: { userId } }) {
      const name = collectionName(body.name);
      const fields = planFields([], body.fields ?? [], newId);
      const at = now();
      const row = { id: newId(), name, fields: JSON.stringify(fields), view: JSON.stringify(DEFAULT_VIEW), created_at: at, updated_at: at };
      await db.transaction().execute(async (trx) => {
        if ((await collections.countCollections(trx, userId)) >= settings.maxCollections) throw refusals.tooManyCollections(settings.maxCollections);
        await collections.insertCollection(trx, userId, row);
      });
      return toCollection({ ...row, user_id: userId });
    },

    async updateCollection({ body: { collectionId, name, fields: sentFields, view: sentView }, caller: { userId } }) {
      if (name === undefined && sentFields === undefined && sentView === undefined) throw refusals.nothingToChange();
      const newName = name === undefined ? undefined : collectionName(name);
      return db.transaction().execute(async (trx) => {
        const row = await requireLockedCollection(trx, dialect, userId, collectionId);
        const before = fieldsOf(row);
        const after = sentFields === undefined ? before : planFields(before, sentFields, newId);
        // A view sent must fit; the saved one loses what no longer fits the changed fields.
        const view = sentView !== undefined ? requireFittingView(sentView, after) : sentFields === undefined ? undefined : fitView(viewOf(row), after);
        const at = now();
        const report = sentFields === undefined ? { unconverted: [], unconvertedCount: 0 } : await reconcileItems(trx, userId, collectionId, before, after, at, settings);
        await collections.updateCollection(trx, userId, collectionId, {
          ...(newName === undefined ? {} : { name: newName }),
          ...(sentFields === undefined ? {} : { fields: JSON.stringify(after) }),
          ...(view === undefined ? {} : { view: JSON.stringify(view) }),
          updated_at: at,
        });
        return { collection: await withCount(trx, userId, await requireCollection(trx, userId, collectionId)), ...report };
      });
    },

    async deleteCollection({ query: { collectionId }, caller: { userId } }) {
      return db.transaction().execute(async (trx) => {
        await requireLockedCollection(trx, dialect, userId, collectionId);
        const deletedItems = await items.deleteItemsOf(trx, userId, collectionId);
        await collections.deleteCollection(trx, userId, collectionId);
        return { deletedItems };
      });
    },
  } satisfies Partial<SecuredHandlers>;
}
