// The shapes of the two contract-driven guards' tables (everyOperation.test.ts and
// otherUsersIds.test.ts). Each area keeps its own rows beside its API tests, in
// tests/api/<area>/operations.ts and tests/api/<area>/otherUsersIds.ts; the guards collect them,
// so adding an area adds files here and edits none.
import type { OperationId, ResponseData } from '../../src/contract/types';
import type { OperationsOf } from '../../src/server/area';
import type { TestApp } from '../helpers/testApp';
import type { SignedUp } from '../helpers/auth';
import type { Answer, BytesAnswer } from './contractClient';

/** One operation's call and what a user would notice of its answer's data. */
export interface OperationEntry<Id extends OperationId, World> {
  call: (world: World) => Promise<Answer<Id>>;
  check: (data: ResponseData<Id>, world: World) => void | Promise<void>;
}

/**
 * The entry of an operation whose success is not the envelope (an image's bytes: the contract
 * answers 200 with no JSON, so its ResponseData is never): its raw answer and what a user would
 * notice of it.
 */
export interface BytesOperationEntry<World> {
  callForBytes: (world: World) => Promise<BytesAnswer>;
  checkBytes: (answer: BytesAnswer, world: World) => void | Promise<void>;
}

/** The entry an operation needs: the envelope's data, or bytes where the contract answers no JSON. */
export type EntryOf<Id extends OperationId, World> = [ResponseData<Id>] extends [never] ? BytesOperationEntry<World> : OperationEntry<Id, World>;

/**
 * An area's row of the "every operation is called" guard: a world the calls share (built on a
 * fresh app), and one entry per operation of the area, run in the table's order. Typed by the
 * server area, so an operation the area handles without an entry here does not compile.
 */
export interface AreaOperations<Area, World extends { t: TestApp }> {
  start: () => Promise<World>;
  entries: { [Id in OperationsOf<Area> & OperationId]: EntryOf<Id, World> };
}

/** Two users: the attacker calls with the victim's ids. */
export interface Users {
  attacker: SignedUp;
  victim: SignedUp;
}

export type Attempt = (t: TestApp, users: Users) => Promise<Answer<OperationId>>;

/**
 * An area's row of the "another user's ids" guard: for each of its operations that take an Id,
 * calls that put the victim's id there, and what the victim sees of their own data through the
 * area's API (which must read the same before and after).
 */
export interface AreaOtherUsersIds {
  /**
   * Makes the data the attempts aim at (the victim's, and the attacker's own where an operation
   * takes two ids), once, before the first snapshot; the row keeps the ids it needs.
   */
  prepare?: (t: TestApp, users: Users) => Promise<void>;
  attempts: Partial<Record<OperationId, Attempt[]>>;
  ownView: (t: TestApp, victim: SignedUp) => Promise<unknown>;
}
