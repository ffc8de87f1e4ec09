import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { refusals } from '../refusals';
import { requireLockedCollection, requireRoom } from '../required';
import * as items from '../repository/items';
import type { CollectionsSettings } from '../settings';
import type { CollectionsTables } from '../tables';
import { checkImages, checkValues, describeFault, type CheckedValues } from '../values';
import { fieldsOf } from '../views';

/** The refusal names at most this many faults; the web checks the rows itself before sending. */
const FAULTS_NAMED = 20;

/** 'Row 3: the value for "Year" must be a number. Row 7: ... (and 4 more faults).' */
function describeFaults(rows: readonly CheckedValues[]): string {
  const faults = rows.flatMap((row, index) => row.faults.map((fault) => `Row ${index + 1}: ${describeFault(fault)}.`));
  const more = faults.length - FAULTS_NAMED;
  return [...faults.slice(0, FAULTS_NAMED), ...(more > 0 ? [`(and ${more} more ${more === 1 ? 'fault' : 'faults'})`] : [])].join(' ');
}

/** /item-import. */
export function createImportHandlers({ db, dialect }: AreaDeps<CollectionsTables>, settings: CollectionsSettings) {
  return {
    async importItems({ body: { collectionId, items: rows }, caller: { userId } }) {
      return db.transaction().execute(async (trx) => {
        const collection = await requireLockedCollection(trx, dialect, userId, collectionId);
        await requireRoom(trx, userId, collectionId, rows.length, settings.maxItems);
        const fields = fieldsOf(collection);
        const checked = rows.map((row) => checkValues(fields, row.values));
        await checkImages(trx, userId, fields, checked);
        // All or nothing: one row at fault and no row is added.
        if (checked.some((row) => row.faults.length > 0)) throw refusals.importInvalid(describeFaults(checked));
        const at = settings.now().toISOString();
        const added = checked.map((row, position) => ({ id: newId(), collection_id: collectionId, values: JSON.stringify(row.set), unconverted: '{}', created_at: at, updated_at: at, position }));
        await items.insertItems(trx, userId, added);
        return { count: added.length, itemIds: added.map((row) => row.id) };
      });
    },
  } satisfies Partial<SecuredHandlers>;
}
