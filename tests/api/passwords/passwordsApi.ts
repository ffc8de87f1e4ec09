// What the password vault's API tests share: an app with a fixed clock, a signed-up user with an
// extra password (and so a vault) and its extra token, short calls by operationId with both
// tokens, entries of the right shape, and a snapshot of every table to prove that a refused call
// changed nothing.
import type { OperationId, RequestBody, ResponseData } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { openVault, sealed } from '../../helpers/vault';
import { callOperation, dataOf, type CallOptions } from '../contractClient';

export const NOW = '2026-11-25T05:00:00.000Z';

type Options<Id extends OperationId> = Omit<CallOptions<Id>, 'token' | 'extraToken'>;

export interface PasswordsApi {
  t: TestApp;
  user: SignedUp;
  extraToken: string;
  /** A call with the user's access and extra tokens. */
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => ReturnType<typeof callOperation<Id>>;
  /** The data of a call that must succeed. */
  ok: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<ResponseData<Id>>;
  /** Another user of the same app with their own vault, for calls across users. */
  otherUser: (username: string) => Promise<{ user: SignedUp; extraToken: string }>;
  snapshot: () => Promise<Record<string, string[]>>;
}

export async function startPasswordsApi(username = 'paula'): Promise<PasswordsApi> {
  const t = await createTestApp({ settings: { passwords: { now: () => new Date(NOW) } } });
  const user = await signUp(t.app, username);
  const extraToken = await openVault(t.app, user, `${username}'s extra password`);
  const call: PasswordsApi['call'] = (id, options = {}) =>
    callOperation(t.app, id, { ...options, token: user.access.token, extraToken } as CallOptions<typeof id>);
  return {
    t,
    user,
    extraToken,
    call,
    ok: async (id, options) => dataOf(await call(id, options)),
    otherUser: async (name) => {
      const other = await signUp(t.app, name);
      return { user: other, extraToken: await openVault(t.app, other, `${name}'s extra password`) };
    },
    snapshot: () => tableSnapshot(t.database.db),
  };
}

/** A new entry as the browser sends it: a fresh id, and each sealed field a stand-in of its own. */
export function newEntry(name: string, groupId: string, id = newId()): RequestBody<'createPassword'> {
  return {
    _id: id,
    name,
    groupId,
    username: sealed(`${id} username`),
    password: sealed(`${id} password`),
    url: sealed(`${id} url`),
    notes: sealed(`${id} notes`),
  };
}

/** The entry as the API answers it, stamped with the test clock. */
export function stored(entry: RequestBody<'createPassword'>, at = NOW): ResponseData<'createPassword'> {
  return { ...entry, createdAt: at, updatedAt: at };
}
