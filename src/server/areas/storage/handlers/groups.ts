import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { expiringThrough, utcDay } from '../expiry';
import { refusals } from '../refusals';
import { requireGroup, requireLockedGroup } from '../required';
import * as groups from '../repository/groups';
import * as items from '../repository/items';
import type { StorageSettings } from '../settings';
import type { StorageDb, StorageTables } from '../tables';
import { toGroup } from '../views';

/** /storage-group. */
export function createGroupHandlers({ db, dialect }: AreaDeps<StorageTables>, settings: StorageSettings) {
  const now = () => settings.now().toISOString();

  /** Groups with their counts; expiring as seen on `today` (the client's, else UTC's). */
  async function views(trx: StorageDb, userId: string, rows: readonly groups.GroupRow[], today = utcDay(settings.now())) {
    const counts = await groups.countsOf(
      trx,
      userId,
      rows.map((row) => row.id),
      expiringThrough(today),
    );
    return rows.map((row) => toGroup(row, counts.get(row.id)));
  }

  function groupName(name: string): string {
    const trimmed = name.trim();
    if (trimmed === '') throw refusals.groupNameRequired();
    return trimmed;
  }

  return {
    async getStorageGroups({ query: { storageGroupId, date }, caller: { userId } }) {
      if (storageGroupId === undefined) return views(db, userId, await groups.listGroups(db, userId), date);
      const [group] = await views(db, userId, [await requireGroup(db, userId, storageGroupId)], date);
      return group!;
    },

    async createStorageGroup({ body, caller: { userId } }) {
      const name = groupName(body.name);
      const at = now();
      const row = { id: newId(), name, created_at: at, updated_at: at };
      if ((await groups.countGroups(db, userId)) >= settings.maxGroups) throw refusals.tooManyGroups(settings.maxGroups);
      await groups.insertGroup(db, userId, row);
      return toGroup({ ...row, user_id: userId });
    },

    async updateStorageGroup({ body: { storageGroupId, name }, caller: { userId } }) {
      const trimmed = groupName(name);
      return db.transaction().execute(async (trx) => {
        await requireGroup(trx, userId, storageGroupId);
        await groups.renameGroup(trx, userId, storageGroupId, trimmed, now());
        const [group] = await views(trx, userId, [await requireGroup(trx, userId, storageGroupId)]);
        return group!;
      });
    },

    async deleteStorageGroup({ query: { storageGroupId, deleteItems, moveItemsTo }, caller: { userId } }) {
      if (deleteItems === true && moveItemsTo !== undefined) throw refusals.deleteOrMove();
      return db.transaction().execute(async (trx) => {
        await requireLockedGroup(trx, dialect, userId, storageGroupId);
        let deletedItems = 0;
        let movedItems = 0;
        if (moveItemsTo !== undefined) {
          if (moveItemsTo === storageGroupId) throw refusals.moveIntoItself();
          await requireGroup(trx, userId, moveItemsTo);
          movedItems = await items.moveItemsOf(trx, userId, storageGroupId, moveItemsTo, now());
        } else if (deleteItems === true) {
          deletedItems = await items.deleteItemsOf(trx, userId, storageGroupId);
        } else {
          const held = await items.countItemsOf(trx, userId, storageGroupId);
          if (held > 0) throw refusals.groupNotEmpty(held);
        }
        await groups.deleteGroup(trx, userId, storageGroupId);
        return { deletedItems, movedItems };
      });
    },
  } satisfies Partial<SecuredHandlers>;
}
