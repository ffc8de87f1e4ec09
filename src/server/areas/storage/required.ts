import type { Dialect } from '../../db/database';
import { refusals } from './refusals';
import * as groups from './repository/groups';
import * as items from './repository/items';
import type { StorageDb } from './tables';

// The caller's row, or the area's 404: another user's id reads as one that does not exist.

export async function requireGroup(db: StorageDb, userId: string, id: string) {
  const group = await groups.findGroup(db, userId, id);
  if (group === undefined) throw refusals.groupNotFound();
  return group;
}

/** The caller's group, locked until the transaction ends (see groups.lockGroup). */
export async function requireLockedGroup(db: StorageDb, dialect: Dialect, userId: string, id: string) {
  const group = await groups.lockGroup(db, dialect, userId, id);
  if (group === undefined) throw refusals.groupNotFound();
  return group;
}

export async function requireItem(db: StorageDb, userId: string, id: string) {
  const item = await items.findItem(db, userId, id);
  if (item === undefined) throw refusals.itemNotFound();
  return item;
}
