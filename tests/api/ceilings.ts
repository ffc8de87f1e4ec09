// The per-user ceilings of issue 24 proved the same way in every area: one test app with the
// ceilings lowered through the areas' settings, two users calling by operationId, and one proof
// per ceiling (one past it is 409 with its code and a message naming the number, changing
// nothing; the ceiling is each user's own; deleting one makes room again).
import { expect } from 'vitest';
import type { ErrorCode, OperationId } from '../../src/contract/types';
import type { BuildAppOptions } from '../../src/server/app';
import { signUp } from '../helpers/auth';
import { tableSnapshot } from '../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { openVault } from '../helpers/vault';
import { callOperation, dataOf, type Answer, type CallOptions } from './contractClient';
import { expectRefusal } from './expectRefusal';

type Options<Id extends OperationId> = Omit<CallOptions<Id>, 'token' | 'extraToken'>;

/** Calls as one user (with the vault's extra token too, for the password operations). */
export interface CallerAs {
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<Answer<Id>>;
}

export interface CeilingApp {
  t: TestApp;
  owner: CallerAs;
  other: CallerAs;
  snapshot: () => Promise<Record<string, string[]>>;
}

/** An app with these settings and two signed-up users, each with an open vault when `vault` is set. */
export async function startCeilingApp(settings: BuildAppOptions['settings'], { vault = false } = {}): Promise<CeilingApp> {
  const t = await createTestApp({ settings });
  const callerAs = async (username: string): Promise<CallerAs> => {
    const user = await signUp(t.app, username);
    const extraToken = vault ? await openVault(t.app, user, `${username}'s extra password`) : undefined;
    return {
      call: (id, options = {}) => callOperation(t.app, id, { ...options, token: user.access.token, ...(extraToken === undefined ? {} : { extraToken }) } as CallOptions<typeof id>),
    };
  };
  return { t, owner: await callerAs('owner'), other: await callerAs('other'), snapshot: () => tableSnapshot(t.database.db) };
}

export interface Ceiling {
  /** The lowered ceiling the app was started with. */
  max: number;
  code: ErrorCode;
  /** What the refusal's message says, e.g. '3 time groups'. */
  named: string;
  /** Adds the `n`th one as this user (n counts from 0, a fresh name each time). */
  add: (as: CallerAs, n: number) => Promise<Answer<OperationId>>;
  /** Deletes the owner's one of this id. */
  remove: (id: string) => Promise<Answer<OperationId>>;
  /** The new one's id from a successful add (default: the data's `_id`). */
  idOf?: (data: unknown) => string;
}

const idOfData = (data: unknown) => (data as { _id: string })._id;

/**
 * Fills the owner up to the ceiling, then proves that one more is refused and changes nothing,
 * that the other user can still add, and that deleting one makes room again.
 */
export async function proveCeiling(app: CeilingApp, ceiling: Ceiling): Promise<void> {
  const idOf = ceiling.idOf ?? idOfData;
  const ids: string[] = [];
  for (let n = 0; n < ceiling.max; n++) ids.push(idOf(dataOf(await ceiling.add(app.owner, n))));

  const before = await app.snapshot();
  const refused = await ceiling.add(app.owner, ceiling.max);
  expectRefusal(refused, 409, ceiling.code);
  expect(refused.body).toMatchObject({ error: { message: expect.stringContaining(ceiling.named) } });
  expect(await app.snapshot()).toEqual(before);

  // The ceiling is each user's own.
  dataOf(await ceiling.add(app.other, 0));

  dataOf(await ceiling.remove(ids[0]!));
  dataOf(await ceiling.add(app.owner, ceiling.max + 1));
}
