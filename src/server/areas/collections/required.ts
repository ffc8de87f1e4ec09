import type { Dialect } from '../../db/database';
import { refusals } from './refusals';
import * as collections from './repository/collections';
import * as items from './repository/items';
import type { CollectionsDb } from './tables';
import type { ValueFault } from './values';

// The caller's row, or the area's 404: another user's id reads as one that does not exist.

export async function requireCollection(db: CollectionsDb, userId: string, id: string) {
  const collection = await collections.findCollection(db, userId, id);
  if (collection === undefined) throw refusals.collectionNotFound();
  return collection;
}

/** The caller's collection, locked until the transaction ends (see collections.lockCollection). */
export async function requireLockedCollection(db: CollectionsDb, dialect: Dialect, userId: string, id: string) {
  const collection = await collections.lockCollection(db, dialect, userId, id);
  if (collection === undefined) throw refusals.collectionNotFound();
  return collection;
}

export async function requireItem(db: CollectionsDb, userId: string, id: string) {
  const item = await items.findItem(db, userId, id);
  if (item === undefined) throw refusals.itemNotFound();
  return item;
}

/** Refuses one item's values for their first fault. */
export function requireNoFault(faults: readonly ValueFault[]): void {
  const [fault] = faults;
  if (fault === undefined) return;
  if (fault.kind === 'unknownField') throw refusals.fieldNotFound(fault.fieldId);
  if (fault.kind === 'notOwnImage') throw refusals.imageNotFound();
  throw refusals.valueInvalid(fault.field.name, fault.reason);
}

/** Refuses adding `adding` items to a collection that would then hold more than `max`. */
export async function requireRoom(db: CollectionsDb, userId: string, collectionId: string, adding: number, max: number): Promise<void> {
  const room = Math.max(0, max - (await items.countItems(db, userId, collectionId)));
  if (adding > room) throw refusals.collectionFull(max, room);
}
