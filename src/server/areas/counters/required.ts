import type { Dialect } from '../../db/database';
import { refusals } from './refusals';
import * as counters from './repository/counters';
import * as events from './repository/events';
import * as groups from './repository/groups';
import type { CountersDb } from './tables';

// The caller's row, or the area's 404: another user's id reads as one that does not exist.

export async function requireGroup(db: CountersDb, userId: string, id: string) {
  const group = await groups.findGroup(db, userId, id);
  if (group === undefined) throw refusals.groupNotFound();
  return group;
}

export async function requireCounter(db: CountersDb, userId: string, id: string) {
  const counter = await counters.findCounter(db, userId, id);
  if (counter === undefined) throw refusals.counterNotFound();
  return counter;
}

/** The caller's counter, locked until the transaction ends (see counters.lockCounter). */
export async function requireLockedCounter(db: CountersDb, dialect: Dialect, userId: string, id: string) {
  const counter = await counters.lockCounter(db, dialect, userId, id);
  if (counter === undefined) throw refusals.counterNotFound();
  return counter;
}

export async function requireEvent(db: CountersDb, userId: string, id: string) {
  const event = await events.findEvent(db, userId, id);
  if (event === undefined) throw refusals.eventNotFound();
  return event;
}
