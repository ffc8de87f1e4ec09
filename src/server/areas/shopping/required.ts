import { refusals } from './refusals';
import * as items from './repository/items';
import * as lists from './repository/lists';
import type { ShoppingDb } from './tables';

// The caller's row, or the area's 404: another user's id reads as one that does not exist.

export async function requireList(db: ShoppingDb, userId: string, id: string) {
  const list = await lists.findList(db, userId, id);
  if (list === undefined) throw refusals.listNotFound();
  return list;
}

/** The caller's list, held until the transaction ends: for changes that read its items first. */
export async function requireListForChange(db: ShoppingDb, userId: string, id: string) {
  if (!(await lists.lockList(db, userId, id))) throw refusals.listNotFound();
  return requireList(db, userId, id);
}

export async function requireItem(db: ShoppingDb, userId: string, id: string) {
  const item = await items.findItem(db, userId, id);
  if (item === undefined) throw refusals.itemNotFound();
  return item;
}
